/** The largest id the games service can hand out: a signed 32-bit integer. */
export const MAX_GAME_ID = 2_147_483_647;

/**
 * A game id as the games service writes them: digits only, no leading zero, from 1 to
 * MAX_GAME_ID. Anything else ("007", "0", "-1", "1.5", "abc", "") is undefined, so the app,
 * the service worker and the server all agree on which ids exist.
 */
export function parseGameId(raw: string | null | undefined): number | undefined {
  if (raw === null || raw === undefined || !/^[1-9][0-9]{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_GAME_ID ? id : undefined;
}

/**
 * A game id from a JSON body, where it may be a number or a string; any other value (an object,
 * whose conversion to text could throw) is undefined.
 */
export function gameIdOf(value: unknown): number | undefined {
  return parseGameId(typeof value === 'number' ? String(value) : typeof value === 'string' ? value : undefined);
}
