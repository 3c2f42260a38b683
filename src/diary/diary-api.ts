/** The diary's two calls to the server, through the app's one HTTP client. */
import { API_PATHS } from '../contract/api';
import { DiaryBatchResponse, DiaryPage, type DiaryOp, type DiaryOpResult } from '../contract/diary';
import { HttpError, requestJson } from '../lib/http-client';

export interface DiaryApi {
  /** GET /user/diary?since=CURSOR: one page of changes since the cursor, or of every live entry. */
  pull(token: string, cursor: string | undefined): Promise<DiaryPage>;
  /** POST /user/diary/batch: one result per op, in order. */
  push(token: string, ops: readonly DiaryOp[]): Promise<DiaryOpResult[]>;
}

export function createDiaryApi(): DiaryApi {
  return {
    pull: async (token, cursor) => {
      const url = cursor === undefined ? API_PATHS.diary : `${API_PATHS.diary}?since=${encodeURIComponent(cursor)}`;
      return (await requestJson(url, { token, parse: DiaryPage })).data;
    },
    push: async (token, ops) => {
      const { data } = await requestJson(API_PATHS.diaryBatch, { method: 'POST', body: { ops }, token, parse: DiaryBatchResponse });
      if (data.results.length !== ops.length) throw new HttpError('The server answered a different number of changes than we sent. Please try again.', 'shape');
      return data.results;
    },
  };
}
