/**
 * The games lists pages showed in this document, kept in memory: Back to a list draws it from here
 * at once and refreshes it quietly, so Back never waits on the network. On a first visit the
 * browser's six connections to our server can all be busy with pictures and the live stream, and a
 * list asked for on Back then waited seconds for one (docs/decisions.md, "Back to a list").
 */
import type { GameListItem } from '../contract';
import type { GamesResponse } from './games-client';

type ListResponse = GamesResponse<GameListItem[]>;

/** Lists kept: the one Back returns to, and a few before it. */
const KEPT = 4;
const shown = new Map<string, ListResponse>();

/** Notes the list a page shows for `url`, the latest last. */
export function keepShownList(url: string, response: ListResponse): void {
  shown.delete(url);
  shown.set(url, response);
  for (const oldest of shown.keys()) {
    if (shown.size <= KEPT) break;
    shown.delete(oldest);
  }
}

/** The list last shown for `url` in this document, if it is still kept. */
export function shownList(url: string): ListResponse | undefined {
  return shown.get(url);
}
