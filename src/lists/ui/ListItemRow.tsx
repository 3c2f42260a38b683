/**
 * One game in a list: its place (a number when the list is ranked), its title, its note, and the
 * keyboard's ways to move it (Move up, Move down, Move to position) beside dragging the row.
 */
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { LIST_LIMITS, itemNoteError, type ListItemRecord } from '../../contract/lists';
import { gameDetailPath } from '../../contract/routes';

export interface RowActions {
  move(gameId: number, index: number): void;
  remove(gameId: number): void;
  saveNote(gameId: number, note: string): Promise<void>;
}

interface Props {
  item: ListItemRecord;
  index: number;
  count: number;
  ranked: boolean;
  title: string;
  actions: RowActions;
  dragging: boolean;
  onDragStart(): void;
  onDrop(): void;
}

export function ListItemRow({ item, index, count, ranked, title, actions, dragging, onDragStart, onDrop }: Props) {
  const id = useId();
  const [note, setNote] = useState(item.note);
  // The row stays mounted when it moves: what was typed counts only at the place it was typed.
  const [typed, setTyped] = useState({ index, value: String(index + 1) });
  const target = typed.index === index ? typed.value : String(index + 1);
  const [problem, setProblem] = useState('');
  const saveNote = () => {
    if (note === item.note) return;
    const error = itemNoteError(note);
    if (error) return setProblem(error);
    setProblem('');
    actions.saveNote(item.game_id, note).catch((failure: unknown) => setProblem(failure instanceof Error ? failure.message : String(failure)));
  };
  const moveTo = () => {
    const place = Number(target);
    if (!Number.isInteger(place) || place < 1 || place > count) return setProblem(`Choose a position from 1 to ${count}.`);
    setProblem('');
    actions.move(item.game_id, place - 1);
  };
  return (
    <li
      className={dragging ? 'list-item dragging' : 'list-item'}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(item.game_id));
        onDragStart();
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
      aria-label={`${ranked ? `${index + 1}. ` : ''}${title}`}
    >
      <div className="list-item-head">
        {ranked && <span className="list-rank" aria-hidden="true">{index + 1}</span>}
        <span className="drag-handle" aria-hidden="true">⠿</span>
        <Link href={gameDetailPath(item.game_id)}>{title}</Link>
      </div>
      <label htmlFor={`${id}-note`}>Note on {title}</label>
      <textarea id={`${id}-note`} rows={1} value={note} maxLength={LIST_LIMITS.itemNoteMaxLength} onChange={(event) => setNote(event.target.value)} onBlur={saveNote} />
      <div className="list-item-actions" role="group" aria-label={`Move or remove ${title}`}>
        <button type="button" className="outline" disabled={index === 0} onClick={() => actions.move(item.game_id, index - 1)}>Move up</button>
        <button type="button" className="outline" disabled={index === count - 1} onClick={() => actions.move(item.game_id, index + 1)}>Move down</button>
        <label htmlFor={`${id}-place`} className="visually-hidden">Position for {title}</label>
        <input id={`${id}-place`} className="list-place" type="number" min={1} max={count} value={target} onChange={(event) => setTyped({ index, value: event.target.value })} />
        <button type="button" className="outline" onClick={moveTo}>Move to position</button>
        <button type="button" className="outline secondary" onClick={() => actions.remove(item.game_id)}>Remove</button>
      </div>
      {problem && <p role="alert" className="list-problem">{problem}</p>}
    </li>
  );
}
