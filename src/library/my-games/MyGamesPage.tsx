/**
 * My Games (`#/library`, `?status=` for a tab): the library's games in the same card grid as the
 * lists, most recently changed first, with the four status tabs and All, a search field like
 * Browse's, export and import. The games screens' grid, search and catalogue come in from the app
 * (src/app/MyGamesRoute.tsx), as features do not import each other.
 */
import { useDeferredValue, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { PATHS, STATUS_LABELS, type CatalogueGame, type CatalogueIndex, type GameListItem } from '../../contract';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHashQuery } from '../../lib/use-hash-route';
import { Spinner } from '../../ui/Spinner';
import { useLibraryEntries, useLibraryReady } from '../use-library';
import { SyncHint } from '../track/SyncHint';
import { EntrySummary } from './EntrySummary';
import { StaleChanges } from './StaleChanges';
import { countByTab, inTab, tabFromQuery } from './my-games-view';
import { StatusTabs } from './StatusTabs';
// My Games' styles (tabs, import, stars) sit in track.css: loaded with this page, not with the cards' later chunk.
import '../track/track.css';
import { TransferPanel } from './TransferPanel';

export const EMPTY_LIBRARY_TEXT =
  'Nothing tracked yet. On any game card, press Track and pick Want to try, Playing, Played or Dropped (or set it on the game’s page): the game then shows up here.';

/** Over the Not interested tab: what it holds and how to undo one. */
export const IGNORED_TAB_TEXT =
  'Pick for me leaves these games out. To bring one back, press Change on its card and choose Undo Not interested.';

function EmptyLibrary() {
  return (
    <div className="my-games-empty">
      <p>{EMPTY_LIBRARY_TEXT}</p>
      <a href={`#${PATHS.browse}`} role="button">Browse games</a>
    </div>
  );
}

export interface MyGamesProps {
  /** The catalogue index, once loaded: titles, pictures and links of the library's games. */
  index: CatalogueIndex | undefined;
  /** What shows where the grid goes while the index is missing (loading, offline, failed). */
  placeholder: ReactNode;
  Grid: ComponentType<{ games: readonly GameListItem[]; label: string; renderDetail?: (game: GameListItem) => ReactNode }>;
  /** Browse's search: the games matching a query, best first. */
  search: (games: readonly CatalogueGame[], query: string) => readonly { game: CatalogueGame }[];
  /** The Storage section (what this device keeps offline, Save for offline), from the app. */
  storage?: ReactNode;
}

export function MyGamesPage({ index, placeholder, Grid, search, storage }: MyGamesProps) {
  const entries = useLibraryEntries();
  const ready = useLibraryReady();
  const tab = tabFromQuery(useHashQuery());
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const counts = useMemo(() => countByTab(entries), [entries]);
  useDocumentTitle('My Games');

  const games = useMemo(() => {
    if (!index) return [];
    const byId = new Map(index.games.map((game) => [game.id, game]));
    const inOrder = inTab(entries, tab).flatMap((entry) => byId.get(entry.game_id) ?? []);
    if (!deferredQuery.trim()) return inOrder;
    const matched = new Set(search(inOrder, deferredQuery).map((hit) => hit.game.id));
    return inOrder.filter((game) => matched.has(game.id));
  }, [index, entries, tab, deferredQuery, search]);

  const renderDetail = useMemo(() => {
    const byGame = new Map(entries.map((entry) => [entry.game_id, entry]));
    return function renderDetail(game: GameListItem) {
      const entry = byGame.get(game.id);
      return entry && (entry.rating !== null || entry.note.trim()) ? <EntrySummary rating={entry.rating} note={entry.note} /> : null;
    };
  }, [entries]);

  let body: ReactNode;
  if (!ready) {
    // The spinner sits over an unseen copy of the empty library's text, which holds that text's
    // place: a new account (the first visit's case) then shows it without moving the page.
    body = (
      <div className="my-games-loading">
        <EmptyLibrary />
        <Spinner label="Loading your library" />
      </div>
    );
  } else if (entries.length === 0) body = <EmptyLibrary />;
  else if (!index) body = placeholder;
  else if (games.length === 0) {
    const emptyTab = tab === 'all' ? 'No tracked games yet.' : `No games marked ${STATUS_LABELS[tab]} yet.`;
    body = <p>{deferredQuery.trim() ? `No games in this list match “${deferredQuery.trim()}”.` : emptyTab}</p>;
  } else body = <Grid games={games} label={tab === 'all' ? 'My Games' : `My Games: ${STATUS_LABELS[tab]}`} renderDetail={renderDetail} />;

  return (
    <section className="games-page my-games">
      <h1>My Games</h1>
      <SyncHint />
      <StaleChanges />
      <StatusTabs current={tab} counts={counts} />
      {entries.length > 0 && (
        <search>
          <label>
            Search my games
            <input type="search" value={query} placeholder="Title, genre, publisher…" onChange={(event) => setQuery(event.target.value)} />
          </label>
        </search>
      )}
      {entries.length > 0 && (
        <p className="my-games-count" role="status">
          {index ? `${games.length} ${games.length === 1 ? 'game' : 'games'}` : ''}
        </p>
      )}
      {tab === 'ignored' && entries.length > 0 && <p className="my-games-hint">{IGNORED_TAB_TEXT}</p>}
      {body}
      <TransferPanel entries={entries} games={ready ? index?.games : undefined} />
      {storage}
    </section>
  );
}
