/**
 * The parts other features add to the library's JSON export (the lists, the diary): each registers a
 * name and what to write under it, and the export adds every registered part beside its entries,
 * so features need not import each other.
 */
const parts = new Map<string, () => unknown>();

/** Adds `name` to the JSON export with what `get` answers at export time; returns the function that removes it. */
export function registerExportPart(name: string, get: () => unknown): () => void {
  parts.set(name, get);
  return () => {
    if (parts.get(name) === get) parts.delete(name);
  };
}

/** Every registered part, read now. */
export function exportParts(): Record<string, unknown> {
  return Object.fromEntries([...parts].map(([name, get]) => [name, get()]));
}
