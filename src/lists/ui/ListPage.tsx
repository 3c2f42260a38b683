/**
 * #/lists/{id}: one list. Its games in order (numbered when ranked), each movable by dragging or
 * by its Move buttons, every move announced in a live region; its notes; editing, sharing, and
 * removing the list or a game with Undo.
 */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PATHS } from '../../contract/routes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { editList, moveInList, removeFromList, removeList, setItemNote } from '../lists-actions';
import { useLists } from '../lists-store';
import { offerUndo } from '../lists-undo';
import { ListForm } from './ListForm';
import { ListItemRow, type RowActions } from './ListItemRow';
import { ListsSyncLine } from './ListsSyncLine';
import { ListsUndo } from './ListsUndo';
import { ShareControls } from './ShareControls';
import './lists.css';

/** Titles of games by id, when the catalogue is at hand. */
export type GameTitles = ReadonlyMap<number, string> | undefined;

export const titleOf = (titles: GameTitles, gameId: number) => titles?.get(gameId) ?? `Game ${gameId}`;

export function ListPage({ listId, titles }: { listId: string; titles: GameTitles }) {
  const { ready, lists } = useLists();
  const view = lists.find((candidate) => candidate.list.list_id === listId);
  useDocumentTitle(view?.list.name ?? 'List');
  const [, navigate] = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | undefined>();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState('');

  if (!ready) return <p aria-busy="true">Loading the list…</p>;
  if (!view) {
    return (
      <section className="lists-page">
        <h1>List not found</h1>
        <p>This list is not on this device: it may have been removed. <Link href={PATHS.lists}>Your lists</Link></p>
        <ListsUndo />
      </section>
    );
  }
  const { list, items } = view;
  const fail = (error: unknown) => setProblem(error instanceof Error ? error.message : String(error));
  const actions: RowActions = {
    move(gameId, index) {
      const to = Math.min(Math.max(index, 0), items.length - 1);
      moveInList(listId, gameId, to).then(() => setAnnouncement(`${titleOf(titles, gameId)} moved to position ${to + 1} of ${items.length}.`), fail);
    },
    remove(gameId) {
      removeFromList(listId, gameId).then((undo) => offerUndo({ message: `Removed ${titleOf(titles, gameId)} from ${list.name}.`, undo }), fail);
    },
    saveNote: (gameId, note) => setItemNote(listId, gameId, note),
  };
  const removeWhole = () =>
    removeList(listId).then((undo) => {
      offerUndo({ message: `Removed the list ${list.name}.`, undo });
      navigate(PATHS.lists);
    }, fail);

  return (
    <section className="lists-page" aria-labelledby="list-heading">
      <p><Link href={PATHS.lists}>← Your lists</Link></p>
      <h1 id="list-heading">{list.name}</h1>
      {list.description && <p className="list-description">{list.description}</p>}
      <ListsSyncLine />
      {problem && <p role="alert" className="list-problem">{problem}</p>}
      <div className="visually-hidden" role="status" aria-live="polite">{announcement}</div>
      {items.length === 0 ? (
        <p>No games yet. Add them from a card&apos;s Track menu, a game&apos;s page or Browse.</p>
      ) : (
        <ol className={list.ranked ? 'list-items ranked' : 'list-items'} aria-label={`Games in ${list.name}`}>
          {items.map((item, index) => (
            <ListItemRow
              key={item.game_id}
              item={item}
              index={index}
              count={items.length}
              ranked={list.ranked}
              title={titleOf(titles, item.game_id)}
              actions={actions}
              dragging={dragged === item.game_id}
              onDragStart={() => setDragged(item.game_id)}
              onDrop={() => {
                if (dragged !== undefined && dragged !== item.game_id) actions.move(dragged, index);
                setDragged(undefined);
              }}
            />
          ))}
        </ol>
      )}
      <ShareControls listId={listId} shareId={list.share_id} />
      <section aria-labelledby="edit-heading">
        <h2 id="edit-heading">Edit</h2>
        {editing ? (
          <ListForm initial={{ name: list.name, description: list.description, ranked: list.ranked }} submitLabel="Save" onSubmit={async (fields) => { await editList(listId, fields); setEditing(false); }} />
        ) : (
          <button type="button" className="outline" onClick={() => setEditing(true)}>Edit name, description or ranking</button>
        )}
        <button type="button" className="outline secondary" onClick={() => void removeWhole()}>Delete list</button>
      </section>
      <ListsUndo />
    </section>
  );
}
