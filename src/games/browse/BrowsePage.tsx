/**
 * `#/browse`: search, combined filters and sorts over the catalogue index, all in the browser, so
 * it works offline from the stored index. The whole state lives in the hash query. The results
 * render with each key press, in its own task: what one key builds is bounded (the first screenful
 * while typing, later cards only as the person scrolls), so it stays short (docs/decisions.md).
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { GameListItem } from '../../contract';
import { PATHS } from '../../contract';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LIST_LIMITS } from '../../contract/lists';
import { openAddToList, useAddToListReady } from '../../lib/add-to-list';
import { useTrackingSlots } from '../../lib/tracking-slots';
import { navigateHash, navigateHashAfterPaint, navigateHashWhileTyping, useHashQuery } from '../../lib/use-hash-route';
import { GameGrid } from '../GameGrid';
import { FIRST_SCREENFUL } from '../use-progressive-count';
import { activeFilters } from './active-filters';
import { BrowseFilters } from './BrowseFilters';
import { CatalogueProblem } from './CatalogueProblem';
import { FiltersSheet } from './FiltersSheet';
import { browseResults } from './browse-results';
import { browseQueryString, MAX_QUERY_LENGTH, parseBrowseQuery, type BrowseState } from './browse-state';
import { genresOf } from './filter-games';
import { HighlightedTitle } from './HighlightedTitle';
import { useCatalogueIndex } from './use-catalogue-index';
import { useStillTyping } from './use-still-typing';
import { useWideBrowse } from './use-wide-browse';
import { warmSearch } from './warm-search';
import './browse.css';

export { NEEDS_ONE_VISIT_TEXT } from './CatalogueProblem';
export const PARTIAL_INDEX_TEXT = 'Tags are still being gathered; search and the other filters work meanwhile.';

/** A pause in typing this long shows a search's results past the first screenful. */
const TYPING_PAUSE_MS = 300;

function browsePath(state: BrowseState): string {
  const search = browseQueryString(state);
  return search ? `/browse?${search}` : '/browse';
}

/**
 * Writes a state to the hash: a new history entry, written after the page has painted the change
 * (a tap on a filter answers at once), or `replace` the current one.
 */
function go(next: BrowseState, replace = false): void {
  if (replace) navigateHash(browsePath(next), { replace });
  else navigateHashAfterPaint(browsePath(next));
}

