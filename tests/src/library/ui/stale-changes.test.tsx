import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LibraryEntry } from '../../../../src/contract';
import { libraryStore, resetLibraryStore, type SyncStatus } from '../../../../src/library/library-store';
import { toLocalEntry, type GameRecord } from '../../../../src/library/local-entry';
import { StaleChanges } from '../../../../src/library/my-games/StaleChanges';
import { STALE_AFTER_MS, staleChangeCount } from '../../../../src/library/my-games/stale-changes';
import { publishRecords, publishSync } from '../../../../src/library/publish';
import { SYNC_MESSAGES } from '../../../../src/library/sync-status';

const NOW = Date.UTC(2026, 10, 27, 12);
const HOUR = 60 * 60 * 1000;

function record(gameId: number, options: { queuedAt?: number; pending?: boolean; deleted?: boolean; updatedAt?: number }): GameRecord {
  const updated_at = options.updatedAt ?? NOW - 3 * 24 * HOUR;
  const entry: LibraryEntry = { game_id: gameId, status: 'playing', rating: null, note: '', created_at: updated_at, updated_at, deleted: options.deleted ?? false };
  const pending = options.pending ?? true;
  return { entry, changedElsewhere: false, ...(pending ? { opId: `op-${gameId}`, queuedAt: options.queuedAt } : {}) };
}

function sync(status: Partial<SyncStatus>): SyncStatus {
  const full: SyncStatus = { state: 'local', pending: 0, retry: vi.fn(), ...status };
  publishSync(full);
  return full;
}

afterEach(() => resetLibraryStore());

describe('changes waiting more than a day', () => {
  it('counts the games whose waiting change was made here more than a day ago, removals included', () => {
    const entries = [
      record(1, { queuedAt: NOW - 25 * HOUR }),
      record(2, { queuedAt: NOW - 25 * HOUR, deleted: true }),
      record(3, { queuedAt: NOW - 23 * HOUR }),
      record(4, { pending: false }),
      // Stored before the queue time was kept: counted from its last change.
      record(5, { updatedAt: NOW - 2 * 24 * HOUR }),
    ].map(toLocalEntry);
    expect(staleChangeCount(entries, NOW)).toBe(3);
    expect(staleChangeCount(entries, NOW - STALE_AFTER_MS)).toBe(0);
  });

  it('says how many changes wait, why, and sends them on Retry', async () => {
    publishRecords([record(1, { queuedAt: NOW - 30 * HOUR }), record(2, { queuedAt: NOW - 26 * HOUR, deleted: true }), record(3, { queuedAt: NOW - HOUR })]);
    const status = sync({ state: 'offline', pending: 3, message: SYNC_MESSAGES.unreachable(3) });
    render(<StaleChanges now={() => NOW} />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('2 changes made on this device more than a day ago have not reached the server yet.');
    expect(notice).toHaveTextContent("Can't reach Freeplay right now. 3 changes are saved on this device and will sync when it's back.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(status.retry).toHaveBeenCalledOnce();
  });

  it('says nothing while every waiting change is less than a day old, or none waits', () => {
    publishRecords([record(1, { queuedAt: NOW - 23 * HOUR }), record(2, { pending: false })]);
    sync({ state: 'local', pending: 1 });
    const { container } = render(<StaleChanges now={() => NOW} />);
    expect(container).toBeEmptyDOMElement();
    expect(libraryStore.get().byId.size).toBe(2);
  });
});
