/**
 * One build of the catalogue index: take the shared turn when several copies run (another copy's
 * fresh index is simply read), else build from the source; keep, share and save a good result;
 * after a failure keep the last good index, or build from the fallback while there is none.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueIndex } from '../../../src/contract/catalogue.js';
import { buildCatalogueIndex, type IndexSource } from './catalogue-index-builder.js';
import type { CatalogueIndexFile } from './catalogue-index-file.js';
import { takeTurn, type SharedIndexStore } from './catalogue-index-shared.js';
import type { ServedIndex } from './served-index.js';

export interface BuildRunOptions {
  source: IndexSource;
  fallback?: IndexSource;
  file: CatalogueIndexFile;
  shared?: SharedIndexStore;
  /** Whether an index is recent enough to serve. */
  fresh: (index: CatalogueIndex) => boolean;
  now: () => number;
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/** `read`: another copy's index; `built`: ours; `failed`: the source failed (the fallback may be served); `stopped`: closing. */
export type BuildOutcome = 'read' | 'built' | 'failed' | 'stopped';

/** Runs one build into `served`; `listed` is told once whether a first list (or a whole index) can be shown. */
export async function runBuild(options: BuildRunOptions, served: ServedIndex, listed: (got: boolean) => void): Promise<BuildOutcome> {
  const { log } = options;
  const started = options.now();
  const previous = served.index();
  const turn = options.shared ? await takeTurn({
    shared: options.shared,
    fresh: options.fresh,
    servedGeneratedAt: previous?.generated_at,
    // Someone else builds: one plain list call gives visitors something meanwhile.
    showPlainList: previous ? undefined : async () => {
      const list = await options.source.list({});
      if (list.ok) await served.showList(list.value);
    },
    signal: options.signal,
    log,
  }) : { kind: 'build' as const };
  if (turn.kind === 'read') {
    await served.keep(turn.index, 'built');
    await options.file.write(turn.index).catch(() => undefined);
    listed(true);
    return 'read';
  }
  const result = await buildCatalogueIndex({
    source: options.source,
    previous,
    now: options.now,
    signal: options.signal,
    onList: (games) => void served.showList(games).then(() => listed(true)),
    onFailure: (what, reason) => log.warn({ what, reason }, 'catalogue index: a call failed; keeping its previous answer'),
  });
  if (turn.kind === 'locked') await options.shared?.unlock().catch(() => undefined);
  if (result.ok) {
    await served.keep(result.index, 'built');
    await options.shared?.write(result.index).catch((error: unknown) => log.error({ err: error }, 'catalogue index: could not share it'));
    await options.file.write(result.index).catch((error: unknown) => log.error({ err: error }, 'catalogue index: could not save it'));
    log.info({ games: result.index.games.length, failures: result.failures, ms: options.now() - started }, 'catalogue index built');
    listed(false);
    return 'built';
  }
  if (options.signal.aborted) {
    listed(false);
    return 'stopped';
  }
  log.warn({ reason: result.reason }, 'catalogue index: build failed; keeping the last good one');
  if (served.now().kind !== 'built' && options.fallback) {
    const demo = await buildCatalogueIndex({ source: options.fallback, now: options.now });
    if (demo.ok) await served.keep(demo.index, 'fallback');
  }
  listed(false);
  return 'failed';
}
