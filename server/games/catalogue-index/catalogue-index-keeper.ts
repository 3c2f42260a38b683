/**
 * Keeps the catalogue index: the copy on disk at start, a build when there is none or it is over a
 * day old, a background rebuild once a day (later and later after failed ones, which requests do
 * not hurry), and, while nothing was ever built, the plain list marked partial.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueSource } from '../../../src/contract/api.js';
import type { CatalogueIndex } from '../../../src/contract/catalogue.js';
import type { PreparedResponse } from '../cache/prepared-response.js';
import type { IndexSource } from './catalogue-index-builder.js';
import type { CatalogueIndexFile } from './catalogue-index-file.js';
import type { SharedIndexStore } from './catalogue-index-shared.js';
import { createBuildTimer } from './build-timer.js';
import { runBuild } from './build-run.js';
import { createServedIndex } from './served-index.js';

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
  file: CatalogueIndexFile;
  /** With several server copies (REDIS_URL): one builds under a lock, the others read its index. */
  shared?: SharedIndexStore;
  now: () => number;
  /** How old an index may grow before it is rebuilt (default one day). */
  refreshMs?: number;
  log: FastifyBaseLogger;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const NO_INDEX_MESSAGE = 'The games catalogue could not be fetched. Please try again in a moment.';

/** A build under way; its first list is what requests arriving before any index wait for. */
interface Build {
  done: Promise<void>;
  firstList: Promise<boolean>;
}

/** Keeps the index; the first request reads the disk copy, then builds in the background if it is missing or old. */
export function createCatalogueIndexKeeper(options: KeeperOptions): CatalogueIndexKeeper {
  const refreshMs = options.refreshMs ?? DAY_MS;
  const stopping = new AbortController();
  const served = createServedIndex({ source: options.source.name, fallback: options.fallback?.name }, options.now);
  const timer = createBuildTimer(refreshMs, () => void rebuild());
  const ageMs = (index: CatalogueIndex | undefined): number | undefined => (index ? options.now() - Date.parse(index.generated_at) : undefined);
  const fresh = (index: CatalogueIndex): boolean => (ageMs(index) ?? refreshMs) < refreshMs;
  let running: Build | undefined;
  let latest: Build | undefined;

  function rebuild(): Promise<void> {
    if (running) return running.done;
    let listed: (got: boolean) => void = () => undefined;
    const firstList = new Promise<boolean>((resolve) => { listed = resolve; });
    const done = runBuild({ ...options, fresh, signal: stopping.signal }, served, listed).then((outcome) => {
      if (outcome === 'read' || outcome === 'built') timer.succeeded();
      if (outcome === 'failed') timer.failed();
    }).finally(() => {
      running = undefined;
      timer.schedule(ageMs(served.index()), served.now().kind === 'fallback');
    });
    running = { done, firstList };
    latest = running;
    return done;
  }

  // Started by the first request, so a server nobody asks for the index never calls the service for it.
  let loading: Promise<void> | undefined;
  const loaded = (): Promise<void> => (loading ??= options.file.read().then(async (stored) => {
    if (stored) await served.keep(stored, 'built');
    const index = served.index();
    if (!index || !fresh(index)) void rebuild();
    else timer.schedule(ageMs(index), false);
  }));

  function answer(): IndexResponse | undefined {
    const now = served.now();
    return now.kind === 'nothing' ? undefined : { ok: true, response: now.response, source: served.source() };
  }

  return {
    primarySource: options.source.name,
    async respond() {
      await loaded();
      const ready = answer();
      if (ready) return ready;
      // Nothing was ever built. A request starts the first build, but never one a failed build's
      // back-off is holding: visitors of a server whose service is down would each call it.
      if (!running && timer.failures() === 0) void rebuild();
      await latest?.firstList;
      // Whatever the build has produced by now: the partial list, a full index or the fallback's.
      return answer() ?? { ok: false, message: NO_INDEX_MESSAGE, source: served.source() };
    },
    rebuild: async () => {
      await loaded();
      return rebuild();
    },
    close() {
      stopping.abort();
      timer.close();
    },
  };
}
