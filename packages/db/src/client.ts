import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import {
  allMigrationsApplied,
  applyPgliteMigrations,
  applyPostgresMigrations,
} from './migrations.ts';
import * as schema from './schema/index.ts';
import type { Db, Driver } from './types.ts';

export interface CreateDbOptions {
  /** PostgreSQL connection string; when absent the database is an embedded PGlite. */
  databaseUrl?: string;
  /**
   * PostgreSQL connections the pool opens at most (node-postgres' default, 10,
   * when unset); the job queue opens a pool of the same size beside it.
   */
  poolSize?: number;
  /** PGlite keeps its files in `${dataDir}/db`. */
  dataDir?: string;
  /** PGlite in memory, even when dataDir is given. */
  inMemory?: boolean;
  /** The SQL migrations (default: this package's drizzle folder). */
  migrationsFolder?: string;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** Errors of idle pooled PostgreSQL connections (the pool already discards the broken client). */
  onPoolError?: (error: Error) => void;
}

export interface Database {
  db: Db;
  driver: Driver;
  /** Set on PGlite: the single in-process connection. */
  pglite?: PGlite;
  /** Set on PostgreSQL. */
  pool?: pg.Pool;
  /** Set on PostgreSQL, for clients that open their own connections (the job queue). */
  databaseUrl?: string;
  /** Set on PostgreSQL when chosen: the size a client opening its own pool should keep to. */
  poolSize?: number;
  ping(): Promise<void>;
  migrationsApplied(): Promise<boolean>;
  close(): Promise<void>;
}

const casing = 'snake_case';

export async function createDb(options: CreateDbOptions = {}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPgliteAt(options);
}

async function openPostgres(databaseUrl: string, options: CreateDbOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize });
  // Without a listener an idle connection dropped by the server would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  try {
    if (options.migrate ?? true) await applyPostgresMigrations(pool, options.migrationsFolder);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db: Db = drizzleNodePg({ client: pool, schema, casing });
  return toDatabase(
    db,
    { driver: 'postgres', pool, databaseUrl, poolSize: options.poolSize },
    () => pool.end(),
    options.migrationsFolder,
  );
}

/**
 * PGlite writes its files with mode 0666 whatever the process umask says.
 * Its directory is 0700, which already keeps others out; the files are
 * brought to 0600 as well, so a copied or moved data directory stays private.
 */
function restrictTree(root: string): void {
  chmodSync(root, 0o700);
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const target = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(target, 0o700);
    else if (entry.isFile()) chmodSync(target, 0o600);
  }
}

async function openPgliteAt(options: CreateDbOptions): Promise<Database> {
  const dataPath =
    options.inMemory || !options.dataDir ? undefined : path.join(options.dataDir, 'db');
  if (dataPath) mkdirSync(dataPath, { recursive: true, mode: 0o700 });
  const database = await openPglite(await PGlite.create(dataPath), options);
  if (dataPath) restrictTree(dataPath);
  return database;
}

/** Wraps an open PGlite (closing it if migrating fails). */
export async function openPglite(
  pglite: PGlite,
  options: Pick<CreateDbOptions, 'migrate' | 'migrationsFolder'>,
): Promise<Database> {
  const db = drizzlePglite({ client: pglite, schema, casing });
  try {
    if (options.migrate ?? true) await applyPgliteMigrations(db, options.migrationsFolder);
  } catch (error) {
    await pglite.close();
    throw error;
  }
  return toDatabase(
    db,
    { driver: 'pglite', pglite },
    () => pglite.close(),
    options.migrationsFolder,
  );
}

function toDatabase(
  db: Db,
  handles: Pick<Database, 'driver' | 'pglite' | 'pool' | 'databaseUrl' | 'poolSize'>,
  release: () => Promise<void>,
  migrationsFolder: string | undefined,
): Database {
  let closing: Promise<void> | undefined;
  return {
    ...handles,
    db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    migrationsApplied: () => allMigrationsApplied(db, migrationsFolder),
    close() {
      closing ??= release();
      return closing;
    },
  };
}
