/**
 * How long list pages show their spinner at least (one second by default, as the original app), from the build setting
 * VITE_LIST_SPINNER_MS: 0 turns it off; anything unreadable falls back to the default.
 */
const DEFAULT_LIST_SPINNER_MS = 1000;
/** A minute is already far too long to look at a spinner; larger values are a typo. */
const MAX_LIST_SPINNER_MS = 60_000;

/** Reads the setting: whole milliseconds from 0 to MAX_LIST_SPINNER_MS, else the default. */
export function parseSpinnerMs(raw: string | undefined): number {
  const text = raw?.trim();
  if (!text || !/^[0-9]+$/.test(text)) return DEFAULT_LIST_SPINNER_MS;
  const ms = Number(text);
  return ms <= MAX_LIST_SPINNER_MS ? ms : DEFAULT_LIST_SPINNER_MS;
}

/** The configured minimum spinner time, read when asked so tests can stub the environment. */
export function listSpinnerMs(): number {
  return parseSpinnerMs(import.meta.env.VITE_LIST_SPINNER_MS);
}
