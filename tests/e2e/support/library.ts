/** The personal library as the journeys use it: card menus, the sync hint, keyboard moves and the server's copy. */
import { expect, type Locator, type Page } from '@playwright/test';

/** A grid's card for one title. */
export function cardOf(page: Page, grid: Locator, title: string): Locator {
  return grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** The card's title. */
export async function titleOf(card: Locator): Promise<string> {
  return ((await card.getByRole('heading').first().textContent()) ?? '').trim();
}

/** Chooses a status (or Remove) from a card's one menu button, with the mouse. */
export async function chooseOnCard(page: Page, card: Locator, choice: string): Promise<void> {
  const title = await titleOf(card);
  await card.getByRole('button', { name: new RegExp(`^(Track|Change status of) ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
  const menu = page.getByRole('menu', { name: `Status of ${title}` });
  await menu.getByRole(choice === 'Remove' ? 'menuitem' : 'menuitemradio', { name: choice, exact: true }).click();
  await expect(menu).toHaveCount(0);
}

/**
 * My Games' import field, once it takes a file: it shows from the first paint but stays disabled
 * until the catalogue and the library have loaded.
 */
export async function importField(page: Page): Promise<Locator> {
  const field = page.getByLabel('Import a library (JSON or CSV)');
  await expect(field).toBeEnabled({ timeout: 15_000 });
  return field;
}

/** Where the library's changes stand (Saved on this device, Syncing, Synced, …). */
export function syncHint(page: Page): Locator {
  return page.locator('.sync-hint');
}

/** Presses `key` (Tab by default) until `target` has the focus: at most 150 presses. */
export async function tabTo(page: Page, target: Locator, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 150; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

export interface ServerEntry { game_id: number; status: string | null; rating: number | null; note: string; deleted: boolean }

/** The live entries the server holds for a token's account. */
export async function serverLibrary(baseUrl: string, token: string): Promise<ServerEntry[]> {
  const answer = await fetch(`${baseUrl}/user/library`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
  if (!answer.ok) throw new Error(`GET /user/library answered ${answer.status}`);
  return ((await answer.json()) as { entries: ServerEntry[] }).entries;
}

/** The game id a card links to (#/gamedetails/ID). */
export async function idOf(card: Locator): Promise<number> {
  const href = (await card.getByRole('link').first().getAttribute('href')) ?? '';
  const id = Number(/gamedetails\/(\d+)/.exec(href)?.[1]);
  if (!Number.isInteger(id)) throw new Error(`no game id in the card's link ${href}`);
  return id;
}
