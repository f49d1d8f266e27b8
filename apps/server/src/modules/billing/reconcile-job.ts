import type { FastifyBaseLogger } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import type { JobQueue } from '../../jobs/index.ts';
import { type ReconcileDeps, reconcilePayments } from './reconcile.ts';

export const RECONCILE_JOB = 'billing.reconcile';
export async function registerReconcileJob(
  queue: JobQueue,
  deps: Omit<ReconcileDeps, 'onRepair'> & {
    logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
    registry: Registry;
    /** 0: the job runs only when sent. */
    intervalSeconds: number;
  },
): Promise<void> {
  const repairs = new Counter({
    name: 'guildsmith_billing_repairs_total',
    help: 'Purchases the billing reconciliation job repaired, by what it did',
    labelNames: ['action'] as const,
    registers: [deps.registry],
  });
  await queue.register(
    RECONCILE_JOB,
    async () => {
      const report = await reconcilePayments({
        ...deps,
        onRepair: ({ action, purchaseId }) => {
          repairs.inc({ action });
          deps.logger.warn({ purchaseId, action }, 'billing reconciliation repaired a purchase');
        },
        onError: (error, context) => {
          deps.logger.warn(
            { err: error, ...context },
            'billing reconciliation could not check a payment',
          );
        },
      });
      const total = Object.values(report).reduce((sum, count) => sum + count, 0);
      if (total > 0) deps.logger.info({ report }, 'billing reconciliation finished');
    },
    // The next run comes anyway; a failed one is not worth retrying on top of it.
    { policy: 'stately', retryLimit: 0, expireInSeconds: 10 * 60 },
  );
  if (deps.intervalSeconds > 0) queue.every(RECONCILE_JOB, deps.intervalSeconds);
}
