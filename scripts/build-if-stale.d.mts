// The types of build-if-stale.mjs, for the TypeScript that shares its list of sources (the test suites' build).
export function newestSourceTime(root: string): number;
export function staleReason(root: string): string | undefined;
