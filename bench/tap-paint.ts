/**
 * Interaction to next paint for the common taps, in Chromium with the CPU slowed four times (CDP
 * Emulation.setCPUThrottlingRate, the mobile preset's slowdown): each tap's longest Event Timing
 * entry (PerformanceObserver 'event', durationThreshold 16), from the input's timestamp to the next
 * paint after its handlers. A tap under 16 ms leaves no entry and counts as 16 ms. Each tap is
 * repeated TAPS times in one page, opened signed in and left to go idle before the slowdown.
 * Input goes through Playwright's real mouse and keyboard, so the page sees trusted events.
 */
import type { Browser, Page } from 'playwright-core';
import { installSession } from './grid-probe.js';
import { IDLE_SOURCE, type IdleWindow } from './startup-cpu.js';
import { median } from './stats.js';

export const TAP_TARGET_MS = 100;
const TAPS = 10;
const THROTTLE = 4;
/** After a tap: its paint, then the entry's delivery, on a slowed CPU. */
const SETTLE_MS = 700;
const VIEWPORT = { width: 1280, height: 800 };

export interface TapReport {
  label: string;
  runsMs: number[];
  medianMs: number;
  worstMs: number;
}

const PROBE_SOURCE = `(() => {
  if (location.protocol !== 'http:') return;
  const state = { longest: 0 };
  window.__benchTaps = state;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId > 0) state.longest = Math.max(state.longest, entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // No Event Timing: every tap reads 16 ms, which the row's detail would show as all equal.
  }
})()`;

type ProbedWindow = Window & { __benchTaps?: { longest: number } };

/**
 * The interaction to next paint of what `tap` does; `aim` (not measured) brings its target into view
 * first, as a person sees what they tap, and `undo` (not measured) puts the page back.
 */
async function timedTap(page: Page, aim: () => Promise<void>, tap: () => Promise<void>, undo: () => Promise<void>): Promise<number> {
  await aim();
  await page.waitForTimeout(SETTLE_MS / 2);
  await page.evaluate(() => {
    const probe = (window as ProbedWindow).__benchTaps;
    if (probe) probe.longest = 0;
  });
  await tap();
  await page.waitForTimeout(SETTLE_MS);
  const longest = await page.evaluate(() => (window as ProbedWindow).__benchTaps?.longest ?? 0);
  await undo();
  await page.waitForTimeout(SETTLE_MS / 2);
  return Math.max(16, longest);
}

interface TapScenario {
  label: string;
  route: string;
  /** Waits for what the taps need. */
  ready: (page: Page) => Promise<void>;
  /**
   * Scrolls what the tap reaches into view, when it may be out of it: Playwright's click would
   * otherwise scroll in the measured tap, which repaints the view (Browse's tags sit in a column that
   * scrolls, the first enabled one often below its fold).
   */
  aim?: (page: Page) => Promise<void>;
  tap: (page: Page, run: number) => Promise<void>;
  undo: (page: Page, run: number) => Promise<void>;
}

const firstCard = (page: Page) => page.locator('main ul > li').first();
const trackButton = (page: Page) => firstCard(page).getByRole('button', { name: /^(Track|Change status of) / });
const statusMenu = (page: Page) => page.getByRole('menu', { name: /^Status of / });
const browseField = (page: Page) => page.locator('.browse-page search input');
const browseTag = (page: Page) => page.locator('.browse-tags input[type="checkbox"]:not([disabled])').first();
const STATUSES = ['Want to try', 'Playing'];

function scenarios(gameId: number): TapScenario[] {
  return [
    {
      label: "open a card's Track menu",
      route: '/all',
      ready: (page) => trackButton(page).waitFor(),
      tap: (page) => trackButton(page).click(),
      undo: (page) => page.keyboard.press('Escape'),
    },
    {
      label: 'choose a status',
      route: '/all',
      ready: (page) => trackButton(page).waitFor(),
      tap: async (page, run) => {
        await trackButton(page).click();
        await statusMenu(page).waitFor();
        await page.waitForTimeout(SETTLE_MS / 2);
        await page.evaluate(() => {
          const probe = (window as ProbedWindow).__benchTaps;
          if (probe) probe.longest = 0;
        });
        await statusMenu(page).getByRole('menuitemradio', { name: STATUSES[run % 2] }).click();
      },
      undo: async () => undefined,
    },
    {
      label: 'toggle a Browse tag',
      route: '/browse',
      ready: (page) => browseTag(page).waitFor(),
      aim: (page) => browseTag(page).scrollIntoViewIfNeeded(),
      tap: (page) => browseTag(page).click(),
      undo: async () => undefined,
    },
    {
      label: 'type the first letter in Browse',
      route: '/browse',
      ready: async (page) => {
        await page.locator('.browse-count-line').filter({ hasText: /\d+ games? match/ }).waitFor();
        await browseField(page).click();
      },
      tap: (page) => page.keyboard.press('b'),
      undo: async (page) => {
        await page.keyboard.press('Backspace');
        await page.waitForTimeout(SETTLE_MS);
      },
    },
    {
      label: 'open the lightbox',
      route: `/gamedetails/${gameId}`,
      ready: (page) => page.getByRole('region', { name: 'Screenshots' }).getByRole('button').first().waitFor(),
      tap: (page) => page.getByRole('region', { name: 'Screenshots' }).getByRole('button').first().click(),
      undo: async (page) => {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      },
    },
    {
      label: 'Next in Pick for me',
      route: '/pick',
      ready: (page) => page.getByRole('group', { name: 'Your choice' }).getByRole('button', { name: /^Next/ }).waitFor(),
      tap: (page) => page.getByRole('group', { name: 'Your choice' }).getByRole('button', { name: /^Next/ }).click(),
      undo: async () => undefined,
    },
  ];
}

/** Every tap (or those whose label holds one of `only`), TAPS times, in a page of its own; a failing tap is its own Error. */
export async function tapsToPaint(browser: Browser, baseUrl: string, token: string, gameId: number, only?: readonly string[]): Promise<(TapReport | Error)[]> {
  const reports: (TapReport | Error)[] = [];
  for (const scenario of scenarios(gameId).filter((item) => !only || only.some((word) => item.label.includes(word)))) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    context.setDefaultTimeout(30_000);
    try {
      await installSession(context, token);
      await context.addInitScript({ content: PROBE_SOURCE });
      await context.addInitScript({ content: IDLE_SOURCE });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/#${scenario.route}`, { waitUntil: 'load' });
      await scenario.ready(page);
      await page.evaluate(() => (window as IdleWindow).__benchIdle);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      const runsMs: number[] = [];
      for (let run = 0; run < TAPS; run += 1) {
        runsMs.push(await timedTap(page, async () => scenario.aim?.(page), () => scenario.tap(page, run), () => scenario.undo(page, run)));
      }
      reports.push({ label: scenario.label, runsMs, medianMs: median(runsMs), worstMs: Math.max(...runsMs) });
    } catch (error) {
      reports.push(new Error(`${scenario.label}: ${(error as Error).message.split('\n')[0]}`));
    } finally {
      await context.close();
    }
  }
  return reports;
}
