export type GameIdResult = { ok: true; id: number } | { ok: false; message: string };

const MAX_ID = 2_147_483_647;

/** A game id as the service uses them: a positive whole number, written plainly. */
export function parseGameId(raw: string | undefined): GameIdResult {
  if (raw === undefined || raw === '') return { ok: false, message: 'Parameter "id" is required: a positive whole number, like 452.' };
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > MAX_ID) {
    const shown = raw.length > 20 ? `${raw.slice(0, 20)}…` : raw;
    return { ok: false, message: `Game id "${shown}" is not valid: use a positive whole number, like 452.` };
  }
  return { ok: true, id: Number(raw) };
}

/** The `id` of `/api/game?id=N`: exactly one, and nothing else in the query. */
export function parseGameIdQuery(params: URLSearchParams): GameIdResult {
  for (const name of new Set(params.keys())) {
    if (name !== 'id') return { ok: false, message: `Unknown parameter "${name.slice(0, 40)}": only id is accepted.` };
  }
  const values = params.getAll('id');
  if (values.length > 1) return { ok: false, message: 'Parameter "id" may be given only once.' };
  return parseGameId(values[0]);
}
