// An engine over fake-indexeddb and the in-memory server, with a session and network the test controls.
import 'fake-indexeddb/auto';
import { createLibraryDb } from '../../../src/library/library-db';
import type { LibraryHost, LibrarySession } from '../../../src/library/sync-engine';
import { createSyncEngine, type EngineDeps } from '../../../src/library/sync-engine';
import { createFakeLibraryServer } from './fake-library-server';

let databases = 0;

export function engineHarness(options: { server?: ReturnType<typeof createFakeLibraryServer>; dbName?: string; deps?: Partial<EngineDeps> } = {}) {
  const server = options.server ?? createFakeLibraryServer();
  const db = createLibraryDb(options.dbName ?? `freeplay-library-test-${++databases}`);
  let session: LibrarySession | null = null;
  const listeners = new Set<() => void>();
  const unauthorized: string[] = [];
  const net = { online: true };
  let clock = 1_000;
  let ops = 0;
  const host: LibraryHost = {
    getSession: () => session,
    subscribeSession: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    onUnauthorized: (token) => void unauthorized.push(token),
  };
  const signIn = (userId: string, token = `token-${userId}`) => {
    server.addUser(token, userId);
    session = { token, userId };
    for (const listener of listeners) listener();
  };
  const signOut = () => {
    session = null;
    for (const listener of listeners) listener();
  };
  const engine = createSyncEngine(host, {
    db,
    api: server.api,
    now: () => (clock += 10),
    newOpId: () => `op-${++ops}`,
    online: () => net.online,
    // No live channel unless a test brings one: jsdom has no server to stream from.
    live: () => ({ connect: () => undefined, disconnect: () => undefined }),
    ...options.deps,
  });
  return { engine, server, db, net, signIn, signOut, unauthorized };
}
