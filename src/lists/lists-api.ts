/** The lists' calls to the server (docs/lists.md), through the app's one HTTP client. */
import { API_PATHS } from '../contract/api';
import { DEVICE_HEADER } from '../contract/live-events';
import { ListsBatchResponse, ListsPage, ShareAnswer, SharedList, type ListsOp, type ListsOpResult } from '../contract/lists';
import { HttpError, requestJson } from '../lib/http-client';

export interface ListsApi {
  pull(token: string, cursor: string | undefined, signal?: AbortSignal): Promise<ListsPage>;
  push(token: string, ops: readonly ListsOp[], signal?: AbortSignal): Promise<ListsOpResult[]>;
  /** A new share id for the list (replacing any), or null once revoked. */
  setShared(token: string, listId: string, shared: boolean): Promise<string | null>;
  openShared(token: string, shareId: string, signal?: AbortSignal): Promise<SharedList>;
}

export function createListsApi(device?: string): ListsApi {
  const headers = device ? { [DEVICE_HEADER]: device } : undefined;
  return {
    pull: async (token, cursor, signal) => {
      const url = cursor === undefined ? API_PATHS.lists : `${API_PATHS.lists}?since=${encodeURIComponent(cursor)}`;
      return (await requestJson(url, { token, signal, parse: ListsPage })).data;
    },
    push: async (token, ops, signal) => {
      const { data } = await requestJson(API_PATHS.listsBatch, { method: 'POST', body: { ops }, token, signal, headers, parse: ListsBatchResponse });
      if (data.results.length !== ops.length) throw new HttpError('The server answered a different number of changes than we sent. Please try again.', 'shape');
      return data.results;
    },
    setShared: async (token, listId, shared) => {
      const url = `${API_PATHS.lists}/${encodeURIComponent(listId)}/share`;
      return (await requestJson(url, { method: shared ? 'POST' : 'DELETE', token, headers, parse: ShareAnswer })).data.share_id;
    },
    openShared: async (token, shareId, signal) =>
      (await requestJson(`${API_PATHS.shared}/${encodeURIComponent(shareId)}`, { token, signal, parse: SharedList })).data,
  };
}
