/**
 * Steady loading on every list page: from navigation to the full grid nothing on the page moves
 * (no `layout-shift` entry at all: the skeleton holds the grid's place and the footer stays put),
 * and the cards arrive in small steps (no DOM update adds more than one step's cards), which is what
 * keeps each task short. Long tasks are reported, not asserted: their length depends on the machine.
 */
import { gameDetailPath } from '../../src/contract/routes.js';
import { createSession } from '../../tools/account.js';
import { CARDS_PER_STEP } from '../../src/games/use-progressive-count.js';
import { FIXTURE_IDS } from '../../tools/fixtures/index.js';
import { expect, test } from './support/fixtures.js';
import { SPEC_LIST_ROUTES } from '../support/spec-routes.js';
import { importField } from './support/library.js';
import { installStabilityProbe, reportSoFar, stabilityAfterGrid } from './support/stability-probe.js';

const PAGES = ['/home', ...SPEC_LIST_ROUTES.map((route) => route.path), '/browse'];

test.describe('Steady loading', () => {
  for (const [width, height] of [[1280, 800], [390, 844]] as const) {
    test(`no layout shift and no whole-grid update while any list page loads, at ${width} px`, async ({ context, page, pageErrors, openWithToken }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height });
      await installStabilityProbe(context);
      const longTasks: string[] = [];
      for (const path of PAGES) {
        await openWithToken(page, path);
        const report = await stabilityAfterGrid(page);
        expect(report.shifts, `${path} moved while loading`).toEqual([]);
        expect(report.largestCardBatch, `${path} added too many cards in one update`).toBeLessThanOrEqual(CARDS_PER_STEP);
        longTasks.push(`${path}: ${report.longTasks.map((task) => Math.round(task.duration)).join(', ') || 'none'}`);
      }
      console.info(`long tasks (ms) at ${width} px: ${longTasks.join('; ')}`);
      expect(pageErrors).toEqual([]);
    });
  }

  for (const [width, height] of [[1280, 800], [390, 844]] as const) {
    test(`a game page does not move when the library's panel arrives after the first paint, at ${width} px`, async ({ context, page, pageErrors, openWithToken }) => {
      await page.setViewportSize({ width, height });
      await installStabilityProbe(context);
      await openWithToken(page, gameDetailPath(FIXTURE_IDS.browserGame));
      await page.locator('main .game-description').waitFor();
      await page.getByRole('heading', { name: 'My Games', level: 2 }).waitFor();
      expect((await reportSoFar(page)).shifts).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }

  for (const [width, height] of [[1280, 800], [390, 844]] as const) {
    test(`My Games does not move while a new account's library and the catalogue load, at ${width} px`, async ({ context, page, pageErrors, baseURL, openWithToken }) => {
      await page.setViewportSize({ width, height });
      await installStabilityProbe(context);
      await openWithToken(page, '/library', (await createSession(baseURL ?? '', 'steady')).token);
      // The import field takes a file once both have arrived: the last change to the page.
      await importField(page);
      expect((await reportSoFar(page)).shifts).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
});
