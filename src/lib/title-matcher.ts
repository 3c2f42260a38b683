/**
 * Finds a typed title's game in the catalogue index (the library's and the diary's imports): by id
 * when known, then by the same title written alike (case, accents, punctuation and ™ ignored), then
 * by the closest titles, which a person confirms in a review step: fuzzysort's (letters in order,
 * "cs go" finds "Counter-Strike: GO") and the most alike by letter pairs (a typo such as "Waframe").
 */
import fuzzysort from 'fuzzysort';
import { bigrams, dice } from './text-likeness';

/** All matching needs of a catalogue game. */
export interface TitledGame {
  id: number;
  title: string;
}

export type TitleMatch<G extends TitledGame> = { kind: 'exact'; game: G } | { kind: 'uncertain'; candidates: G[] } | { kind: 'missing' };

/** How many titles the review step offers for an uncertain row. */
const CANDIDATES = 3;
/** fuzzysort's score (0 to 1) below which a title is not offered. */
const MIN_FUZZY_SCORE = 0.3;
/** Letter-pair likeness (0 to 1) below which a title is not offered. */
const MIN_LIKENESS = 0.5;

/** A title reduced to its letters and digits, lower case, accents dropped. */
function titleKey(title: string): string {
  return title.normalize('NFKD').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Prepares the catalogue once; the answer matches one title (and id, when the file knows it). */
export function createTitleMatcher<G extends TitledGame>(games: readonly G[]): (title: string, gameId?: number) => TitleMatch<G> {
  const byId = new Map(games.map((game) => [game.id, game]));
  const byKey = new Map<string, G>();
  for (const game of games) if (!byKey.has(titleKey(game.title))) byKey.set(titleKey(game.title), game);
  const targets = games.map((game) => ({ game, prepared: fuzzysort.prepare(game.title), pairs: bigrams(game.title) }));
  return (title, gameId) => {
    const known = gameId === undefined ? undefined : byId.get(gameId);
    const same = known ?? byKey.get(titleKey(title));
    if (same) return { kind: 'exact', game: same };
    const fuzzy = fuzzysort.go(title, targets, { key: 'prepared', limit: CANDIDATES, threshold: MIN_FUZZY_SCORE }).map((result) => result.obj.game);
    const pairs = bigrams(title);
    const alike = targets
      .map((target) => ({ game: target.game, likeness: dice(pairs, target.pairs) }))
      .filter((target) => target.likeness >= MIN_LIKENESS)
      .sort((a, b) => b.likeness - a.likeness)
      .map((target) => target.game);
    const candidates = [...new Set([...fuzzy, ...alike])].slice(0, CANDIDATES);
    return candidates.length > 0 ? { kind: 'uncertain', candidates } : { kind: 'missing' };
  };
}
