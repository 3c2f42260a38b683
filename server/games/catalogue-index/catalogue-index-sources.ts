/**
 * Where the catalogue index is built from: the live service through its client (so every call
 * passes the upstream gate, timeout, size cap and schema check), with its URLs made ours as in
 * `/api/games`, or the demo catalogue, which answers the same questions from its own tags and orders.
 */
import { toListItem, type UrlRules } from '../catalogue/response-shape.js';
import { demoList } from '../demo/demo-catalogue.js';
import type { GamesApiClient } from '../upstream/games-api-client.js';
import type { IndexSource } from './catalogue-index-builder.js';

const DEMO_INDEX_SOURCE: IndexSource = {
  name: 'demo',
  list: async (query) => ({ ok: true, value: demoList(query) }),
};

/** The live source when there is a client (with the demo as `auto`'s fallback), else the demo alone. */
export function catalogueIndexSources(client: GamesApiClient | undefined, rules: UrlRules, fallBackToDemo: boolean): { source: IndexSource; fallback?: IndexSource } {
  if (!client) return { source: DEMO_INDEX_SOURCE };
  const live: IndexSource = {
    name: client.name,
    async list(query) {
      const fetched = await client.fetchList(query);
      if (fetched.ok) return { ok: true, value: fetched.value.map((item) => toListItem(item, rules)) };
      return { ok: false, reason: fetched.notFound ? 'not found' : fetched.reason };
    },
  };
  return fallBackToDemo ? { source: live, fallback: DEMO_INDEX_SOURCE } : { source: live };
}
