/** The import's worker: reads and matches a file off the page's thread (import-job.ts). */
import { runImportJob, type ImportMessage, type ImportRequest } from './import-job';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ImportRequest>) => void) | null;
  postMessage(message: ImportMessage): void;
};

scope.onmessage = (event) => {
  runImportJob(event.data, (message) => scope.postMessage(message)).catch((error: unknown) =>
    scope.postMessage({ kind: 'failed', message: `The file could not be read (${error instanceof Error ? error.message : String(error)}).` }),
  );
};
