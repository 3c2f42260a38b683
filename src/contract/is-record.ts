/** A JSON object: not null, not an array. One check for every reader of bodies, files and answers. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
