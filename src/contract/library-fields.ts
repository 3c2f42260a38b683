/**
 * The fields of a library entry that merge one by one (docs/decisions.md, "Per-field merge"): each
 * has its own change time, named here, and wins or loses on it alone. A field added later goes in
 * this list, and the merge, the server's columns and the app follow it.
 */
import type { LibraryStatus } from './library-statuses.js';

export const LIBRARY_FIELDS = ['status', 'rating', 'note'] as const;
export type LibraryField = (typeof LIBRARY_FIELDS)[number];

/** Each field's value. `status` is null only on a tombstone of a game that never had one. */
export interface LibraryFieldValues {
  status: LibraryStatus | null;
  rating: number | null;
  note: string;
}

/** The entry's (and a PUT's) key for when each field last changed. */
export const FIELD_TIME = {
  status: 'status_updated_at',
  rating: 'rating_updated_at',
  note: 'note_updated_at',
} as const satisfies Record<LibraryField, `${LibraryField}_updated_at`>;

/** What a removal leaves in each field: the status stays (what the game was), the person's rating and note go. */
export const FIELD_AFTER_REMOVAL: { [F in LibraryField]: (value: LibraryFieldValues[F]) => LibraryFieldValues[F] } = {
  status: (status) => status,
  rating: () => null,
  note: () => '',
};

/** The words a person sees for a field ("Rating changed on another device"). */
export const FIELD_LABELS: Readonly<Record<LibraryField, string>> = { status: 'Status', rating: 'Rating', note: 'Note' };
