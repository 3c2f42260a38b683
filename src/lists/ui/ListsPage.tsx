/** #/lists: the person's lists, newest first, and a form to make one. */
import { Link, useLocation } from 'wouter';
import { LIST_LIMITS } from '../../contract/lists';
import { listPath } from '../../contract/routes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { createList } from '../lists-actions';
import { useLists } from '../lists-store';
import { ListForm } from './ListForm';
import { ListsSyncLine } from './ListsSyncLine';
import { ListsUndo } from './ListsUndo';
import { ListsTransfer } from './ListsTransfer';
import type { GameTitles } from './ListPage';
import './lists.css';

export function ListsPage({ titles }: { titles: GameTitles }) {
  useDocumentTitle('Your lists');
  const { ready, lists } = useLists();
  const [, navigate] = useLocation();
  return (
    <section className="lists-page" aria-labelledby="lists-heading">
      <h1 id="lists-heading">Your lists</h1>
      <ListsSyncLine />
      {!ready ? (
        <p aria-busy="true">Loading your lists…</p>
      ) : lists.length === 0 ? (
        <p>No lists yet. Make one below, then add games from a card&apos;s Track menu, a game&apos;s page or Browse.</p>
      ) : (
        <ul className="lists-index">
          {lists.map(({ list, items }) => (
            <li key={list.list_id}>
              <Link href={listPath(list.list_id)}>{list.name}</Link>{' '}
              <small>{items.length === 1 ? '1 game' : `${items.length} games`}{list.ranked ? ', ranked' : ''}{list.share_id ? ', shared' : ''}</small>
            </li>
          ))}
        </ul>
      )}
      <h2>New list</h2>
      {lists.length >= LIST_LIMITS.listsPerUser ? (
        <p>You have {LIST_LIMITS.listsPerUser} lists, the most there can be: remove one to make another.</p>
      ) : (
        <ListForm submitLabel="Create list" onSubmit={async (fields) => navigate(listPath(await createList(fields)))} />
      )}
      <ListsTransfer titles={titles} />
      <ListsUndo />
    </section>
  );
}
