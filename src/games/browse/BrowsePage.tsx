/**
 * `#/browse`: search, combined filters and sorts over the catalogue index, all in the browser, so
 * it works offline from the stored index. The whole state lives in the hash query; results follow
 * a deferred copy of it, so typing never waits for the grid.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { navigateHash, useHashQuery } from '../../lib/use-hash-route';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { GameGrid } from '../GameGrid';
import { LoadError } from '../LoadError';
import { activeFilters } from './active-filters';
import { BrowseFilters } from './BrowseFilters';
import { browseResults } from './browse-results';
import { browseQueryString, MAX_QUERY_LENGTH, parseBrowseQuery, type BrowseState } from './browse-state';
import { genresOf } from './filter-games';
import { HighlightedTitle } from './HighlightedTitle';
import { useCatalogueIndex } from './use-catalogue-index';
import './browse.css';

export const NEEDS_ONE_VISIT_TEXT = 'Search needs one visit online: connect once and the catalogue is saved for offline use.';
export const PARTIAL_INDEX_TEXT = 'Tags are still being gathered; search and the other filters work meanwhile.';

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Writes a state to the hash: a new history entry, except while typing the query. */
function go(next: BrowseState, replace = false): void {
  const search = browseQueryString(next);
  navigateHash(search ? `/browse?${search}` : '/browse', { replace });
}

export function BrowsePage() {
  const query = useHashQuery();
  const { state, dropped } = useMemo(() => parseBrowseQuery(query), [query]);
  const [droppedNotice, setDroppedNotice] = useState<string[]>([]);
  const { state: remote, reload } = useCatalogueIndex();
  const deferred = useDeferredValue(state);

  // Unknown parts leave the URL once, with a small notice naming them (kept after the URL is clean).
  if (dropped.length > 0 && dropped.join('\n') !== droppedNotice.join('\n')) setDroppedNotice(dropped);
  useEffect(() => {
    if (dropped.length > 0) go(state, true);
  }, [dropped, state]);

  const index = remote.status === 'loaded' ? remote.value : undefined;
  const results = useMemo(() => (index ? browseResults(index.games, deferred, collator) : undefined), [index, deferred]);
  const genres = useMemo(() => (index ? genresOf(index.games, collator) : []), [index]);
  const chips = activeFilters(state);

  let body;
  if (remote.status === 'error') {
    body = remote.error.kind === 'offline-not-saved' ? <Alert>{NEEDS_ONE_VISIT_TEXT}</Alert> : <LoadError error={remote.error} onRetry={reload} />;
  } else if (!index || !results) {
    body = <Spinner label="Loading the catalogue" />;
  } else {
    const titles = new Map(results.hits.map((hit) => [hit.game.id, hit.titleIndexes]));
    body = (
      <>
        {index.partial && <p className="browse-quiet">{PARTIAL_INDEX_TEXT}</p>}
        <BrowseFilters state={state} tags={index.tags} counts={results.counts} genres={genres} onChange={(next) => go(next)} />
        {results.hits.length === 0 ? (
          <div className="browse-empty">
            <p>No games match all of these. Loosen one of them:</p>
            <ul>
              {chips.map((chip) => (
                <li key={chip.key}>
                  <button type="button" className="outline" onClick={() => go(chip.without)}>Clear {chip.label}</button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <GameGrid
            games={results.hits.map((hit) => hit.game)}
            label="Search results"
            renderTitle={(game) => <HighlightedTitle title={game.title} indexes={titles.get(game.id) ?? []} />}
          />
        )}
      </>
    );
  }

  return (
    <section className="games-page browse-page">
      <h1>Browse games</h1>
      {droppedNotice.length > 0 && (
        <p className="browse-quiet" role="status">Ignored what this page does not know: {droppedNotice.join(', ')}.</p>
      )}
      <search>
        <label>
          Search games
          <input
            type="search"
            value={state.q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Title, genre, publisher…"
            onChange={(event) => go({ ...state, q: event.target.value.slice(0, MAX_QUERY_LENGTH) }, true)}
          />
        </label>
      </search>
      {chips.length > 0 && (
        <ul className="browse-chips" aria-label="Active filters">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button type="button" className="chip" aria-label={`Remove ${chip.label}`} onClick={() => go(chip.without)}>
                {chip.label} ×
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="chip" onClick={() => go({ q: '', platform: 'all', tags: [] })}>Clear all</button>
          </li>
        </ul>
      )}
      <p className="browse-count-line" role="status" aria-live="polite">
        {results ? `${results.hits.length} ${results.hits.length === 1 ? 'game matches' : 'games match'}` : ''}
      </p>
      {body}
    </section>
  );
}
