/**
 * The address's hash read as the router reads it, without React: start-up code that runs before
 * React's modules (app/start-prefetch.ts) reads it too.
 */

/** `hash` as `location.hash` holds it, read as the router reads it: without `#`, always starting with `/`, its query kept. */
export const targetOfHash = (hash: string): string => `/${hash.replace(/^#?\/?/, '')}`;
/** A target's path, its query left out: what the routes match. */
export const pathOf = (target: string): string => target.split('?')[0] ?? '/';
/** The path of the page at `hash` (query included, e.g. `#/browse?q=war` is `/browse`). */
export const pathOfHash = (hash: string): string => pathOf(targetOfHash(hash));
