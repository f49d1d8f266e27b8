import { randomUUID } from 'node:crypto';
import { type Database, schema, sql } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PermanentJobError } from './batch.ts';
import { createJobQueue } from './job-queue.ts';
import {
  type RecordingLogger,
  recordingLogger,
  TEST_POLLING_INTERVAL_SECONDS,
} from './test-support.ts';
import type { JobQueue } from './types.ts';

describe('job queue', () => {
  let database: Database;
  let queue: JobQueue;
  let logger: RecordingLogger;

  beforeAll(async () => {
    database = await createTestDatabase();
    logger = recordingLogger();
    queue = await createJobQueue(database, {
      pollingIntervalSeconds: TEST_POLLING_INTERVAL_SECONDS,
      logger,
    });
    await queue.start();
  }, 60_000);

  afterAll(async () => {
    await queue?.stop({ graceful: false });
    await database?.close();
  }, 60_000);

  afterEach(() => {
    expect(logger.errors).toEqual([]);
  });

  it('is reachable once created', async () => {
    expect(await queue.ping()).toBe(true);
  });

  it('runs recurring work at once and then on its interval, one run waiting at most', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    await queue.register(
      'test.recurring',
      async () => {
        runs += 1;
        if (runs === 1) await blocked;
      },
      { policy: 'stately', retryLimit: 0 },
    );
    // Started already: the first run is sent now, the next ones every second.
    queue.every('test.recurring', 1);
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(1);
    // While the first run holds on, three intervals pass; only one run may wait behind it.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const waiting = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from pgboss.job where name = 'test.recurring' and state = 'created'`,
    );
    expect(waiting.rows[0]?.count).toBe(1);
    release();
    await expect.poll(() => runs, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(() => queue.every('test.recurring', 1)).toThrow(/already recurs/);
  }, 30_000);

  it('runs a job sent inside a transaction once the transaction commits', async () => {
    const handled: string[] = [];
    await queue.register<{ userId: string }>('test.welcome', async (job) => {
      handled.push(job.data.userId);
    });

    const userId = await database.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(schema.users)
        .values({ username: 'committed', discordId: randomUUID() })
        .returning();
      if (!user) throw new Error('no user inserted');
      await queue.send('test.welcome', { userId: user.id }, { tx });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(handled).toEqual([]);
      return user.id;
    });

    await vi.waitFor(() => expect(handled).toEqual([userId]), { timeout: 5_000 });
  }, 20_000);

  it('enqueues inside a transaction from a process that does not work the queue', async () => {
    const handled: string[] = [];
    await queue.register<{ from: string }>('test.producer', async (job) => {
      handled.push(job.data.from);
    });
    // Not started, so nothing has looked the queue up: pg-boss's queue cache is cold.
    const producer = await createJobQueue(database, { logger });
    try {
      await producer.register('test.producer', async () => {});
      await database.db.transaction(async (tx) => {
        await producer.send('test.producer', { from: 'api process' }, { tx });
      });
    } finally {
      await producer.stop();
    }
    await vi.waitFor(() => expect(handled).toEqual(['api process']), { timeout: 5_000 });
  }, 20_000);

  it('never runs a job sent inside a transaction that rolls back', async () => {
    const handled: string[] = [];
    await queue.register<{ marker: string }>('test.rollback', async (job) => {
      handled.push(job.data.marker);
    });

    let rolledBackId: string | null = null;
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(schema.users).values({ username: 'rolled-back', discordId: randomUUID() });
      rolledBackId = await queue.send('test.rollback', { marker: 'rolled back' }, { tx });
      tx.rollback();
    });
    await expect(transaction).rejects.toThrow();
    expect(rolledBackId).not.toBeNull();
    expect(await queue.getJob('test.rollback', rolledBackId ?? '')).toBeNull();

    // Jobs are fetched oldest first, so this one cannot overtake a surviving earlier job.
    await queue.send('test.rollback', { marker: 'sent after' });
    await vi.waitFor(() => expect(handled).toContain('sent after'), { timeout: 5_000 });
    expect(handled).toEqual(['sent after']);
  }, 20_000);

  it('retries a failing job with growing delays, then leaves it dead', async () => {
    const attemptsAt: number[] = [];
    await queue.register(
      'test.flaky',
      async () => {
        attemptsAt.push(Date.now());
        throw new Error('SMTP is down');
      },
      { retryLimit: 2, retryDelay: 1, retryBackoff: true },
    );

    const id = await queue.send('test.flaky', { to: 'buyer@example.com' });
    if (!id) throw new Error('job was not created');
    await vi.waitFor(
      async () => expect((await queue.getJob('test.flaky', id))?.state).toBe('failed'),
      { timeout: 15_000, interval: 200 },
    );

    expect(attemptsAt).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = attemptsAt;
    // Backoff: about 1-2 s before the first retry, 2-4 s before the second.
    expect(second - first).toBeGreaterThanOrEqual(1_000);
    expect(third - second).toBeGreaterThanOrEqual(2_000);
    expect(logger.warnings.filter((message) => message === 'job attempt failed')).toHaveLength(3);

    const dead = await queue.deadLetters('test.flaky');
    expect(dead).toEqual([
      expect.objectContaining({
        id,
        name: 'test.flaky',
        state: 'failed',
        data: { to: 'buyer@example.com' },
        retryCount: 2,
        output: expect.objectContaining({ message: 'SMTP is down' }),
      }),
    ]);
  }, 25_000);

  it('dead-letters a job whose handler says retrying cannot help', async () => {
    let attempts = 0;
    await queue.register('test.permanent', async () => {
      attempts += 1;
      throw new PermanentJobError('style no longer exists');
    });

    const id = await queue.send('test.permanent', { styleId: 'gone' });
    await vi.waitFor(
      async () => expect(await queue.deadLetters('test.permanent')).toHaveLength(1),
      {
        timeout: 5_000,
        interval: 100,
      },
    );
    expect(attempts).toBe(1);
    expect((await queue.getJob('test.permanent', id ?? ''))?.state).toBe('failed');
  }, 20_000);

  it('works through 50 jobs in well under a few seconds', async () => {
    const handled = new Set<number>();
    await queue.register<{ n: number }>('test.bulk', async (job) => {
      handled.add(job.data.n);
    });

    const started = performance.now();
    for (let n = 0; n < 50; n++) await queue.send('test.bulk', { n });
    await vi.waitFor(() => expect(handled.size).toBe(50), { timeout: 10_000, interval: 20 });
    expect(performance.now() - started).toBeLessThan(4_000);
  }, 20_000);

  it('retries an attempt whose process died once its heartbeat lapses, long before it expires', async () => {
    const supervising = await createJobQueue(database, {
      pollingIntervalSeconds: TEST_POLLING_INTERVAL_SECONDS,
      superviseIntervalSeconds: 1,
      logger,
    });
    try {
      const attempts: number[] = [];
      await supervising.register<{ n: number }>(
        'test.heartbeat',
        async (job) => {
          attempts.push(job.retryCount);
        },
        { heartbeatSeconds: 10, expireInSeconds: 15 * 60, retryDelay: 1, retryBackoff: false },
      );
      const id = await supervising.send('test.heartbeat', { n: 1 });
      // Claimed by a worker that was killed 11 s ago: active, its last heartbeat 11 s old.
      await database.db.execute(
        sql`update pgboss.job set state = 'active', started_on = now() - interval '11 seconds',
            heartbeat_on = now() - interval '11 seconds' where id = ${id}`,
      );
      const started = Date.now();
      await supervising.start();
      await expect.poll(() => attempts, { timeout: 15_000 }).toEqual([1]);
      expect(Date.now() - started).toBeLessThan(15_000);
      const job = await supervising.getJob('test.heartbeat', id ?? '');
      expect(job?.state).toBe('completed');
    } finally {
      await supervising.stop({ graceful: false });
    }
  });

  it('refuses a second handler for the same queue', async () => {
    await expect(queue.register('test.bulk', async () => {})).rejects.toThrow(/already registered/);
  });
});
