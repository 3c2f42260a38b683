/**
 * #/shared/{shareId}: a list someone shared, read-only, with their first name. "Copy to my lists"
 * makes it one's own; "Add all to Want to try" tracks the games not tracked yet, with Undo. A list
 * opened once stays readable offline, marked with its age; a revoked link says so and nothing more.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { NOT_SHARED_MESSAGE } from '../../contract/lists';
import { gameDetailPath, listPath, PATHS } from '../../contract/routes';
import { formatAge } from '../../lib/format-age';
import { useTrackingSlots } from '../../lib/tracking-slots';
import { useDocumentTitle } from '../../lib/use-document-title';
import { copySharedList, openSharedList, type SharedOutcome } from '../lists-actions';
import { offerUndo } from '../lists-undo';
import { ListsUndo } from './ListsUndo';
import { titleOf, type GameTitles } from './ListPage';
import './lists.css';

/** Tracks these games as Want to try; answers the Undo that takes them out again. */
export type AddAllToWant = (gameIds: readonly number[]) => Promise<() => Promise<void>>;

export function SharedListPage({ shareId, titles, addAllToWant }: { shareId: string; titles: GameTitles; addAllToWant: AddAllToWant }) {
  const [opened, setOpened] = useState<{ outcome: SharedOutcome; at: number } | undefined>();
  const outcome = opened?.outcome;
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const { statuses } = useTrackingSlots();
  const [, navigate] = useLocation();
  useDocumentTitle(outcome?.kind === 'list' ? outcome.saved.list.name : 'Shared list');

  useEffect(() => {
    const controller = new AbortController();
    const show = (shown: SharedOutcome) => setOpened({ outcome: shown, at: Date.now() });
    openSharedList(shareId, controller.signal).then(show, (error: unknown) => show({ kind: 'error', message: error instanceof Error ? error.message : String(error) }));
    return () => controller.abort();
  }, [shareId]);

  if (!outcome) return <p aria-busy="true">Opening the shared list…</p>;
  if (outcome.kind === 'gone') {
    return (
      <section className="lists-page">
        <h1>{NOT_SHARED_MESSAGE}</h1>
        <p>Whoever shared it has stopped sharing it, or the link is not complete. <Link href={PATHS.lists}>Your lists</Link></p>
      </section>
    );
  }
  if (outcome.kind === 'error') {
    return (
      <section className="lists-page">
        <h1>Shared list</h1>
        <p role="alert">{outcome.message}</p>
      </section>
    );
  }
  const { list, savedAt } = outcome.saved;
  const untracked = list.items.filter((item) => !statuses.has(item.game_id)).map((item) => item.game_id);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage('');
    try {
      await work();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const copy = () => run(async () => navigate(listPath(await copySharedList(list))));
  const addAll = () =>
    run(async () => {
      const count = untracked.length;
      const undo = await addAllToWant(untracked);
      offerUndo({ message: `Added ${count === 1 ? '1 game' : `${count} games`} to Want to try.`, undo });
    });

  return (
    <section className="lists-page" aria-labelledby="shared-heading">
      <h1 id="shared-heading">{list.name}</h1>
      <p>Shared by {list.owner_first_name}. Read-only.</p>
      {outcome.offline && <p className="shared-age" role="status">Offline: this is the copy kept on this device, opened {formatAge(savedAt, opened?.at ?? savedAt)}.</p>}
      {list.description && <p className="list-description">{list.description}</p>}
      <div className="list-item-actions">
        <button type="button" disabled={busy} onClick={() => void copy()}>Copy to my lists</button>
        <button type="button" className="outline" disabled={busy || untracked.length === 0} onClick={() => void addAll()}>
          Add all to Want to try
        </button>
        <small>{untracked.length === list.items.length ? '' : `${list.items.length - untracked.length} already tracked, skipped.`}</small>
      </div>
      {message && <p role="alert" className="list-problem">{message}</p>}
      {list.items.length === 0 ? (
        <p>This list has no games yet.</p>
      ) : (
        <ol className={list.ranked ? 'list-items ranked' : 'list-items'} aria-label={`Games in ${list.name}`}>
          {list.items.map((item, index) => (
            <li key={item.game_id} className="list-item">
              <div className="list-item-head">
                {list.ranked && <span className="list-rank">{index + 1}</span>}
                <Link href={gameDetailPath(item.game_id)}>{titleOf(titles, item.game_id)}</Link>
              </div>
              {item.note && <p>{item.note}</p>}
            </li>
          ))}
        </ol>
      )}
      <ListsUndo />
    </section>
  );
}
