/** The server's catalogue index as a page fetches it, once its tags are all gathered. */
import { expect, type Page } from '@playwright/test';

interface IndexGame { id: number; title: string; platform: string; tags: string[] }
export interface Index { partial?: boolean; games: IndexGame[] }

/** The server's catalogue index once fully built (asked every 500 ms for at most 45 s: the 60 tries of 500 ms and a fetch each that it replaces). */
export async function builtIndex(page: Page): Promise<Index> {
  let index: Index = { partial: true, games: [] };
  await expect.poll(async () => {
    index = await page.evaluate(async () => (await fetch('/api/catalogue', { cache: 'no-store' })).json()) as Index;
    return index.partial === true;
  }, { timeout: 45_000, intervals: [500], message: 'the catalogue index is built' }).toBe(false);
  return index;
}
