import type { Database } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJobQueue } from './job-queue.ts';
import {
  jobsSettled,
  type RecordingLogger,
  recordingLogger,
  TEST_POLLING_INTERVAL_SECONDS,
} from './test-support.ts';
import type { JobHandler, JobQueue } from './types.ts';

const JOB_COUNT = 50;

describe('two job queue instances on one database', () => {
  let database: Database;
  let logger: RecordingLogger;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    logger = recordingLogger();
  }, 60_000);

  afterAll(async () => {
    for (const queue of queues) await queue.stop({ graceful: false });
    await database?.close();
  }, 60_000);

  it('share the work without handling any job twice', async () => {
    const handlers = new Map<number, string[]>();
    const workerNamed =
      (worker: string): JobHandler<{ n: number }> =>
      async (job) => {
        handlers.set(job.data.n, [...(handlers.get(job.data.n) ?? []), worker]);
        // Long enough that one instance cannot drain the queue before the other polls.
        await new Promise((resolve) => setTimeout(resolve, 50));
      };

    for (const worker of ['first', 'second']) {
      const queue = await createJobQueue(database, {
        pollingIntervalSeconds: TEST_POLLING_INTERVAL_SECONDS,
        logger,
      });
      queues.push(queue);
      await queue.register('test.shared', workerNamed(worker), { batchSize: 5 });
    }
    const [first, second] = queues;
    if (!first || !second) throw new Error('queues missing');

    for (let n = 0; n < JOB_COUNT; n++) await first.send('test.shared', { n });
    await Promise.all([first.start(), second.start()]);

    await vi.waitFor(() => expect(handlers.size).toBe(JOB_COUNT), { timeout: 10_000 });
    // Every job has finished, so no duplicate delivery can still be on its way.
    expect(new Set(await jobsSettled(database.db, 'test.shared', {}))).toEqual(
      new Set(['completed']),
    );
    const deliveries = [...handlers.values()];
    expect(deliveries.filter((workers) => workers.length !== 1)).toEqual([]);
    const byWorker = new Set(deliveries.flat());
    expect(byWorker).toEqual(new Set(['first', 'second']));
    expect(logger.errors).toEqual([]);
  }, 30_000);

  it('reports a stopped instance as unreachable while the other still answers', async () => {
    const [first, second] = queues;
    await first?.stop();
    expect(await first?.ping()).toBe(false);
    expect(await second?.ping()).toBe(true);
  }, 30_000);
});
