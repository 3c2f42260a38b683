/**
 * The library's statuses and the words a person sees for them, apart from the schemas in
 * library.ts: the cards on the first route need only these few bytes.
 */
export const LIBRARY_STATUSES = ['want', 'playing', 'played', 'dropped', 'ignored'] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];

/** The statuses a person tracks a game with (My Games' tabs); `ignored` is Pick for me's Not interested. */
export const TRACKED_STATUSES = ['want', 'playing', 'played', 'dropped'] as const satisfies readonly LibraryStatus[];

/** The words a person sees, exactly. */
export const STATUS_LABELS: Readonly<Record<LibraryStatus, string>> = {
  want: 'Want to try',
  playing: 'Playing',
  played: 'Played',
  dropped: 'Dropped',
  ignored: 'Not interested',
};
