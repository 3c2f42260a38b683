/** The Browse sorts as pure functions: by match, popularity, release date, title or the service's relevance. */
import type { BrowseSort } from './browse-state';
import type { SearchHit } from './search-games';

let titles: Intl.Collator | undefined;

/**
 * Titles in a reader's order (case and accents aside, numbers by value), made on first use: the
 * first Intl object a page makes loads the locale's data, which Browse's start-up should not pay
 * for a sort nobody has chosen (docs/decisions.md, "Start-up never blocks").
 */
function titleCollator(): Intl.Collator {
  titles ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return titles;
}

/** A new array in the chosen order; ties keep the order they came in. */
export function sortHits(hits: readonly SearchHit[], sort: BrowseSort): SearchHit[] {
  const sorted = [...hits];
  switch (sort) {
    case 'match':
      return sorted.sort((a, b) => b.score - a.score || a.game.rank.popularity - b.game.rank.popularity);
    case 'popularity':
      return sorted.sort((a, b) => a.game.rank.popularity - b.game.rank.popularity);
    case 'relevance':
      return sorted.sort((a, b) => a.game.rank.relevance - b.game.rank.relevance);
    case 'release-date':
      // Newest first, as the service's own release-date order.
      return sorted.sort((a, b) => (a.game.release_date < b.game.release_date ? 1 : a.game.release_date > b.game.release_date ? -1 : 0));
    case 'alphabetical': {
      const { compare } = titleCollator();
      return sorted.sort((a, b) => compare(a.game.title, b.game.title));
    }
  }
}
