import type { Db } from '@guildsmith/db';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/index.ts';
import { pruneExpiredSignIns } from './prune-expired.ts';

export const PRUNE_SIGN_INS_JOB = 'auth.prune-expired';
const DAILY_SECONDS = 24 * 60 * 60;

/** Daily (and once at start): expired OAuth states, sessions and old failed admin sign-ins go. */
export async function registerPruneSignInsJob(
  queue: JobQueue,
  deps: { db: Db; logger: Pick<FastifyBaseLogger, 'info'> },
): Promise<void> {
  await queue.register(
    PRUNE_SIGN_INS_JOB,
    async () => {
      const removed = await pruneExpiredSignIns(deps.db);
      if (removed.states + removed.sessions + removed.adminLoginFailures > 0) {
        deps.logger.info({ removed }, 'expired sign-in data pruned');
      }
    },
    // One run at a time; a failed run is not retried, tomorrow's does the same work.
    { policy: 'stately', retryLimit: 0, expireInSeconds: 10 * 60 },
  );
  queue.every(PRUNE_SIGN_INS_JOB, DAILY_SECONDS);
}
