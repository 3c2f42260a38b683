/** What shows while the catalogue index is not in hand: the grid's skeleton, "search needs one visit online", or the error with Retry. */
import type { CatalogueIndex } from '../../contract';
import { Alert } from '../../ui/Alert';
import { GridSkeleton } from '../GridSkeleton';
import { LoadError } from '../LoadError';
import type { Remote } from '../use-remote';

export const NEEDS_ONE_VISIT_TEXT = 'Search needs one visit online: connect once and the catalogue is saved for offline use.';

export function CatalogueProblem({ remote: { state, reload } }: { remote: Remote<CatalogueIndex> }) {
  if (state.status !== 'error') return <GridSkeleton label="Loading the catalogue" />;
  return state.error.kind === 'offline-not-saved' ? <Alert>{NEEDS_ONE_VISIT_TEXT}</Alert> : <LoadError error={state.error} onRetry={reload} />;
}
