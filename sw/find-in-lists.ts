/** The offline partial detail's lookup: which stored list knows a game that was never opened. */
import { isListKey } from './cache-key.js';
import type { ApiMeta, ApiStore } from './api-store.js';

/**
 * Game `id`'s item from the newest stored list that contains it, with that list's metadata. The only
 * place a stored list is parsed: lists are read newest first, and the search stops at the first hit.
 */
export async function findInLists(store: ApiStore, id: number): Promise<{ item: unknown; list: ApiMeta } | undefined> {
  const lists = (await store.metas())
    .filter(([key]) => isListKey(key))
    .sort((a, b) => b[1].storedAt - a[1].storedAt);
  for (const [key, list] of lists) {
    const item = itemIn(await store.text(key), id);
    if (item !== undefined) return { item, list };
  }
  return undefined;
}

function itemIn(text: string | undefined, id: number): unknown {
  if (text === undefined) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(body)) return undefined;
  return body.find((game: unknown) => typeof game === 'object' && game !== null && (game as { id?: unknown }).id === id);
}
