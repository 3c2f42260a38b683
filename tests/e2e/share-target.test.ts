/**
 * The manifest's share target (GET `/?title=…&text=…&url=…`) in Chromium: a shared FreeToGame
 * link opens that game, a title opens Browse with it, anything else opens the landing page, and
 * nothing shared ever runs.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { expectRoute } from './support/session.js';

interface ListGame { id: number; title: string; game_url: string; freetogame_profile_url: string }

/** Opens the address the installed app is launched at when something is shared into it. */
async function shareInto(page: Page, origin: string, fields: Record<string, string>): Promise<void> {
  await page.goto(`${origin}/?${new URLSearchParams(fields).toString()}`);
}

test.describe('Share target', () => {
  test('a FreeToGame link opens its game; a title opens Browse; another site or a script opens home', async ({ page, appUrl, openWithToken, pageErrors }) => {
    const origin = new URL(appUrl('/')).origin;
    await openWithToken(page, '/home');
    const games = (await (await page.request.get(`${origin}/api/games`)).json()) as ListGame[];
    const [first, second] = games;
    if (!first || !second) throw new Error('the fake service has fewer than two games');

    // Android puts the link in `text`, with words around it.
    await shareInto(page, origin, { title: '', text: `Look at this one ${first.freetogame_profile_url}` });
    await expectRoute(page, `/gamedetails/${first.id}`);
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();

    await shareInto(page, origin, { url: second.game_url });
    await expectRoute(page, `/gamedetails/${second.id}`);
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor();

    await shareInto(page, origin, { title: 'warfrme' });
    await expectRoute(page, '/browse?q=warfrme');
    await page.getByRole('searchbox', { name: 'Search games' }).first().waitFor();

    await page.evaluate(() => {
      (window as unknown as { shared?: boolean }).shared = false;
    });
    await shareInto(page, origin, { url: 'javascript:window.shared=true' });
    await expectRoute(page, '/home');
    await shareInto(page, origin, { url: 'https://example.com/open/warframe' });
    await expectRoute(page, '/home');
    expect(await page.evaluate(() => (window as unknown as { shared?: boolean }).shared)).not.toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
