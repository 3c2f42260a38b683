/** Starts the diary with the session and fills the game page's diary slot; main.tsx imports this chunk on its own, off the first route. */
import { lazy } from 'react';
import { startDiary } from '../diary/start-diary';
import { diarySlotStore } from '../lib/diary-slot';
import { libraryHost } from './library-host';

// The library's host is the session as any synced feature needs it.
startDiary(libraryHost);
diarySlotStore.set({ Panel: lazy(() => import('./GameDiary').then((module) => ({ default: module.GameDiary }))) });
