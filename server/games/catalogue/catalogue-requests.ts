import { gameDetailUrl, gamesListUrl } from '../../../src/contract/api.js';
import type { GamesQuery } from '../../../src/contract/games-query.js';
import { toDetail, toListItem, type UrlRules } from './response-shape.js';
import { compareTitles } from './compare-titles.js';
import { demoDetail, demoList, isDemoId } from '../demo/demo-catalogue.js';
import type { Fetched } from '../upstream/fetched.js';
import type { GamesApiClient } from '../upstream/games-api-client.js';

const MINUTE = 60_000;
/**
 * How long responses are served without asking upstream, how long they may stand in for a failing
 * one, and how recent a full list must be to say "not found" for ids it lacks.
 */
export const CACHE_TIMES = {
  listFreshMs: 10 * MINUTE,
  detailFreshMs: 60 * MINUTE,
  notFoundFreshMs: 10 * MINUTE,
  staleMs: 24 * 60 * MINUTE,
  fullListTrustedMs: 60 * MINUTE,
} as const;

/** The full, unfiltered list's key: the one whose ids say which games exist. */
export const FULL_LIST_KEY = gamesListUrl({});

/** One catalogue request: its cache key and kind, freshness, and how live and demo data respond. */
export interface CatalogueRequest {
  key: string;
  /** Lists live in a cache that details can never evict. */
  kind: 'list' | 'detail';
  /** A detail's game id. */
  id?: number;
  freshMs: number;
  live(client: GamesApiClient): Promise<Fetched<unknown>>;
  demo(): Fetched<unknown>;
  /** An id in the demo range: the demo catalogue responds even in `auto`, the live service is not asked. */
  demoOwns: boolean;
}

/** `/api/games?…`: the live list in our shape (alphabetical re-sorted), or the demo one. */
export function listRequest(query: GamesQuery, rules: UrlRules): CatalogueRequest {
  return {
    key: gamesListUrl(query),
    kind: 'list',
    freshMs: CACHE_TIMES.listFreshMs,
    async live(client) {
      const fetched = await client.fetchList(query);
      if (!fetched.ok) return fetched;
      const items = fetched.value.map((item) => toListItem(item, rules));
      // The service's own alphabetical order is not locale-aware (docs/games-service.md quirk 5).
      return { ok: true, value: query['sort-by'] === 'alphabetical' ? items.sort(compareTitles) : items };
    },
    demo: () => ({ ok: true, value: demoList(query) }),
    demoOwns: false,
  };
}

/** `/api/game?id=N`: the live detail in our shape, or the demo one; demo ids belong to the demo. */
export function detailRequest(id: number, rules: UrlRules, demoIdsToDemo: boolean): CatalogueRequest {
  return {
    key: gameDetailUrl(id),
    kind: 'detail',
    id,
    freshMs: CACHE_TIMES.detailFreshMs,
    async live(client) {
      const fetched = await client.fetchDetail(id);
      return fetched.ok ? { ok: true, value: toDetail(fetched.value, rules) } : fetched;
    },
    demo: () => {
      const detail = demoDetail(id);
      return detail ? { ok: true, value: detail } : { ok: false, notFound: true };
    },
    demoOwns: demoIdsToDemo && isDemoId(id),
  };
}
