/**
 * Reads a status as other trackers write it (Backloggd, Grouvee, a spreadsheet): our own words and
 * slugs, and their shelves. Grouvee writes its shelves as JSON ({"Played": {...}}), so the first
 * known word anywhere in the cell wins.
 */
import { LIBRARY_STATUSES, STATUS_LABELS, type LibraryStatus } from '../../contract';

const WORDS: Readonly<Record<string, LibraryStatus>> = {
  ...Object.fromEntries(LIBRARY_STATUSES.map((status) => [status, status])),
  ...Object.fromEntries(LIBRARY_STATUSES.map((status) => [STATUS_LABELS[status].toLowerCase(), status])),
  wishlist: 'want',
  'wish list': 'want',
  backlog: 'want',
  'want to play': 'want',
  'plan to play': 'want',
  'currently playing': 'playing',
  'in progress': 'playing',
  completed: 'played',
  finished: 'played',
  beaten: 'played',
  mastered: 'played',
  retired: 'played',
  abandoned: 'dropped',
  shelved: 'dropped',
};

// Longest words first, so "want to play" is not read as "playing"-less "play".
const PATTERN = new RegExp(
  `(?<![a-z])(${Object.keys(WORDS)
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/ /g, '[ _-]?'))
    .join('|')})(?![a-z])`,
  'i',
);

/** The status a cell names, or undefined when it names none we know. */
export function readStatusWord(cell: string): LibraryStatus | undefined {
  const found = PATTERN.exec(cell.trim());
  if (!found?.[1]) return undefined;
  const word = found[1].toLowerCase().replace(/[_-]/g, ' ').replace(/\s+/g, ' ');
  return WORDS[word] ?? WORDS[word.replace(/ /g, '')];
}

/** The words the message for an unknown status lists. */
export const KNOWN_STATUS_WORDS = [...LIBRARY_STATUSES.map((status) => STATUS_LABELS[status]), 'Wishlist', 'Backlog', 'Completed', 'Abandoned', 'Shelved'];
