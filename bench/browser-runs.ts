/**
 * The browser part on the main server: cold runs, then a prepared profile's warm runs, then the
 * server's memory is read and the server stopped for the offline runs in that same profile.
 */
import type { Browser } from 'playwright-core';
import { backRuns, type BackSeries } from './back-to-list.js';
import type { MemoryReport } from './checks.js';
import { after, phase, type Outcome } from './phase.js';
import type { ServerProcess } from '../tools/server-process.js';
import { keystrokesToPaint, type KeystrokeReport } from './keystroke-paint.js';
import { coldRuns, preparedContext, repeatRuns, type GridSeries } from './time-to-grid.js';
import type { ProbeSettings } from './grid-probe.js';

export interface BrowserRuns {
  cold: Outcome<GridSeries>;
  /** Same-origin JS and CSS paths the first cold run loaded. */
  loaded: Outcome<string[]>;
  warm: Outcome<GridSeries>;
  /** Back from a game to #/all, warm. */
  back: Outcome<BackSeries>;
  offline: Outcome<GridSeries>;
  memory: Outcome<MemoryReport>;
  keystrokes: Outcome<KeystrokeReport>;
}

const BACK_RUNS = 5;

/** The app's full list, the route with the whole catalogue. */
export function gridUrl(baseUrl: string): string {
  return `${baseUrl}/#/all`;
}

export async function browserRuns(browser: Outcome<Browser>, server: ServerProcess, settings: Outcome<ProbeSettings>, runs: number): Promise<BrowserRuns> {
  const url = gridUrl(server.url);
  const both = browser instanceof Error ? browser : settings instanceof Error ? settings : { browser, settings };
  const cold = await after(both, `time to grid, cold x${runs}`, 180_000, (input) => coldRuns(input.browser, url, input.settings, runs));
  const prepared = await after(both, 'first visit (service worker, offline catalogue)', 120_000, (input) => preparedContext(input.browser, url, input.settings));
  // Only read once the profile is prepared, which needs the settings.
  const cards = settings instanceof Error ? 0 : settings.cards;
  const warm = await after(prepared, `time to grid, warm x${runs}`, 90_000, (context) => repeatRuns(context, url, cards, runs));
  const keystrokes = await after(prepared, 'Browse: key press to painted results x20', 90_000, (context) => keystrokesToPaint(context, server.url));
  const back = await after(prepared, `back to a list x${BACK_RUNS}`, 90_000, (context) => backRuns(context, url, BACK_RUNS));

  let memory: Outcome<MemoryReport>;
  try {
    memory = { peakRssBytes: server.peakRssBytes(), endRssBytes: server.rssBytes() };
  } catch (error) {
    memory = error instanceof Error ? error : new Error(String(error));
  }
  await phase('stop the server', 20_000, () => server.stop());

  const offline = await after(prepared, `time to grid, offline x${runs}`, 90_000, async (context) => {
    await context.setOffline(true);
    return repeatRuns(context, url, cards, runs);
  });
  if (!(prepared instanceof Error)) await prepared.close().catch(() => undefined);
  return {
    cold: cold instanceof Error ? cold : cold.series,
    loaded: cold instanceof Error ? cold : cold.loaded,
    warm,
    back,
    offline,
    memory,
    keystrokes,
  };
}
