import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './client.ts';
import { users } from './schema/index.ts';
import { insertUser } from './test-support.ts';

describe('createDb with PGlite on disk', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'guildsmith-db-'));

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps its files under dataDir/db across restarts', async () => {
    const first = await createDb({ dataDir });
    expect(first.driver).toBe('pglite');
    const user = await insertUser(first.db, { username: 'persisted' });
    await first.close();
    await first.close();

    const second = await createDb({ dataDir });
    try {
      expect(await second.migrationsApplied()).toBe(true);
      const [found] = await second.db.select().from(users).where(eq(users.id, user.id));
      expect(found?.username).toBe('persisted');
    } finally {
      await second.close();
    }
  });

  it('skips migrations when asked to', async () => {
    const database = await createDb({ inMemory: true, migrate: false });
    try {
      expect(await database.migrationsApplied()).toBe(false);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('createDb on PostgreSQL', () => {
  it('opens no more connections than poolSize, however many queries wait', async () => {
    const database = await createDb({
      databaseUrl: process.env.DATABASE_URL,
      poolSize: 2,
      migrate: false,
    });
    try {
      let most = 0;
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          await database.db.execute(sql`select pg_sleep(0.1)`);
          most = Math.max(most, database.pool?.totalCount ?? 0);
        }),
      );
      expect(most).toBe(2);
      expect(database.poolSize).toBe(2);
    } finally {
      await database.close();
    }
  });
});
