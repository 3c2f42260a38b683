/**
 * Which game ids the catalogue index holds, for the diary's rule that an entry's game must exist.
 * The index the keeper serves (built, fallback or the partial list) is read once per version (its
 * ETag) into a set; `undefined` means the catalogue cannot be read at all just now.
 */
import type { CatalogueIndexKeeper } from './catalogue-index-keeper.js';

export interface KnownGames {
  /** The ids of the catalogue served now, or undefined when there is none to read. */
  ids(): Promise<ReadonlySet<number> | undefined>;
}

export function createKnownGames(keeper: CatalogueIndexKeeper): KnownGames {
  let cached: { etag: string; ids: ReadonlySet<number> } | undefined;
  return {
    async ids() {
      const answer = await keeper.respond();
      if (!answer.ok) return undefined;
      const { etag, identity } = answer.response;
      if (cached?.etag !== etag) {
        const parsed = JSON.parse(identity.toString('utf8')) as { games?: { id?: unknown }[] };
        const ids = new Set<number>();
        for (const game of parsed.games ?? []) if (typeof game.id === 'number') ids.add(game.id);
        cached = { etag, ids };
      }
      return cached.ids;
    },
  };
}
