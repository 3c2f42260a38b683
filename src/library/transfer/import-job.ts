/**
 * An import's reading and matching, as the worker runs it (import.worker.ts): it reads the file,
 * refuses it with one message, or reports its progress and then every row's match. Only ids and
 * titles travel between the page and the worker, so neither side spends long copying.
 */
import { matchTitles, type RowMatch, type TitledGame } from './match-titles';
import { readImport } from './read-import';

/** The least time between two progress reports. */
const PROGRESS_GAP_MS = 150;

export interface ImportRequest {
  file: Blob;
  games: readonly TitledGame[];
}

export type ImportMessage =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; matches: RowMatch[] }
  | { kind: 'failed'; message: string };

export async function runImportJob({ file, games }: ImportRequest, post: (message: ImportMessage) => void): Promise<void> {
  const read = readImport(await file.text());
  if (!read.ok) {
    post({ kind: 'failed', message: read.message });
    return;
  }
  const total = read.rows.length;
  post({ kind: 'progress', done: 0, total });
  // A few reports a second are enough for a progress bar, and each one is work for the page.
  let reported = performance.now();
  const matches = matchTitles(read.rows, games, (done) => {
    if (performance.now() - reported < PROGRESS_GAP_MS) return;
    reported = performance.now();
    post({ kind: 'progress', done, total });
  });
  post({ kind: 'progress', done: total, total });
  post({ kind: 'done', matches });
}
