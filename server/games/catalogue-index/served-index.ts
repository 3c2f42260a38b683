/**
 * What the catalogue index keeper serves: nothing yet, the plain list marked partial while the
 * first build runs, a built index, or the fallback's (the demo catalogue) while the live service
 * fails. Each answer is serialised and compressed once, when it changes.
 */
import type { CatalogueSource } from '../../../src/contract/api.js';
import type { CatalogueIndex } from '../../../src/contract/catalogue.js';
import { prepareResponse, type PreparedResponse } from '../cache/prepared-response.js';
import { partialIndex } from './catalogue-index-builder.js';

type Served =
  | { kind: 'nothing' }
  | { kind: 'partial'; response: PreparedResponse }
  | { kind: 'built' | 'fallback'; index: CatalogueIndex; response: PreparedResponse };

export interface ServedIndex {
  /** Read through a function, since a build may change it while an answer waits. */
  now(): Served;
  /** The index served now, built or fallback; a build starts from it. */
  index(): CatalogueIndex | undefined;
  /** The fallback's name while its index is served, else the source's. */
  source(): CatalogueSource;
  keep(index: CatalogueIndex, kind: 'built' | 'fallback'): Promise<void>;
  /** The plain list as the partial answer, unless an index came first. */
  showList(games: Parameters<typeof partialIndex>[1]): Promise<void>;
}

export function createServedIndex(names: { source: CatalogueSource; fallback?: CatalogueSource }, clock: () => number): ServedIndex {
  let served: Served = { kind: 'nothing' };
  const hasIndex = (): boolean => served.kind === 'built' || served.kind === 'fallback';
  return {
    now: () => served,
    index: () => (served.kind === 'built' || served.kind === 'fallback' ? served.index : undefined),
    source: () => (served.kind === 'fallback' && names.fallback ? names.fallback : names.source),
    async keep(index, kind) {
      served = { kind, index, response: await prepareResponse(200, index) };
    },
    async showList(games) {
      if (hasIndex()) return;
      const response = await prepareResponse(200, partialIndex(names.source, games, clock()));
      if (!hasIndex()) served = { kind: 'partial', response };
    },
  };
}
