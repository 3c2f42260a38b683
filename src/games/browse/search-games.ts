/**
 * Typo-tolerant search over the catalogue index with fuzzysort: the title counts most, then genre,
 * publisher, developer and short description, each field's match weighted in that order. Each hit
 * keeps the matched letters of its title for highlighting. Loaded only with the Browse page.
 */
import fuzzysort, { type SnapshotKeys } from 'fuzzysort';
import type { CatalogueGame } from '../../contract';
import { bigrams, dice } from '../../lib/text-likeness';
import { searchWords, stretchOf, textOf } from './match-closeness';

export interface SearchHit {
  game: CatalogueGame;
  /** Higher is better. */
  score: number;
  /** Indexes of the title's matched letters (empty when only another field matched). */
  titleIndexes: readonly number[];
}

const KEYS = ['title', 'genre', 'publisher', 'developer', 'short_description'] as const;
/** What a match in each of KEYS counts: title first, then genre, publisher, developer and description (README, Browse). */
const FIELD_WEIGHTS: readonly number[] = [1, 0.9, 0.8, 0.7, 0.6];

/** The weight of the field whose match counts most once weighted (a game may match in several). */
function fieldWeight(fields: ArrayLike<{ score: number }>): number {
  let best = 0;
  let weight = 1;
  for (let key = 0; key < KEYS.length; key += 1) {
    const counted = (fields[key]?.score ?? 0) * (FIELD_WEIGHTS[key] ?? 0);
    if (counted > best) {
      best = counted;
      weight = FIELD_WEIGHTS[key] ?? 0;
    }
  }
  return weight;
}

// A title's letter pairs, worked out once per game rather than once per game and key press.
const titlePairs = new WeakMap<CatalogueGame, Map<string, number>>();
function pairsOfTitle(game: CatalogueGame): Map<string, number> {
  let pairs = titlePairs.get(game);
  if (!pairs) titlePairs.set(game, (pairs = bigrams(game.title)));
  return pairs;
}

// Each catalogue's fuzzysort snapshot: every searched field prepared once, with where its words begin.
const snapshots = new WeakMap<readonly CatalogueGame[], SnapshotKeys<CatalogueGame>>();
function snapshotOf(catalogue: readonly CatalogueGame[]): SnapshotKeys<CatalogueGame> {
  let snapshot = snapshots.get(catalogue);
  if (!snapshot) snapshots.set(catalogue, (snapshot = fuzzysort.snapshot(catalogue, { keys: KEYS })));
  return snapshot;
}

/**
 * Starts preparing `catalogue` for search: fuzzysort builds its snapshot in idle moments, a few
 * milliseconds at a time, and a search that comes first finishes it (docs/decisions.md).
 */
export function prepareSearch(catalogue: readonly CatalogueGame[]): void {
  snapshotOf(catalogue);
}

/**
 * Works out what a search keeps per game (the title's letter pairs, the fields' plain text) for
 * `games` now, so a later search over them does not (warm-search.ts does it a slice at a time).
 */
export function prepareGames(games: readonly CatalogueGame[]): void {
  for (const game of games) {
    pairsOfTitle(game);
    textOf(game);
  }
}

/** Any match counts (`threshold`) and all are kept (`limit`): MIN_SCORE below judges them. */
const EVERY_MATCH = { limit: 0, threshold: 0 } as const;

/** fuzzysort's results over `catalogue`, through its snapshot when it is one apart from the games searched. */
function matchesOf(games: readonly CatalogueGame[], search: string, catalogue: readonly CatalogueGame[] | undefined) {
  return catalogue ? fuzzysort.go(search, snapshotOf(catalogue), EVERY_MATCH) : fuzzysort.go(search, games, { keys: KEYS, ...EVERY_MATCH });
}

/**
 * Searches `games` for `query`; an empty query returns every game, unscored, in the order given.
 * `catalogue`, when given, holds every game of `games` (they are some or all of it): its snapshot
 * is searched, which is quicker than the plain list, the first search most of all, and its closest
 * match sets how loose a kept match may be, so a filter only ever narrows what the search finds.
 */
export function searchGames(games: readonly CatalogueGame[], query: string, catalogue?: readonly CatalogueGame[]): SearchHit[] {
  const search = query.trim();
  if (!search) return games.map((game) => ({ game, score: 0, titleIndexes: [] }));
  const results = matchesOf(games, search, catalogue);
  const wantedGames = catalogue && games !== catalogue ? new Set(games) : undefined;
  const wanted = bigrams(search);
  const letters = search.replace(/\s+/g, '').length;
  const words = searchWords(search);
  // fuzzysort scores words apart, so "leage of legends" alone could favour "Legends of …" or a
  // title that has only "of": a title holding every letter, and how alike query and title are, settle it.
  const hits: SearchHit[] = [];
  const stretches: number[] = [];
  let closest = Infinity;
  for (const result of results) {
    const titleIndexes = result[0]?.indexes ?? [];
    const titleBonus = titleIndexes.length >= letters ? TITLE_BONUS : 0;
    const likeness = TITLE_LIKENESS_WEIGHT * dice(wanted, pairsOfTitle(result.obj));
    // The noise floor judges the match itself; the field's weight only orders what passes it.
    if (result.score + titleBonus + likeness < MIN_SCORE) continue;
    // fuzzysort's best come first, so the bound soon tightens: only a stretch that could be kept is measured.
    const stretch = stretchOf(result.obj, words, widestKept(closest));
    closest = Math.min(closest, stretch);
    if (wantedGames && !wantedGames.has(result.obj)) continue;
    stretches.push(stretch);
    hits.push({ game: result.obj, score: result.score * fieldWeight(result) + titleBonus + likeness, titleIndexes });
  }
  // Letters spread wider than in the closest match are a stray match or another word, not this one mistyped.
  const widest = widestKept(closest);
  const kept = closest === Infinity ? hits : hits.filter((_, at) => (stretches[at] ?? Infinity) < widest);
  return kept.sort((a, b) => b.score - a.score);
}

/**
 * A hit is kept while its letters spread over fewer letters than the closest hit's stretch plus one
 * per this many: as closely as the closest up to 9 letters, one letter wider from 10 ("shoter" keeps only "Shooter").
 */
const SPREAD_PER_EXTRA_LETTER = 9;
/** Every kept hit's stretch is under this, given the closest. */
const widestKept = (closest: number) => closest + closest / SPREAD_PER_EXTRA_LETTER;

const TITLE_LIKENESS_WEIGHT = 0.5;
const TITLE_BONUS = 0.25;
/** Below this a "match" is letters scattered through a long description: noise, not a result. */
const MIN_SCORE = 0.1;

/** The title split into plain and matched runs, for a highlighted rendering. */
export function titleRuns(title: string, indexes: readonly number[]): { text: string; matched: boolean }[] {
  const matched = new Set(indexes);
  const runs: { text: string; matched: boolean }[] = [];
  for (const [at, letter] of [...title].entries()) {
    const isMatch = matched.has(at);
    const last = runs[runs.length - 1];
    if (last && last.matched === isMatch) last.text += letter;
    else runs.push({ text: letter, matched: isMatch });
  }
  return runs;
}
