/**
 * Starts an import's reading and matching in a worker, so no file, however large, holds up the
 * page; a file over the size limit is refused at once, before it is read. Cancel ends the worker.
 */
import { formatBytes } from '../../contract';
import type { ImportMessage } from './import-job';
import type { TitledGame } from './match-titles';
import { IMPORT_LIMITS } from './read-import';
import { formatCount } from '../../contract/format-count';

export interface ImportRun {
  cancel(): void;
}

/** The message for a file over the size limit, or undefined when its size is fine. */
export function sizeProblem(file: Blob): string | undefined {
  if (file.size <= IMPORT_LIMITS.maxBytes) return undefined;
  return `It is ${formatBytes(file.size)}, and an import can be at most ${formatBytes(IMPORT_LIMITS.maxBytes)} (a full library of ${formatCount(IMPORT_LIMITS.maxRows)} games fits in less).`;
}

export function startImport(file: Blob, games: readonly TitledGame[], onMessage: (message: ImportMessage) => void): ImportRun {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
  let finished = false;
  const end = () => {
    finished = true;
    worker.terminate();
  };
  worker.onmessage = (event: MessageEvent<ImportMessage>) => {
    if (finished) return;
    if (event.data.kind !== 'progress') end();
    onMessage(event.data);
  };
  worker.onerror = (event) => {
    if (finished) return;
    end();
    event.preventDefault();
    onMessage({ kind: 'failed', message: 'The file could not be read: this browser stopped the import.' });
  };
  worker.postMessage({ file, games: games.map(({ id, title }) => ({ id, title })) });
  return { cancel: end };
}
