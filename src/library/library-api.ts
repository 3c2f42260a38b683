/** The library's two calls to the server, through the app's one HTTP client. */
import { API_PATHS, LibraryBatchResponse, LibraryPage, type LibraryOp, type LibraryOpResult } from '../contract';
import { DEVICE_HEADER } from '../contract/live-events';
import { HttpError, requestJson } from '../lib/http-client';

export interface LibraryApi {
  /** GET /user/library?since=CURSOR: changes since the cursor, or every live entry without one. */
  pull(token: string, cursor: string | undefined, signal?: AbortSignal): Promise<LibraryPage>;
  /** POST /user/library/batch: one result per op, in order. */
  push(token: string, ops: readonly LibraryOp[], signal?: AbortSignal): Promise<LibraryOpResult[]>;
}

/** `device`: this app's id, sent on writes so the server's live channel does not echo them back to it. */
export function createLibraryApi(device?: string): LibraryApi {
  const headers = device ? { [DEVICE_HEADER]: device } : undefined;
  return {
    pull: async (token, cursor, signal) => {
      const url = cursor === undefined ? API_PATHS.library : `${API_PATHS.library}?since=${encodeURIComponent(cursor)}`;
      return (await requestJson(url, { token, signal, parse: LibraryPage })).data;
    },
    push: async (token, ops, signal) => {
      const { data } = await requestJson(API_PATHS.libraryBatch, { method: 'POST', body: { ops }, token, signal, headers, parse: LibraryBatchResponse });
      if (data.results.length !== ops.length) {
        throw new HttpError('The server answered a different number of changes than we sent. Please try again.', 'shape');
      }
      return data.results;
    },
  };
}
