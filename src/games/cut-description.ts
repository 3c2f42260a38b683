/**
 * The detail page shows the description's first 636 characters, cut by characters
 * (never inside a surrogate pair), with an ellipsis when cut and its paragraphs kept.
 */
import { toParagraphs } from './text-format';

const DESCRIPTION_LIMIT = 636;
const ELLIPSIS = '…';

export interface CutDescription {
  paragraphs: string[];
  cut: boolean;
}

/** A line break counts as one character, whether upstream sent "\n" or "\r\n". */
export function cutDescription(description: string, limit = DESCRIPTION_LIMIT): CutDescription {
  const characters = Array.from(description.replace(/\r\n?/g, '\n').trim());
  if (characters.length <= limit) return { paragraphs: toParagraphs(characters.join('')), cut: false };
  const paragraphs = toParagraphs(characters.slice(0, limit).join(''));
  const last = paragraphs.length - 1;
  const lastParagraph = paragraphs[last];
  if (lastParagraph !== undefined) paragraphs[last] = `${lastParagraph.trimEnd()}${ELLIPSIS}`;
  return { paragraphs, cut: true };
}
