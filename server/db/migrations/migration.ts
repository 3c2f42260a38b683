/** One numbered schema change, written for both databases. */
export interface Migration {
  /** Applied in ascending order; recorded in the `schema_migrations` table. */
  id: number;
  name: string;
  sqlite: string;
  postgres: string;
}
