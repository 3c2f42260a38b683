/** Layout: the card grid has 3 columns from 768 px and 1 on a phone, measured from rendered boxes; the spinner comes first, a ring drawn by CSS. */
import { expect, test } from './support/fixtures.js';
import { columnCount, waitForGrid } from './support/pages.js';
import { installSpinnerProbe, spinnerTimes } from './support/spinner-probe.js';

test.describe('Layout', () => {
  for (const [width, height, columns] of [[1280, 800, 3], [768, 1024, 3], [390, 844, 1]] as const) {
    test(`${columns} card column${columns > 1 ? 's' : ''} at ${width} px wide`, async ({ page, openWithToken }) => {
      await page.setViewportSize({ width, height });
      await openWithToken(page, '/all');
      const grid = await waitForGrid(page);
      expect(await columnCount(grid)).toBe(columns);
      // Nothing spills sideways: the page is no wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('at 1280 px the brand and every navbar item share one line, and the page’s heading keeps its distance from the header', async ({ page, openWithToken }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openWithToken(page, '/all');
    await waitForGrid(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const brand = await nav.getByRole('link', { name: 'Freeplay', exact: true }).boundingBox();
    const logout = await nav.getByRole('button', { name: 'LogOut' }).boundingBox();
    const header = await page.locator('.site-header').boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (!brand || !logout || !header || !heading) throw new Error('no boxes');
    // One line: the last item's middle is level with the brand's.
    expect(Math.abs((logout.y + logout.height / 2) - (brand.y + brand.height / 2))).toBeLessThan(4);
    expect(heading.y - (header.y + header.height)).toBeGreaterThanOrEqual(12);
  });

  test('the loading spinner is a turning ring drawn by CSS, not Pico\'s SVG picture, which the browser makes a document for', async ({ page, openWithToken }) => {
    await openWithToken(page, '/all');
    await waitForGrid(page);
    // The element src/ui/Spinner.tsx renders, read in the app's own stylesheets.
    const spinner = await page.evaluate(() => {
      const busy = document.createElement('span');
      busy.setAttribute('aria-busy', 'true');
      document.querySelector('main')?.append(busy);
      const style = getComputedStyle(busy, '::before');
      const read = { image: style.backgroundImage, animation: style.animationName, radius: style.borderTopLeftRadius, content: style.content };
      busy.remove();
      return read;
    });
    expect(spinner).toEqual({ image: 'none', animation: 'freeplay-spin', radius: '50%', content: '""' });
  });

  test('a list page shows the spinner first, for at least the configured time, then the grid', async ({ context, page, openWithToken, spinnerMs }) => {
    await installSpinnerProbe(context);
    await openWithToken(page, '/platforms/browser');
    const { spinnerAt, gridAt } = await spinnerTimes(page);
    expect(spinnerAt, 'the spinner was never shown').toBeDefined();
    expect(gridAt).toBeGreaterThan(spinnerAt ?? Infinity);
    // A lower bound only: the timer cannot end early, whatever the machine's load (this build's setting).
    expect((gridAt ?? 0) - (spinnerAt ?? 0)).toBeGreaterThanOrEqual(spinnerMs - 5);
    await waitForGrid(page);
  });
});
