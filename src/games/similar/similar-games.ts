/**
 * "More like this" as pure code over the catalogue index, so it works offline: every other game
 * scores 1 for each tag it shares with this one, 3 for the same genre and 1 for the same developer
 * or publisher; the best go first, the more popular first on a tie. Each says what it shares.
 */
import { tagLabel, type CatalogueGame } from '../../contract';
import { readable } from '../recommend/recommend-games';

export interface SimilarGame {
  game: CatalogueGame;
  score: number;
  /** One line, e.g. "Shares MMORPG · fantasy · PvP". */
  reason: string;
}

const WEIGHT = { tag: 1, genre: 3, studio: 1 } as const;
/** At most this many shared traits in a reason. */
const REASON_TRAITS = 4;

const same = (a: string, b: string): boolean => a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Up to `count` games most like `game` (never itself), best first. */
export function similarGames(game: CatalogueGame, games: readonly CatalogueGame[], count = 6): SimilarGame[] {
  const tags = new Set(game.tags);
  const scored: SimilarGame[] = [];
  for (const other of games) {
    if (other.id === game.id) continue;
    const words: string[] = [];
    let score = 0;
    if (same(other.genre, game.genre)) {
      score += WEIGHT.genre;
      words.push(readable(game.genre.trim()));
    }
    for (const tag of other.tags) {
      if (!tags.has(tag)) continue;
      score += WEIGHT.tag;
      words.push(readable(tagLabel(tag) ?? tag));
    }
    if (same(other.developer, game.developer)) {
      score += WEIGHT.studio;
      words.push(`developer ${game.developer.trim()}`);
    } else if (same(other.publisher, game.publisher)) {
      score += WEIGHT.studio;
      words.push(`publisher ${game.publisher.trim()}`);
    }
    if (score > 0) scored.push({ game: other, score, reason: reasonOf(words) });
  }
  scored.sort((a, b) => b.score - a.score || a.game.rank.popularity - b.game.rank.popularity);
  return scored.slice(0, count);
}

function reasonOf(words: readonly string[]): string {
  // A genre often repeats a tag ("Shooter" and "shooter"): say it once.
  const seen = new Set<string>();
  const unique = words.filter((word) => {
    const key = word.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return `Shares ${unique.slice(0, REASON_TRAITS).join(' · ')}`;
}
