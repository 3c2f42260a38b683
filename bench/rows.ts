/** The table's rows: one check each, with its target, the measured figure, PASS or MISS, and context. */
import { round } from './stats.js';

export interface Row {
  group: string;
  check: string;
  target: string;
  measured: string;
  pass: boolean;
  detail: string;
}

/** A check that could not be measured: MISS, with the reason in the detail. */
export function notMeasured(group: string, check: string, target: string, error: unknown): Row {
  const reason = error instanceof Error ? error.message : String(error);
  return { group, check, target, measured: 'not measured', pass: false, detail: reason.split('\n')[0]?.slice(0, 200) ?? '' };
}

export function ms(value: number): string {
  return `${Math.round(value)} ms`;
}

export function mb(bytes: number): string {
  return `${round(bytes / (1024 * 1024))} MB`;
}


/** The table as fixed-width text, with the detail of each row beneath it. */
export function formatTable(rows: readonly Row[]): string {
  const headers = ['Check', 'Target', 'Measured', 'Result'];
  const cells = rows.map((row) => [`${row.group}: ${row.check}`, row.target, row.measured, row.pass ? 'PASS' : 'MISS']);
  const widths = headers.map((header, column) => Math.max(header.length, ...cells.map((line) => (line[column] ?? '').length)));
  const line = (values: readonly string[]) => values.map((value, column) => value.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  const out = [line(headers), widths.map((width) => '-'.repeat(width)).join('  ')];
  rows.forEach((row, index) => {
    out.push(line(cells[index] ?? []));
    if (row.detail) out.push(`    ${row.detail}`);
  });
  return out.join('\n');
}
