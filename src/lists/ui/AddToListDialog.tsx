/**
 * The "Add to list" dialog (a modal <dialog>: the browser keeps the focus inside and closes it on
 * Escape). It shows the person's lists, or a name for a new one, and reviews what adding would do
 * before it is done: how many games are new to the list, already in it, or past its limit.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LIST_LIMITS } from '../../contract/lists';
import { useStore } from '../../lib/create-store';
import { addToListReady, addToListStore } from '../../lib/add-to-list';
import { addToList, createList } from '../lists-actions';
import { useLists } from '../lists-store';
import './lists.css';

const NEW_LIST = '';

function plural(count: number): string {
  return count === 1 ? '1 game' : `${count} games`;
}

export function AddToListDialog() {
  const request = useStore(addToListStore);
  const { lists } = useLists();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [choice, setChoice] = useState<string | undefined>();
  const [newName, setNewName] = useState('');
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');

  useEffect(() => {
    addToListReady.set(true);
    return () => addToListReady.set(false);
  }, []);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (request && dialog && !dialog.open) dialog.showModal();
  }, [request]);

  const close = () => {
    const back = request?.returnFocus?.();
    dialogRef.current?.close();
    addToListStore.set(undefined);
    setProblem('');
    setDone('');
    setChoice(undefined);
    back?.focus();
  };

  const selected = choice ?? lists[0]?.list.list_id ?? NEW_LIST;
  const target = lists.find((view) => view.list.list_id === selected);
  const gameIds = request?.gameIds ?? [];
  const present = new Set(target?.items.map((item) => item.game_id));
  const fresh = [...new Set(gameIds)].filter((gameId) => !present.has(gameId));
  const room = LIST_LIMITS.itemsPerList - (target?.items.length ?? 0);
  const adding = Math.min(fresh.length, room);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    try {
      const listId = target ? target.list.list_id : await createList({ name: newName, description: '', ranked: false });
      const { added } = await addToList(listId, gameIds);
      const name = target?.list.name ?? newName;
      setDone(`Added ${plural(added)} to ${name}.`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <dialog ref={dialogRef} className="add-to-list" aria-labelledby={`${id}-title`} onClose={() => request && close()}>
      {request && (
        <form onSubmit={(event) => void submit(event)}>
          <h2 id={`${id}-title`}>Add to list</h2>
          <p>{request.what}</p>
          <label htmlFor={`${id}-list`}>List</label>
          <select id={`${id}-list`} value={selected} onChange={(event) => setChoice(event.target.value)}>
            {lists.map((view) => (
              <option key={view.list.list_id} value={view.list.list_id}>{view.list.name} ({plural(view.items.length)})</option>
            ))}
            {lists.length < LIST_LIMITS.listsPerUser && <option value={NEW_LIST}>New list…</option>}
          </select>
          {!target && (
            <>
              <label htmlFor={`${id}-name`}>Name of the new list</label>
              <input id={`${id}-name`} value={newName} maxLength={LIST_LIMITS.nameMaxLength} onChange={(event) => setNewName(event.target.value)} />
            </>
          )}
          <p role="status" className="add-review">
            {done ||
              [
                `Adds ${plural(adding)}`,
                gameIds.length - fresh.length > 0 ? `${plural(gameIds.length - fresh.length)} already in it` : '',
                fresh.length > room ? `${plural(fresh.length - room)} left out: a list holds at most ${LIST_LIMITS.itemsPerList}` : '',
              ].filter(Boolean).join('; ') + '.'}
          </p>
          {problem && <p role="alert" className="list-problem">{problem}</p>}
          <div className="list-item-actions">
            {!done && <button type="submit" disabled={adding === 0}>Add {plural(adding)}</button>}
            <button type="button" className="outline secondary" onClick={close}>{done ? 'Close' : 'Cancel'}</button>
          </div>
        </form>
      )}
    </dialog>
  );
}
