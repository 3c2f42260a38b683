/**
 * A query written once with Kysely's builder and compiled once, then run many times with new
 * values: building and compiling a query on every request cost a library write about a third of its
 * CPU (docs/architecture.md, "The data layer"). Where a value goes, the builder gets a named
 * placeholder (`slot`); compiling records which parameter each placeholder became.
 */
import type { Compilable } from 'kysely';

/** One statement ready to run: its SQL (the dialect's own) and the values to bind, in order. */
export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

export interface QueryTemplate<Values> {
  sql: string;
  /** The statement with these values in the placeholders' places. */
  bind(values: Values): Statement;
}

const SLOT_PREFIX = '\u0000slot:';

/**
 * A placeholder for the value named `name`, typed as the column it stands for. Only for builders
 * passed to `compileTemplate`: run as it is, the query would store the placeholder itself.
 */
export function slot<T>(name: string): T {
  return `${SLOT_PREFIX}${name}` as unknown as T;
}

/** Compiles `query` once; each placeholder takes the value of its name, every other parameter stays as compiled. */
export function compileTemplate<Values extends object>(query: Compilable): QueryTemplate<Values> {
  const { sql, parameters } = query.compile();
  const sources = parameters.map((parameter): { name: string } | { constant: unknown } =>
    typeof parameter === 'string' && parameter.startsWith(SLOT_PREFIX) ? { name: parameter.slice(SLOT_PREFIX.length) } : { constant: parameter },
  );
  return {
    sql,
    bind: (values) => {
      const named = values as Readonly<Record<string, unknown>>;
      return { sql, parameters: sources.map((source) => ('name' in source ? named[source.name] : source.constant)) };
    },
  };
}
