/**
 * Prepares the search over the catalogue soon after it arrives (prepareSearch): over the whole
 * catalogue that preparation is a large part of the first key press's work (docs/decisions.md).
 * It runs in short timer turns between the grid's own steps, so no task grows long and a key press
 * that comes before the end is answered at once (its search prepares what is left).
 */
import type { CatalogueGame } from '../../contract';
import { prepareSearch } from './search-games';

/** Work per turn: a few milliseconds, as each of the grid's steps. */
const TURN_MS = 4;
/** Games prepared between two looks at the clock: well under a millisecond of work. */
const GAMES_PER_STEP = 8;

/** Prepares every searched field of `games`, a turn at a time; returns a function that stops it. */
export function warmSearch(games: readonly CatalogueGame[], now: () => number = () => performance.now()): () => void {
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const turn = (): void => {
    const end = now() + TURN_MS;
    do {
      prepareSearch(games.slice(next, next + GAMES_PER_STEP));
      next += GAMES_PER_STEP;
    } while (next < games.length && now() < end);
    timer = next < games.length ? setTimeout(turn, 0) : undefined;
  };
  timer = setTimeout(turn, 0);
  return () => clearTimeout(timer);
}
