import { sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import * as schema from './schema/index.ts';
import { createTestDatabase } from './testing.ts';

const tables = Object.values(schema).filter((value) => value instanceof PgTable);

describe('migrations', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('apply on a fresh database and are reported as applied', async () => {
    await database.ping();
    expect(await database.migrationsApplied()).toBe(true);
  });

  it('create exactly the columns the schema declares (run `npm run db:generate` if not)', async () => {
    const result = await database.db.execute<{ table: string; column: string }>(
      sql`select table_name as "table", column_name as "column"
          from information_schema.columns where table_schema = 'public'`,
    );
    const actual = result.rows.map((row) => `${row.table}.${row.column}`).sort();
    const declared = tables
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.columns.map((column) => `${config.name}.${toSnakeCase(column.name)}`);
      })
      .sort();
    expect(tables).toHaveLength(21);
    expect(actual).toEqual(declared);
  });

  it('are reported as not applied when a recorded migration differs from its file', async () => {
    const { db } = database;
    const latest = await db.execute<{ hash: string }>(
      sql`select hash from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const hash = latest.rows[0]?.hash ?? '';
    await db.execute(
      sql`update drizzle.__drizzle_migrations set hash = 'edited' where hash = ${hash}`,
    );
    expect(await database.migrationsApplied()).toBe(false);
    await db.execute(
      sql`update drizzle.__drizzle_migrations set hash = ${hash} where hash = 'edited'`,
    );
    expect(await database.migrationsApplied()).toBe(true);
  });
});
