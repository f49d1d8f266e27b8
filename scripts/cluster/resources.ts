// What a cluster run needs before any process starts: the compiled build, free
// loopback ports, a fresh PostgreSQL database and an empty Redis database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Builds what is missing: the server bundle (quick), and the web app only when asked or absent. */
export function ensureBuild(): void {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
    return;
  }
  if (!existsSync(path.join(ROOT, 'apps/server/dist/main.js'))) {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('node scripts/build-server.mjs failed');
  }
}

/** `count` distinct free ports on 127.0.0.1, all held open until every one is known. */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
      });
    }
    return servers.map((server) => {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('not on TCP');
      return address.port;
    });
  } finally {
    await Promise.all(
      servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
  }
}

const ADMIN_DATABASE_URL =
  process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: ADMIN_DATABASE_URL,
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database named after the run; answers its URL. */
export async function createDatabase(name: string): Promise<string> {
  if (!/^[a-z0-9_]{1,63}$/.test(name)) throw new Error(`unsafe database name ${name}`);
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the run's database, closing whatever connections are left (PostgreSQL 13+). */
export async function dropDatabase(name: string): Promise<void> {
  if (!/^[a-z0-9_]{1,63}$/.test(name)) throw new Error(`unsafe database name ${name}`);
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

const REDIS_BASE_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLUSTER_CLAIM_KEY = 'guildsmith:cluster-claim';

/**
 * An empty Redis database number (1-15, picked at random among the empty
 * ones) for the run's rate-limit counters, so the run neither sees nor
 * touches anyone else's keys. The run claims it with a key only the first
 * claimant can set, so clusters started at the same moment (the fault tests
 * run side by side) never share one; clearRedisDatabase removes the claim.
 */
export async function pickRedisDatabase(): Promise<{ url: string; db: number }> {
  const candidates = Array.from({ length: 15 }, (_, index) => index + 1).sort(
    () => Math.random() - 0.5,
  );
  for (const db of candidates) {
    const redis = new Redis(`${REDIS_BASE_URL}/${db}`, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
    try {
      await redis.connect();
      if (
        (await redis.dbsize()) === 0 &&
        (await redis.set(CLUSTER_CLAIM_KEY, String(process.pid), 'NX')) === 'OK'
      )
        return { url: `${REDIS_BASE_URL}/${db}`, db };
    } finally {
      redis.disconnect();
    }
  }
  throw new Error('no empty Redis database among 1-15');
}

/** Deletes the keys the run left in the database it picked (never FLUSHDB/FLUSHALL). */
export async function clearRedisDatabase(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
