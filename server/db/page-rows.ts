/**
 * A page's rows, read so that many pages asked at once do not hold the event loop (docs/architecture.md,
 * "The data layer"). SQLite answers a statement synchronously, so there a page of 500 long rows is
 * read in chunks of CHUNK_ROWS, each after asking the process's slicer: pages asked at once take
 * turns of the event loop instead of sharing one. PostgreSQL reads the page in one query: its
 * reads wait on the network, not on the event loop.
 */
import { processSlicer } from '../event-loop-slices.js';
import type { Database } from './database.js';
import type { Statement } from './query-template.js';

/** About 2 ms of SQLite work for rows of long notes. */
const CHUNK_ROWS = 100;

/**
 * At most `limit` rows in sequence order after `after`; `statement` binds the page query for a
 * cursor and a count, and `seqColumn` is where a row keeps its sequence number.
 */
export async function pageRows({ dialect, statements }: Pick<Database, 'dialect' | 'statements'>, statement: (after: number, limit: number) => Statement, after: number, limit: number, seqColumn: number): Promise<unknown[][]> {
  if (dialect !== 'sqlite') return statements.rows(statement(after, limit));
  const rows: unknown[][] = [];
  let from = after;
  while (rows.length < limit) {
    await processSlicer.yieldIfDue();
    const asked = Math.min(CHUNK_ROWS, limit - rows.length);
    const chunk = await statements.rows(statement(from, asked));
    rows.push(...chunk);
    if (chunk.length < asked) break;
    from = Number(chunk[chunk.length - 1]?.[seqColumn]);
  }
  return rows;
}
