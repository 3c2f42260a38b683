/**
 * The import's worker for jsdom, which has none: the same job (import-job.ts) run on a later task,
 * its messages delivered to `onmessage` until `terminate()`. Stub it with
 * `vi.stubGlobal('Worker', FakeImportWorker)`.
 */
import { runImportJob, type ImportMessage, type ImportRequest } from '../../../../src/library/transfer/import-job';

export class FakeImportWorker {
  static started = 0;
  static terminated = 0;
  /** True: the last message (the review, or a refusal) waits for release(), as a slow file's would. */
  static holdLast = false;
  private static held: (() => void)[] = [];

  /** Delivers the held last messages (to workers not terminated since). */
  static release(): void {
    for (const deliver of FakeImportWorker.held.splice(0)) deliver();
  }

  onmessage: ((event: MessageEvent<ImportMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private ended = false;

  constructor() {
    FakeImportWorker.started += 1;
  }

  postMessage(request: ImportRequest): void {
    setTimeout(() => {
      void runImportJob(request, (message) => {
        const deliver = () => !this.ended && this.onmessage?.(new MessageEvent('message', { data: message }));
        if (message.kind !== 'progress' && FakeImportWorker.holdLast) FakeImportWorker.held.push(deliver);
        else setTimeout(deliver, 0);
      });
    }, 0);
  }

  terminate(): void {
    if (!this.ended) FakeImportWorker.terminated += 1;
    this.ended = true;
  }
}
