/**
 * The game page's diary panel, as a slot the app fills (as tracking-slots.ts does for the library):
 * the games screens render it when it is there, and carry none of its code.
 */
import type { ComponentType } from 'react';
import { createStore, useStore } from './create-store';

export interface DiarySlot {
  Panel?: ComponentType<{ gameId: number; title: string }>;
}

export const diarySlotStore = createStore<DiarySlot>({});

export function useDiarySlot(): DiarySlot {
  return useStore(diarySlotStore);
}
