/**
 * Gets the catalogue's search ready before the first key press, one idle moment per step, so that
 * no step is a long task on a phone (docs/decisions.md, "Start-up never blocks"): fuzzysort's
 * snapshot (prepareSearch, which fuzzysort builds in idle steps of its own), then each game's
 * letter pairs and plain text a slice at a time, then two searches nobody sees, which run the
 * paths of the first keys once (one letter, then two), so the first key does not pay for code
 * running for the first time. Without them a first key's search took about three times a later
 * one's (docs/decisions.md).
 */
import type { CatalogueGame } from '../../contract';
import { whenIdle } from '../../lib/when-idle';
import { prepareGames, prepareSearch, searchGames } from './search-games';

/**
 * One search per path the first keys take: fuzzysort answers one letter and two letters differently.
 * Words with a space between them come later in any typing, and warming that path took longest.
 */
export const WARM_UP_QUERIES: readonly string[] = ['e', 'ea'];
/** Games prepared per idle step: about 2 ms of work on a desktop, under 12 at a phone's fourfold slower CPU. */
export const GAMES_PER_STEP = 100;
/** An idle moment is waited for at most this long (then the step runs anyway, as a timer would). */
export const IDLE_TIMEOUT_MS = 1_000;

type Cancel = () => void;

/** The warm-up's steps in order: the games' texts slice by slice, then each warm-up search. */
function warmUpSteps(catalogue: readonly CatalogueGame[]): (() => void)[] {
  const steps: (() => void)[] = [];
  for (let from = 0; from < catalogue.length; from += GAMES_PER_STEP) {
    steps.push(() => prepareGames(catalogue.slice(from, from + GAMES_PER_STEP)));
  }
  for (const query of WARM_UP_QUERIES) steps.push(() => void searchGames(catalogue, query, catalogue));
  return steps;
}

/** Prepares `catalogue` for search and warms it up, a step per idle moment; returns a function that stops what is left. */
export function warmSearch(catalogue: readonly CatalogueGame[]): Cancel {
  prepareSearch(catalogue);
  const steps = warmUpSteps(catalogue);
  let next = 0;
  let cancel = whenIdle(function runStep() {
    steps[next]?.();
    next += 1;
    if (next < steps.length) cancel = whenIdle(runStep, IDLE_TIMEOUT_MS);
  }, IDLE_TIMEOUT_MS);
  return () => cancel();
}
