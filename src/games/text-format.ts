/**
 * Upstream text carries Windows line breaks (docs/games-service.md quirk 4): these helpers turn it into
 * paragraphs and lines so no literal "\r\n" ever reaches the screen.
 */

/** Paragraphs separated by blank lines; single breaks inside a paragraph become spaces. */
export function toParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map(toSingleLine)
    .filter((paragraph) => paragraph.length > 0);
}

/** One line: every run of line breaks (and the spaces around them) becomes one space. */
export function toSingleLine(text: string): string {
  return text.replace(/[ \t]*[\r\n]+[ \t]*/g, ' ').trim();
}
