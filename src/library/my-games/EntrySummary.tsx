/** Under a My Games card's title: the person's rating as stars ("Rated 4 of 5") and the start of their note. */
import { LIBRARY_LIMITS } from '../../contract';

/** A note's excerpt holds at most this many characters, cut at a word. */
const NOTE_EXCERPT_LENGTH = 80;

/** The note on one line, cut at the last whole word within NOTE_EXCERPT_LENGTH, with "…" when cut. */
function noteExcerpt(note: string): string {
  const line = note.replace(/\s+/g, ' ').trim();
  if (line.length <= NOTE_EXCERPT_LENGTH) return line;
  const cut = line.slice(0, NOTE_EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > NOTE_EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function EntrySummary({ rating, note }: { rating: number | null; note: string }) {
  const excerpt = noteExcerpt(note);
  if (rating === null && !excerpt) return null;
  const { max } = LIBRARY_LIMITS.rating;
  return (
    <>
      {rating !== null && (
        <span className="entry-stars" role="img" aria-label={`Rated ${rating} of ${max}`}>
          {'★'.repeat(rating)}
          <span className="entry-stars-empty">{'☆'.repeat(Math.max(0, max - rating))}</span>
        </span>
      )}
      {excerpt && <span className="entry-note">{excerpt}</span>}
    </>
  );
}
