import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LibraryEntry } from '../../../src/contract';
import { resetLibraryStore } from '../../../src/library/library-store';
import { publishRecords, publishSync } from '../../../src/library/publish';
import { useLibraryEntries, useLibraryEntry, useLibraryReady, useSyncStatus } from '../../../src/library/use-library';

const entry = (game_id: number, updated_at: number, deleted = false): LibraryEntry => ({
  game_id, status: 'playing', rating: null, note: '', created_at: 1, updated_at, deleted,
});

afterEach(() => resetLibraryStore());

describe('the library hooks', () => {
  it('are empty and not ready before the stored library is read', () => {
    expect(renderHook(() => useLibraryReady()).result.current).toBe(false);
    expect(renderHook(() => useLibraryEntries()).result.current).toEqual([]);
    expect(renderHook(() => useSyncStatus()).result.current.state).toBe('signed-out');
  });

  it('list live entries most recently changed first, without tombstones, and mark pending ones', () => {
    const list = renderHook(() => useLibraryEntries());
    act(() => publishRecords([
      { entry: entry(1, 10), changedElsewhere: false },
      { entry: entry(2, 30), opId: 'op', changedElsewhere: false },
      { entry: entry(3, 20, true), changedElsewhere: false },
    ]));
    expect(list.result.current.map((item) => [item.game_id, item.pending])).toEqual([[2, true], [1, false]]);
  });

  it('give one game, undefined once removed, and keep its identity while another game changes', () => {
    const one = { entry: entry(1, 10), changedElsewhere: true };
    const hook = renderHook(() => useLibraryEntry(1));
    act(() => publishRecords([one]));
    const first = hook.result.current;
    expect(first).toMatchObject({ game_id: 1, changedElsewhere: true, pending: false });
    act(() => publishRecords([one, { entry: entry(2, 5), changedElsewhere: false }]));
    expect(hook.result.current).toBe(first);
    act(() => publishRecords([{ entry: entry(1, 11, true), changedElsewhere: false }]));
    expect(hook.result.current).toBeUndefined();
  });

  it('follow the sync status', () => {
    const hook = renderHook(() => useSyncStatus());
    act(() => publishSync({ state: 'error', pending: 3, message: "Couldn't sync", retry: () => undefined }));
    expect(hook.result.current).toMatchObject({ state: 'error', pending: 3, message: "Couldn't sync" });
  });
});
