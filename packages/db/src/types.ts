import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;

/**
 * What `execute()` resolves to on both drivers: PGlite's `Results` and pg's
 * `QueryResult` both carry `rows`, and nothing else is portable.
 */
interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}

interface QueryRows<Row> {
  rows: Row[];
}

/** The Drizzle database the server uses, whichever driver sits underneath. */
export type Db = PgDatabase<RowsQueryResultHKT, Schema>;

export type DbTransaction = PgTransaction<
  RowsQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;

/** A database or an open transaction: repositories accept either. */
export type DbExecutor = Db | DbTransaction;

export type Driver = 'pglite' | 'postgres';
