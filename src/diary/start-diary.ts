/**
 * Starts the diary's sync with the session, as a chunk of its own loaded after the first paint,
 * so the first route carries none of it. The app passes in the session (features do not import each other).
 */
import type { DiaryEngine, DiaryHost } from './diary-engine';

let host: DiaryHost | undefined;
let engine: Promise<DiaryEngine> | undefined;

export function startDiary(appHost: DiaryHost): void {
  host = appHost;
  void loadDiaryEngine().catch(() => undefined);
}

/** Whether the app has started the diary: until then, nothing of it waits to sync. */
export const diaryStarted = (): boolean => host !== undefined;

/** The engine, loading it now if need be. */
export function loadDiaryEngine(): Promise<DiaryEngine> {
  const current = host;
  if (!current) return Promise.reject(new Error('The diary has not been started.'));
  engine ??= import('./diary-engine').then((module) => module.createDiaryEngine(current));
  return engine;
}
