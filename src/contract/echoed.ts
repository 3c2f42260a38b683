/**
 * How much of a client's own text an error message repeats back: parameter names and values are
 * cut at 64 characters (code points), so an answer or a log line cannot be made to grow with what
 * a request sends. The app's route table, the server's queries and its routes all cut here.
 */
const ECHOED_CHARS = 64;

export function echoed(text: string): string {
  const chars = Array.from(text);
  return chars.length > ECHOED_CHARS ? `${chars.slice(0, ECHOED_CHARS).join('')}…` : text;
}
