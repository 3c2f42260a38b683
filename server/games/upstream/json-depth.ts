/**
 * Whether JSON text nests arrays and objects at most `limit` deep. Checked before parsing, so a
 * hostile body such as `[[[[…` two hundred thousand deep never reaches the parser or the schema
 * (whose error formatting recurses and can overflow the stack). Brackets inside strings do not count.
 */
export function jsonDepthWithin(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return false;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return true;
}
