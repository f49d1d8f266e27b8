import type { Database } from '@guildsmith/db';
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from './jobs/index.ts';

export interface ShutdownTargets {
  app: FastifyInstance;
  queue: JobQueue;
  database: Database;
  /** Closed last: jobs may still be sending while the queue stops. */
  mail?: { close(): Promise<void> };
  timeoutMs: number;
}

export type ShutdownOutcome = 'clean' | 'timeout';

/**
 * Stops accepting connections, lets in-flight requests and jobs finish, then
 * closes the database. Resolves 'timeout' if that takes longer than allowed, so
 * the caller can exit non-zero instead of hanging a deploy.
 */
export function shutdownGracefully(targets: ShutdownTargets): Promise<ShutdownOutcome> {
  const { app, queue, database, mail, timeoutMs } = targets;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ShutdownOutcome>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
    timer.unref();
  });
  const orderly = (async (): Promise<ShutdownOutcome> => {
    await app.close();
    await queue.stop();
    await mail?.close();
    await database.close();
    return 'clean';
  })();
  return Promise.race([orderly, deadline]).finally(() => clearTimeout(timer));
}
