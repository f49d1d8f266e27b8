import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDb, type Database, openPglite } from './client.ts';
import { migratedPgliteTemplate } from './pglite-template.ts';

/**
 * A fresh, migrated database for one test file. In-memory PGlite by
 * default; with DATABASE_URL set, a throwaway PostgreSQL database created
 * next to the one the URL names and dropped again by `close()`.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const pglite = await PGlite.create({ loadDataDir: await migratedPgliteTemplate() });
    return openPglite(pglite, { migrate: true });
  }

  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await administer(serverUrl, `create database "${name}"`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  let database: Database;
  try {
    database = await createDb({ databaseUrl: databaseUrl.toString() });
  } catch (error) {
    await administer(serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  let dropping: Promise<void> | undefined;
  return {
    ...database,
    close() {
      dropping ??= database
        .close()
        .then(() => administer(serverUrl, `drop database if exists "${name}" with (force)`));
      return dropping;
    },
  };
}

async function administer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
