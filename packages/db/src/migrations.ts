import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Db } from './types.ts';

/**
 * The generated SQL files next to this package's source. A bundled server
 * passes its configured folder instead (this file's location is then the bundle's).
 */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

// Arbitrary but fixed: every instance of the server takes the same lock.
const MIGRATION_LOCK_KEY = 4_147_201_733;

export async function applyPgliteMigrations(
  db: PgliteDatabase<Record<string, unknown>>,
  folder = migrationsFolder,
) {
  await migratePglite(db, { migrationsFolder: folder });
}

/**
 * Several instances may start at once against one PostgreSQL; Drizzle's
 * migrator does not serialise them, so an advisory lock held on the
 * migrating connection does.
 */
export async function applyPostgresMigrations(pool: pg.Pool, folder = migrationsFolder) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

const journals = new Map<string, MigrationMeta[]>();

/** True when every migration in drizzle/meta/_journal.json is recorded as applied, unchanged. */
export async function allMigrationsApplied(db: Db, folder = migrationsFolder): Promise<boolean> {
  let journal = journals.get(folder);
  if (!journal) {
    journal = readMigrationFiles({ migrationsFolder: folder });
    journals.set(folder, journal);
  }
  const table = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table.rows[0]?.present) return journal.length === 0;
  const applied = await db.execute<{ hash: string; createdAt: string }>(
    sql`select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations`,
  );
  const recorded = new Set(applied.rows.map((row) => `${row.createdAt}:${row.hash}`));
  return journal.every((migration) => recorded.has(`${migration.folderMillis}:${migration.hash}`));
}
