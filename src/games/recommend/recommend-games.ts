/**
 * Personal recommendations as pure code over the catalogue index, so they work offline: what the
 * games marked Playing and Played have in common (tags, genre, developer, publisher) raises a game,
 * what Dropped games have lowers it. Games already in the library are never offered. Each pick
 * says why, naming the tracked game it is most like and what they share.
 */
import { tagLabel, type CatalogueGame, type LibraryStatus } from '../../contract';

export interface Recommendation {
  game: CatalogueGame;
  /** One line, e.g. "Because you play Warframe: shooter, sci-fi, co-op". */
  reason: string;
}

const STATUS_WEIGHT: Partial<Record<LibraryStatus, number>> = { playing: 1, played: 1, dropped: -1 };
const VERB: Partial<Record<LibraryStatus, string>> = { playing: 'play', played: 'played' };
// A shared studio says more than a shared tag.
const KIND_WEIGHT = { tag: 1, genre: 1, developer: 1.5, publisher: 1 } as const;
/** At most this many shared traits in a reason. */
const REASON_TRAITS = 3;

interface Trait {
  key: string;
  weight: number;
  /** How the trait reads in a reason. */
  words: string;
}

/** "Sci-fi" reads as "sci-fi" inside a sentence; "PvE", "MMORPG" and "Action RPG" keep their capitals. */
export function readable(label: string): string {
  return /^\p{Lu}[\p{Ll}\s-]*$/u.test(label) ? label.toLowerCase() : label;
}

function traitsOf(game: CatalogueGame): Trait[] {
  const traits: Trait[] = game.tags.map((tag) => ({ key: `tag:${tag}`, weight: KIND_WEIGHT.tag, words: readable(tagLabel(tag) ?? tag) }));
  const genre = game.genre.trim();
  if (genre) {
    traits.push({ key: `genre:${genre.toLowerCase()}`, weight: KIND_WEIGHT.genre, words: readable(genre) });
  }
  if (game.developer.trim()) traits.push({ key: `developer:${game.developer.trim().toLowerCase()}`, weight: KIND_WEIGHT.developer, words: `by ${game.developer.trim()}` });
  if (game.publisher.trim() && game.publisher.trim().toLowerCase() !== game.developer.trim().toLowerCase()) {
    traits.push({ key: `publisher:${game.publisher.trim().toLowerCase()}`, weight: KIND_WEIGHT.publisher, words: `published by ${game.publisher.trim()}` });
  }
  return traits;
}

/** Up to `count` untracked games, best first (popularity breaks ties), each with its reason. */
export function recommendGames(games: readonly CatalogueGame[], statuses: ReadonlyMap<number, LibraryStatus>, count: number): Recommendation[] {
  const profile = new Map<string, number>();
  const liked: { game: CatalogueGame; status: LibraryStatus; keys: Set<string> }[] = [];
  for (const game of games) {
    const status = statuses.get(game.id);
    const weight = status ? STATUS_WEIGHT[status] : undefined;
    if (!status || weight === undefined) continue;
    const traits = traitsOf(game);
    for (const trait of traits) profile.set(trait.key, (profile.get(trait.key) ?? 0) + weight * trait.weight);
    if (weight > 0) liked.push({ game, status, keys: new Set(traits.map((trait) => trait.key)) });
  }
  const scored: { game: CatalogueGame; score: number; traits: Trait[] }[] = [];
  for (const game of games) {
    if (statuses.has(game.id)) continue;
    const traits = traitsOf(game);
    // Divided by the root of the trait count, so a game is not favoured merely for carrying many tags.
    const score = traits.reduce((sum, trait) => sum + (profile.get(trait.key) ?? 0), 0) / Math.sqrt(traits.length || 1);
    if (score > 0) scored.push({ game, score, traits });
  }
  scored.sort((a, b) => b.score - a.score || a.game.rank.popularity - b.game.rank.popularity);
  return scored.slice(0, count).map(({ game, traits }) => ({ game, reason: reasonFor(traits, liked) }));
}

function reasonFor(traits: readonly Trait[], liked: readonly { game: CatalogueGame; status: LibraryStatus; keys: Set<string> }[]): string {
  let best: { title: string; status: LibraryStatus; shared: Trait[]; weight: number } | undefined;
  for (const { game, status, keys } of liked) {
    const shared = traits.filter((trait) => keys.has(trait.key));
    const weight = shared.reduce((sum, trait) => sum + trait.weight, 0);
    if (!best || weight > best.weight) best = { title: game.title, status, shared, weight };
  }
  if (!best || best.shared.length === 0) return 'Popular with players like you';
  // A genre often repeats a tag ("Shooter"): say it once.
  const words = [...new Set(best.shared.map((trait) => trait.words))].slice(0, REASON_TRAITS);
  return `Because you ${VERB[best.status] ?? 'play'} ${best.title}: ${words.join(', ')}`;
}
