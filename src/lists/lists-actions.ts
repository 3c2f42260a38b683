/**
 * What screens call to change the lists. Each resolves once the change is written to IndexedDB
 * with its outbox entry (it shows at once, online or not) and rejects with a message a person can
 * read when it is not allowed. Sharing needs the server: it says so when it cannot be reached.
 */
import { LIST_LIMITS, listDescriptionError, listNameError, type SharedList } from '../contract/lists';
import { HttpError } from '../lib/http-client';
import { addGames, deleteList, moveGame, putList, removeGame, restoreGame, setNote, systemClock, type ListFields } from './list-changes';
import type { SavedSharedList } from './lists-db';
import type { PortableList } from './lists-transfer';
import type { ListView } from './lists-state';
import { listsStore } from './lists-store';
import { loadListsEngine } from './start-lists';

function find(lists: readonly ListView[], listId: string): ListView {
  const view = lists.find((candidate) => candidate.list.list_id === listId);
  if (!view) throw new Error('This list is not on this device any more: it may have been removed on another device.');
  return view;
}

/** Checks a list's fields as the server will; the messages name each problem. */
export function listFieldErrors(fields: ListFields): string[] {
  return [listNameError(fields.name), listDescriptionError(fields.description)].filter((message): message is string => message !== undefined);
}

/** Makes a new list and answers its id. */
export async function createList(fields: ListFields): Promise<string> {
  const errors = listFieldErrors(fields);
  if (errors.length > 0) throw new Error(errors.join(' '));
  const engine = await loadListsEngine();
  const listId = crypto.randomUUID();
  await engine.change((lists) => {
    if (lists.length >= LIST_LIMITS.listsPerUser) throw new Error(`You have ${LIST_LIMITS.listsPerUser} lists, the most there can be: remove one to make another.`);
    return [putList(listId, fields, systemClock)];
  });
  return listId;
}

export async function editList(listId: string, fields: ListFields): Promise<void> {
  const errors = listFieldErrors(fields);
  if (errors.length > 0) throw new Error(errors.join(' '));
  await (await loadListsEngine()).change((lists) => (find(lists, listId), [putList(listId, fields, systemClock)]));
}

/** Removes a list; answers the Undo that brings it back with its games. */
export async function removeList(listId: string): Promise<() => Promise<void>> {
  const engine = await loadListsEngine();
  let fields: ListFields | undefined;
  await engine.change((lists) => {
    const { list } = find(lists, listId);
    fields = { name: list.name, description: list.description, ranked: list.ranked };
    return [deleteList(listId, systemClock)];
  });
  return async () => {
    if (fields) await engine.change(() => (fields ? [putList(listId, fields, systemClock)] : []));
  };
}

/** Adds games at the end of a list; answers how many were added and how many did not fit. */
export async function addToList(listId: string, gameIds: readonly number[]): Promise<{ added: number; skipped: number }> {
  let counts = { added: 0, skipped: 0 };
  await (await loadListsEngine()).change((lists) => {
    const made = addGames(find(lists, listId), gameIds, systemClock);
    counts = { added: made.added.length, skipped: made.skipped.length };
    return made.ops;
  });
  return counts;
}

/** Moves a game to a 0-based place in its list. */
export async function moveInList(listId: string, gameId: number, index: number): Promise<void> {
  await (await loadListsEngine()).change((lists) => moveGame(find(lists, listId), gameId, index, systemClock));
}

/** Removes a game from a list; answers the Undo that puts it back where it was, with its note. */
export async function removeFromList(listId: string, gameId: number): Promise<() => Promise<void>> {
  const engine = await loadListsEngine();
  let kept: { position: string; note: string } | undefined;
  await engine.change((lists) => {
    const item = find(lists, listId).items.find((candidate) => candidate.game_id === gameId);
    if (!item) return [];
    kept = { position: item.position, note: item.note };
    return [removeGame(listId, gameId, systemClock)];
  });
  return async () => {
    if (kept) await engine.change(() => (kept ? [restoreGame(listId, gameId, kept.position, kept.note, systemClock)] : []));
  };
}

export async function setItemNote(listId: string, gameId: number, note: string): Promise<void> {
  await (await loadListsEngine()).change((lists) => (find(lists, listId), [setNote(listId, gameId, note, systemClock)]));
}

function requireSession(engine: Awaited<ReturnType<typeof loadListsEngine>>) {
  const session = engine.session();
  if (!session) throw new Error('Sign in to share a list.');
  return session;
}

/** Shares the list by a new link (replacing any earlier one) or ends sharing; answers the share id or null. */
export async function setListShared(listId: string, shared: boolean): Promise<string | null> {
  const engine = await loadListsEngine();
  const session = requireSession(engine);
  // The list must be on the server first: a list made offline is sent before it is shared.
  await engine.sync();
  const shareId = await engine.api.setShared(session.token, listId, shared);
  await engine.sync();
  return shareId;
}

export type SharedOutcome = { kind: 'list'; saved: SavedSharedList; offline: boolean } | { kind: 'gone' } | { kind: 'error'; message: string };

/** A shared list from the server, kept for offline; the kept copy when the server cannot be reached. */
export async function openSharedList(shareId: string, signal?: AbortSignal): Promise<SharedOutcome> {
  const engine = await loadListsEngine();
  const session = requireSession(engine);
  try {
    const list: SharedList = await engine.api.openShared(session.token, shareId, signal);
    const saved = { list, savedAt: Date.now() };
    await engine.db.saveShared(session.userId, saved).catch(() => undefined);
    return { kind: 'list', saved, offline: false };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      await engine.db.forgetShared(session.userId, shareId).catch(() => undefined);
      return { kind: 'gone' };
    }
    const kept = error instanceof HttpError && (error.kind === 'network' || error.kind === 'offline-not-saved') ? await engine.db.loadShared(session.userId, shareId) : undefined;
    if (kept) return { kind: 'list', saved: kept, offline: true };
    return { kind: 'error', message: error instanceof Error ? error.message : 'The shared list could not be opened.' };
  }
}

/** Copies a shared list, games and notes, into a new list of one's own; answers its id. */
export async function copySharedList(shared: SharedList): Promise<string> {
  const listId = await createList({ name: shared.name.slice(0, LIST_LIMITS.nameMaxLength), description: shared.description, ranked: shared.ranked });
  await addToList(listId, shared.items.map((item) => item.game_id));
  const withNotes = shared.items.filter((item) => item.note !== '');
  for (const item of withNotes) await setItemNote(listId, item.game_id, item.note);
  return listId;
}

/**
 * Makes each imported list as a new list of one's own, in file order, while there is room for
 * lists; answers how many were made and how many did not fit.
 */
export async function importLists(lists: readonly PortableList[]): Promise<{ made: number; left: number }> {
  await loadListsEngine();
  const room = Math.max(0, LIST_LIMITS.listsPerUser - listsStore.get().lists.length);
  const taken = lists.slice(0, room);
  for (const list of taken) {
    const listId = await createList({ name: list.name, description: list.description, ranked: list.ranked });
    await addToList(listId, list.items.map((item) => item.game_id));
    for (const item of list.items.filter((candidate) => candidate.note !== '')) await setItemNote(listId, item.game_id, item.note);
  }
  return { made: taken.length, left: lists.length - taken.length };
}
