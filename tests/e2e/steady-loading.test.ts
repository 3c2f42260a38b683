/**
 * Steady loading on every list page: from navigation to the full grid nothing on the page moves
 * (no `layout-shift` entry at all: the skeleton holds the grid's place and the footer stays put),
 * and the cards arrive in small steps (no DOM update adds more than one step's cards), which is what
 * keeps each task short. Long tasks are reported, not asserted: their length depends on the machine.
 */
import { CARDS_PER_STEP } from '../../src/games/use-progressive-count.js';
import { expect, test } from './support/fixtures.js';
import { SPEC_LIST_ROUTES } from '../support/spec-routes.js';
import { installStabilityProbe, stabilityAfterGrid } from './support/stability-probe.js';

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
});
