/**
 * A small RFC 4180 reader for imported files (the library's, the diary's sessions): commas, double-quoted fields with "" inside,
 * line breaks inside quotes, CRLF or LF, a leading byte-order mark. Each row keeps the line it
 * starts on, so a problem can name it. Written here (about 60 lines) rather than taken from a
 * parser package; the library and the lists import with it.
 */
interface CsvRow {
  /** 1-based line of the file where the row starts. */
  line: number;
  fields: string[];
}

/** `truncated`: the text holds more rows than `maxRows`, and reading stopped there. */
export type CsvResult = { ok: true; rows: CsvRow[]; truncated: boolean } | { ok: false; line: number; message: string };

/** Reads at most `maxRows` rows (blank lines not counted), so a huge file stops early. */
export function parseCsv(text: string, maxRows = Infinity): CsvResult {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  // True once the current field was quoted: "" is then a field, not the start of one.
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let at = 0;
  const endField = () => {
    fields.push(field);
    field = '';
    quoted = false;
  };
  const endRow = () => {
    endField();
    // A blank line is not a row.
    if (fields.length > 1 || fields[0] !== '') rows.push({ line: rowLine, fields });
    fields = [];
  };
  while (at < source.length) {
    if (rows.length > maxRows) return { ok: true, rows: rows.slice(0, maxRows), truncated: true };
    const char = source[at];
    if (char === '"' && field === '' && !quoted) {
      const quoteLine = line;
      quoted = true;
      at += 1;
      for (;;) {
        if (at >= source.length) return { ok: false, line: quoteLine, message: 'a quoted field is never closed (a " is missing).' };
        const inner = source[at] as string;
        at += 1;
        if (inner === '"') {
          if (source[at] !== '"') break;
          at += 1;
        } else if (inner === '\n') {
          line += 1;
        }
        field += inner;
      }
      const next = source[at];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        return { ok: false, line, message: 'text follows a closing quote; a " inside a quoted field is written "".' };
      }
      continue;
    }
    if (char === ',') {
      endField();
    } else if (char === '\n' || char === '\r') {
      endRow();
      if (char === '\r' && source[at + 1] === '\n') at += 1;
      line += 1;
      rowLine = line;
    } else {
      field += char;
    }
    at += 1;
  }
  if (field !== '' || quoted || fields.length > 0) endRow();
  return rows.length > maxRows ? { ok: true, rows: rows.slice(0, maxRows), truncated: true } : { ok: true, rows, truncated: false };
}