export function BrowsePage() {
  const query = useHashQuery();
  const { state, dropped } = useMemo(() => parseBrowseQuery(query), [query]);
  const [droppedNotice, setDroppedNotice] = useState<string[]>([]);
  const catalogue = useCatalogueIndex();
  const remote = catalogue.state;
  const { hidden, HideSwitch } = useTrackingSlots();
  const listsReady = useAddToListReady();

  // Unknown parts leave the URL once, with a small notice naming them (kept after the URL is clean).
  if (dropped.length > 0 && dropped.join('\n') !== droppedNotice.join('\n')) setDroppedNotice(dropped);
  useEffect(() => {
    if (dropped.length > 0) go(state, true);
  }, [dropped, state]);

  const index = remote.status === 'loaded' ? remote.value : undefined;
  const shown = useMemo(() => (index && hidden.size > 0 ? index.games.filter((game) => !hidden.has(game.id)) : index?.games), [index, hidden]);
  // The results follow the state one render behind: a tap on a tag or a key press paints the field,
  // the box and the chips first, and the search and the grid come in the render after, which React
  // may interrupt (docs/decisions.md, "Start-up never blocks").
  const resultsState = useDeferredValue(state);
  const results = useMemo(() => (shown ? browseResults(shown, resultsState, index?.games) : undefined), [shown, resultsState, index]);
  const genres = useMemo(() => (index ? genresOf(index.games) : []), [index]);
  useEffect(() => (index ? warmSearch(index.games) : undefined), [index]);
  // From the results' state too: a key press's own render then leaves the grid alone, and the cut to
  // the first screenful comes with the results it cuts.
  const typing = useStillTyping(resultsState.q, TYPING_PAUSE_MS);
  const games = useMemo(() => {
    const all = results?.hits.map((hit) => hit.game) ?? [];
    return typing ? all.slice(0, FIRST_SCREENFUL) : all;
  }, [results, typing]);
  const chips = activeFilters(state);
  const wide = useWideBrowse();
  useDocumentTitle('Browse games');
  const shownQuery = browseQueryString(resultsState);
  // The grid is built again only for another search or the typing pause: the page's other
  // renders (the tracking chunk's switch arriving, a notice) leave the cards alone.
  const grid = useMemo(() => {
    const titles = new Map(results?.hits.map((hit) => [hit.game.id, hit.titleIndexes]));
    const renderTitle = (game: GameListItem) => <HighlightedTitle title={game.title} indexes={titles.get(game.id) ?? []} />;
    return (
      <GameGrid games={games} resetKey={shownQuery} scrollKey={`${PATHS.browse}?${shownQuery}`} label="Search results" renderTitle={renderTitle} holdPictures={typing} growWithScroll />
    );
  }, [results, games, shownQuery, typing]);

  const matching = results?.hits.length ?? 0;
  const gamesText = `${matching} ${matching === 1 ? 'game' : 'games'}`;
  const filters = index && results && (
    <BrowseFilters state={state} tags={index.tags} counts={results.counts} genres={genres} onChange={(next) => go(next)} />
  );
  let body;
  if (!index || !results) {
    body = <CatalogueProblem remote={catalogue} />;
  } else if (results.hits.length === 0) {
    body = (
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
    );
  } else {
    body = grid;
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
            onChange={(event) => navigateHashWhileTyping(browsePath({ ...state, q: event.target.value.slice(0, MAX_QUERY_LENGTH) }))}
          />
        </label>
      </search>
      {/*
        The chips come and go inside a box of their own: a list inserted straight into the page
        would restyle every card of the grid (Pico's sibling selectors), on the first key press. The
        box is a layer of its own, and on a wide screen it holds their line's room (browse.css).
      */}
      <div className="browse-chips-slot">
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
      </div>
      {/* Results first: on a wide screen the filters take a column beside them, on a narrow one a sheet. */}
      <div className="browse-toolbar">
        <p className="browse-count-line" role="status" aria-live="polite">{results ? `${gamesText} ${matching === 1 ? 'matches' : 'match'}` : ''}</p>
        {!wide && (
          <FiltersSheet active={chips.filter((chip) => chip.key !== 'q').length} showLabel={`Show ${gamesText}`} disabled={!filters}>
            {filters}
          </FiltersSheet>
        )}
        {/* Always there (no shift when the results arrive): Pick for me reads the same query. */}
        <p className="browse-pick">
          <a href={`#${PATHS.pick}${shownQuery ? `?${shownQuery}` : ''}`}>Pick one for me from these</a>
          {/* In Pick for me's line (disabled until the lists load), so it takes no room of its own;
              held, unseen, while nothing matches, so the switch after it never moves when results come. */}
          <span className={matching > 0 ? undefined : 'browse-held'}>
            {' · '}
            <button type="button" className="inline-button" disabled={!listsReady} onClick={() => openAddToList({ gameIds: results?.hits.slice(0, LIST_LIMITS.itemsPerList).map((hit) => hit.game.id) ?? [], what: `${matching > LIST_LIMITS.itemsPerList ? `The first ${LIST_LIMITS.itemsPerList} of ${matching}` : matching === 1 ? 'The 1 game' : `The ${matching} games`} Browse shows now.` })}>
              Add them to a list
            </button>
          </span>
        </p>
        {/* The switch comes with the tracking chunk after the first paint: its room is held so nothing moves. */}
        <div className="hide-switch-slot">{HideSwitch && <HideSwitch />}</div>
      </div>
      {index?.partial && <p className="browse-quiet">{PARTIAL_INDEX_TEXT}</p>}
      <div className={wide ? 'browse-layout wide' : 'browse-layout'}>
        {/* There before the index arrives, so the results' column never moves when the filters come. */}
        {wide && <aside className="browse-side" aria-label="Filters">{filters}</aside>}
        <div className="browse-main">{body}</div>
      </div>
    </section>
  );
}
