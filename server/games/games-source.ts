/** The `GAMES_SOURCE` setting: where the games come from (docs/server.md, "Where the games come from"). */
export const GAMES_SOURCE_SETTINGS = ['auto', 'freetogame', 'rapidapi', 'demo'] as const;
export type GamesSourceSetting = (typeof GAMES_SOURCE_SETTINGS)[number];

/**
 * The RapidAPI key a source needs: undefined when it needs none. Throws the one message a person
 * sees, whether the settings are read at start or the games plugins are registered directly.
 */
export function rapidapiKeyFor(source: GamesSourceSetting, key: string | undefined): string | undefined {
  if (source !== 'rapidapi') return key;
  if (!key) throw new MissingRapidapiKey();
  return key;
}

export class MissingRapidapiKey extends Error {
  constructor() {
    super('GAMES_SOURCE=rapidapi needs a RapidAPI key; set RAPIDAPI_KEY or choose another GAMES_SOURCE.');
    this.name = 'MissingRapidapiKey';
  }
}
