/**
 * Keeps the catalogue index: the copy on disk at start, a build when there is none or it is over a
 * day old, a background rebuild once a day (later and later after failed ones, which requests do
 * not hurry), and, while nothing was ever built, the plain list marked partial. Every answer is
 * serialised and compressed once, when it changes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueSource } from '../../../src/contract/api.js';
import type { CatalogueIndex } from '../../../src/contract/catalogue.js';
import { prepareResponse, type PreparedResponse } from './games/cache/prepared-response.js';
import { buildCatalogueIndex, partialIndex, type IndexSource } from './catalogue-index-builder.js';
import type { CatalogueIndexFile } from './catalogue-index-file.js';
import { takeTurn, type SharedIndexStore } from './catalogue-index-shared.js';
import { nextBuildInMs } from './catalogue-index-schedule.js';

type IndexResponse = { ok: true; response: PreparedResponse; source: CatalogueSource } | { ok: false; message: string; source: CatalogueSource };

export interface CatalogueIndexKeeper {
  /** The source named in error answers given before any index exists. */
  primarySource: CatalogueSource;
  /** The index to send now: the last full one, else the partial list (waiting for it if need be). */
  respond(): Promise<IndexResponse>;
  /** Runs one build now (tests, and the daily timer); resolves when it ends. */
  rebuild(): Promise<void>;
  close(): void;
}

export interface KeeperOptions {
  source: IndexSource;
  /** `auto`: built from this (the demo catalogue) while the live service fails and nothing was built; never saved. */
  fallback?: IndexSource;
  /** How soon to try the live service again after building from the fallback (default 5 min). */
  retryMs?: number;
  file: CatalogueIndexFile;
  /** With several server copies (REDIS_URL): one builds under a lock, the others read its index. */
  shared?: SharedIndexStore;
  /** How long a copy waits for another's build before building itself (default 60 s). */
  sharedWaitMs?: number;
  now: () => number;
  /** How old an index may grow before it is rebuilt (default one day). */
  refreshMs?: number;
  log: FastifyBaseLogger;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const NO_INDEX_MESSAGE = 'The games catalogue could not be fetched. Please try again in a moment.';

/** Keeps the index; the first request reads the disk copy, then builds in the background if it is missing or old. */
export function createCatalogueIndexKeeper(options: KeeperOptions): CatalogueIndexKeeper {
  const refreshMs = options.refreshMs ?? DAY_MS;
  const stopping = new AbortController();
  let full: { index: CatalogueIndex; response: PreparedResponse } | undefined;
  let partial: PreparedResponse | undefined;
  let building: Promise<void> | undefined;
  let firstList: Promise<boolean> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let fromFallback = false;
  /** Builds failed in a row: the next one waits longer (catalogue-index-schedule.ts). */
  let failures = 0;

  /** Read through a function, since a build may change these while an answer waits. */
  const current = (): PreparedResponse | undefined => full?.response ?? partial;

  async function keep(index: CatalogueIndex): Promise<void> {
    full = { index, response: await prepareResponse(200, index) };
    partial = undefined;
  }

  /** The plain list as the partial answer while nothing better exists. */
  async function onList(games: Parameters<typeof partialIndex>[1]): Promise<void> {
    if (full) return;
    const response = await prepareResponse(200, partialIndex(options.source.name, games, options.now()));
    if (!full) partial = response;
  }

  const fresh = (index: CatalogueIndex): boolean => options.now() - Date.parse(index.generated_at) < refreshMs;

  function schedule(): void {
    if (stopping.signal.aborted) return;
    const wait = nextBuildInMs({
      ageMs: full ? options.now() - Date.parse(full.index.generated_at) : undefined,
      refreshMs,
      failures,
      fallbackRetryMs: fromFallback ? (options.retryMs ?? 5 * 60_000) : undefined,
    });
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), wait);
    // The daily rebuild must never hold the process open.
    timer.unref();
  }

  function rebuild(): Promise<void> {
    building ??= (async () => {
      let listed: (got: boolean) => void = () => undefined;
      firstList = new Promise((resolve) => { listed = resolve; });
      const started = options.now();
      const turn = options.shared ? await takeTurn({
        shared: options.shared,
        fresh,
        servedGeneratedAt: full?.index.generated_at,
        // Someone else builds: one plain list call gives visitors something meanwhile.
        showPlainList: full ? undefined : async () => {
          const list = await options.source.list({});
          if (list.ok) await onList(list.value);
        },
        waitMs: options.sharedWaitMs,
        signal: stopping.signal,
        log: options.log,
      }) : { kind: 'build' as const };
      if (turn.kind === 'read') {
        // Another copy's fresh index is now ours.
        await keep(turn.index);
        await options.file.write(turn.index).catch(() => undefined);
        failures = 0;
        listed(true);
        return;
      }
      const result = await buildCatalogueIndex({
        source: options.source,
        previous: full?.index,
        now: options.now,
        signal: stopping.signal,
        onList: (games) => void onList(games).then(() => listed(true)),
        onFailure: (what, reason) => options.log.warn({ what, reason }, 'catalogue index: a call failed; keeping its previous answer'),
      });
      if (turn.kind === 'locked') await options.shared?.unlock().catch(() => undefined);
      if (result.ok) {
        fromFallback = false;
        failures = 0;
        await keep(result.index);
        await options.shared?.write(result.index).catch((error: unknown) => options.log.error({ err: error }, 'catalogue index: could not share it'));
        await options.file.write(result.index).catch((error: unknown) => options.log.error({ err: error }, 'catalogue index: could not save it'));
        options.log.info({ games: result.index.games.length, failures: result.failures, ms: options.now() - started }, 'catalogue index built');
      } else if (!stopping.signal.aborted) {
        failures += 1;
        options.log.warn({ reason: result.reason }, 'catalogue index: build failed; keeping the last good one');
        if ((!full || fromFallback) && options.fallback) {
          const demo = await buildCatalogueIndex({ source: options.fallback, now: options.now });
          if (demo.ok) {
            fromFallback = true;
            await keep(demo.index);
          }
        }
      }
      listed(false);
    })().finally(() => {
      building = undefined;
      schedule();
    });
    return building;
  }

  // Started by the first request, so a server nobody asks for the index never calls the service for it.
  let loading: Promise<void> | undefined;
  const loaded = (): Promise<void> => (loading ??= options.file.read().then(async (stored) => {
    if (stored) await keep(stored);
    const age = full ? options.now() - Date.parse(full.index.generated_at) : Number.POSITIVE_INFINITY;
    if (age >= refreshMs) void rebuild();
    else schedule();
  }));

  return {
    primarySource: options.source.name,
    async respond() {
      await loaded();
      const source = fromFallback && options.fallback ? options.fallback.name : options.source.name;
      if (full) return { ok: true, response: full.response, source };
      if (partial) return { ok: true, response: partial, source };
      // Nothing was ever built. A request starts the first build, but never one a failed build's
      // back-off is holding: visitors of a server whose service is down would each call it.
      if (!building && failures === 0) void rebuild();
      await firstList;
      // Whatever the build has produced by now: the partial list, a full index or the fallback's.
      const now = current();
      if (now) return { ok: true, response: now, source: fromFallback && options.fallback ? options.fallback.name : options.source.name };
      return { ok: false, message: NO_INDEX_MESSAGE, source };
    },
    rebuild: async () => {
      await loaded();
      return rebuild();
    },
    close() {
      stopping.abort();
      clearTimeout(timer);
    },
  };
}
