/** What the person sees of sync, worked out from what the engine knows (pure, so it is tested alone). */
import { HttpError } from '../lib/http-client';
import type { SyncState } from './library-store';

/** Why the last pass did not finish: no network or server, a refused session, the write limit, or another failure. */
export interface SyncProblem {
  kind: 'offline' | 'unauthorized' | 'throttled' | 'error';
  message: string;
}

export interface SyncFacts {
  signedIn: boolean;
  ready: boolean;
  running: boolean;
  online: boolean;
  pending: number;
  problem?: SyncProblem;
}

export const SYNC_MESSAGES = {
  offline: (pending: number) =>
    pending === 1
      ? "You're offline. 1 change is saved on this device and will sync when you're back online."
      : `You're offline. ${pending} changes are saved on this device and will sync when you're back online.`,
  unreachable: (pending: number) =>
    pending === 0
      ? "Can't reach Freeplay right now."
      : `Can't reach Freeplay right now. ${pending === 1 ? '1 change is' : `${pending} changes are`} saved on this device and will sync when it's back.`,
  unauthorized: 'Your session has ended. Sign in again to sync the changes saved on this device; they are kept until then.',
  storage: "Couldn't read or write your library on this device. Your browser may be out of space or blocking storage.",
  refused: (reason: string) => `A change couldn't be saved on the server: ${reason}`,
};

/** The problem a failed pass leaves; undefined for a cancelled one. */
export function problemFrom(error: unknown): SyncProblem | undefined {
  if (!(error instanceof HttpError)) return { kind: 'error', message: SYNC_MESSAGES.storage };
  if (error.kind === 'aborted') return undefined;
  if (error.status === 401) return { kind: 'unauthorized', message: SYNC_MESSAGES.unauthorized };
  if (error.kind === 'network') return { kind: 'offline', message: SYNC_MESSAGES.unreachable(0) };
  // Past the per-user write limit (a long outbox): not a failure, the rest goes out a little later.
  if (error.status === 429) return { kind: 'throttled', message: error.message };
  return { kind: 'error', message: error.message };
}

/** How long the server asked us to wait before the next attempt, when it did. */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof HttpError ? error.retryAfterMs : undefined;
}

export function describeSync(facts: SyncFacts): { state: SyncState; message?: string } {
  const { problem, pending } = facts;
  if (!facts.signedIn) return { state: 'signed-out', message: problem?.kind === 'unauthorized' ? problem.message : undefined };
  if (facts.running || !facts.ready) return { state: 'syncing' };
  // Offline is not an error: the changes are safe here and go out by themselves later.
  if (!facts.online) return { state: 'offline', message: pending > 0 ? SYNC_MESSAGES.offline(pending) : undefined };
  // The count is today's, not the failed pass's: changes made since then wait too.
  if (problem?.kind === 'offline') return { state: 'offline', message: SYNC_MESSAGES.unreachable(pending) };
  if (problem?.kind === 'throttled') return { state: 'local', message: problem.message };
  if (problem) return { state: 'error', message: problem.message };
  return { state: pending > 0 ? 'local' : 'synced' };
}
