import type { DbTransaction } from '@guildsmith/db';
import type { Purchase } from '@guildsmith/db/schema';
import type { JobQueue } from '../../jobs/index.ts';
import { withdrawRevokedKeys } from '../bot/activation/register-server.ts';
import { revokePurchaseKeys } from '../licenses/license-keys.ts';
import { enqueueBillingNotice } from '../mail/billing-notice-job.ts';
import { recomputeAccountPlan } from './account-plan.ts';

/**
 * What a refund or dispute of a fulfilled purchase obliges us to do, in the
 * transaction that records it: its keys stop working, servers they registered
 * lose that plan, the account's plan is worked out again from what it still
 * paid for, and the buyer is told.
 */
export async function revokePurchase(
  tx: DbTransaction,
  deps: { queue: JobQueue },
  purchase: Purchase,
  reason: 'refunded' | 'disputed',
  now: Date,
): Promise<void> {
  const revoked = await revokePurchaseKeys(tx, { purchaseId: purchase.id, reason, now });
  await withdrawRevokedKeys(
    tx,
    revoked.map((key) => key.id),
  );
  await recomputeAccountPlan(tx, purchase.userId);
  await enqueueBillingNotice(tx, deps, {
    userId: purchase.userId,
    purchaseId: purchase.id,
    kind: reason,
  });
}
