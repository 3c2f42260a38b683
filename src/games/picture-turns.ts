/**
 * Pictures on a page that started with no service worker in control (a first visit) take turns:
 * at most three are asked for at once, of the six connections a browser opens to one host over
 * HTTP/1.1. A picture the server has not cached can wait at its games-service gate for seconds,
 * holding its connection; without turns, a grid's thumbnails took all six and the app's own chunks,
 * its data and the service worker's install waited behind them (docs/browser-support.md, "The
 * offline save and what a person asks for"). Of the other three, the live stream holds one for as
 * long as the app is open, and on a first visit the worker's install fetches its precache on the
 * rest, so three for pictures leaves two for that and what the person asks for. Under a service
 * worker the worker bounds its own downloads (sw/picture-slots.ts), so pictures there take no turn.
 */

const PICTURE_TURNS = 3;

/** Longest a picture keeps its turn: one that never answers must not hold the rest for ever. */
const TURN_HOLD_LIMIT_MS = 15_000;

export interface PictureTurns {
  /** Calls `start` once the picture may be asked for; the returned function ends its turn (loaded, failed or gone), or its wait. */
  take(start: () => void): () => void;
}

export function createPictureTurns(turns = PICTURE_TURNS, holdLimitMs = TURN_HOLD_LIMIT_MS): PictureTurns {
  let busy = 0;
  const waiting: (() => void)[] = [];

  const next = () => {
    while (busy < turns && waiting.length > 0) waiting.shift()?.();
  };

  return {
    take(start) {
      let state: 'waiting' | 'holding' | 'ended' = 'waiting';
      let timer: ReturnType<typeof setTimeout> | undefined;
      const end = () => {
        if (state === 'waiting') waiting.splice(waiting.indexOf(begin), 1);
        if (state === 'holding') {
          clearTimeout(timer);
          busy -= 1;
          next();
        }
        state = 'ended';
      };
      const begin = () => {
        state = 'holding';
        busy += 1;
        timer = setTimeout(end, holdLimitMs);
        start();
      };
      if (busy < turns) begin();
      else waiting.push(begin);
      return end;
    },
  };
}

/**
 * True when this page started with a service worker possible but none in control. Read once: a
 * page the worker claims later still has the requests it made before on the network, so its
 * pictures keep taking turns. Where there are no service workers at all, nothing is bounded.
 */
export const picturesTakeTurns: boolean = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && navigator.serviceWorker.controller === null;

/** The page's one queue of turns. */
export const pageTurns: PictureTurns = createPictureTurns();
