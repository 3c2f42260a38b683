/**
 * PostgreSQL through Kysely, with an introspector that sees only the connection's own schema.
 *
 * Kysely's Migrator asks the introspector whether its tables exist before every run. The stock one
 * lists the tables of every schema in the database and calls `has_schema_privilege` on each schema
 * by name; a schema that another user of the database drops during that scan makes the call fail
 * ("schema … does not exist"), and with it the server's start. Asking only about `current_schema()`
 * leaves other schemas out of it.
 */
import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

const KYSELY_TABLES: ReadonlySet<string> = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);

/**
 * Tables and views of `current_schema()`, by name. Columns are left empty: the only reader is the
 * Migrator, which asks for names alone.
 */
class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`select current_schema() as name`.execute(this.#db);
    return rows;
  }

  async getTables(options?: DatabaseMetadataOptions): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, n.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
      order by c.relname`.execute(this.#db);
    return rows
      .filter(({ name }) => options?.withInternalKyselyTables || !KYSELY_TABLES.has(name))
      .map(({ name, schema, kind }) => ({ name, schema, isView: kind === 'v', columns: [] }));
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
