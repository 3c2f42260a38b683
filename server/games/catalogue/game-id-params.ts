import { echoed } from '../../../src/contract/echoed.js';
import { parseGameId } from '../../../src/contract/game-id.js';

export type GameIdResult = { ok: true; id: number } | { ok: false; message: string };

/** A game id (or a screenshot id, `what`) from a request, with the message a client sees when it is not one. */
export function readGameId(raw: string | undefined, what = 'Game id'): GameIdResult {
  if (raw === undefined || raw === '') return { ok: false, message: 'Parameter "id" is required: a positive whole number, like 452.' };
  const id = parseGameId(raw);
  if (id === undefined) {
    return { ok: false, message: `${what} "${echoed(raw)}" is not valid: use a positive whole number, like 452.` };
  }
  return { ok: true, id };
}

/** The `id` of `/api/game?id=N`: exactly one, and nothing else in the query. */
export function readGameIdQuery(params: URLSearchParams): GameIdResult {
  for (const name of new Set(params.keys())) {
    if (name !== 'id') return { ok: false, message: `Unknown parameter "${echoed(name)}": only id is accepted.` };
  }
  const values = params.getAll('id');
  if (values.length > 1) return { ok: false, message: 'Parameter "id" may be given only once.' };
  return readGameId(values[0]);
}
