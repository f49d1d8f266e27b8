import { planAfterPurchase } from '@guildsmith/core';
import { and, type Db, eq, schema } from '@guildsmith/db';
import type { JobQueue } from '../../jobs/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { issueLicenseKey } from '../licenses/license-keys.ts';
import { enqueueLicenseEmail } from '../mail/license-email-job.ts';

const { purchases, users } = schema;

export type FulfilmentOutcome = 'fulfilled' | 'already-handled';

/**
 * Completes a paid purchase exactly once, however many times and however
 * concurrently a webhook or capture triggers it: one transaction claims the
 * pending purchase (a conditional UPDATE, so a racing second caller finds
 * nothing to claim), moves the account's plan, mints the key and enqueues its
 * e-mail. Either all of it happens or none of it.
 */
export async function fulfilPurchase(
  deps: { db: Db; queue: JobQueue; secrets: SecretBox },
  purchaseId: string,
  now = new Date(),
): Promise<FulfilmentOutcome> {
  return deps.db.transaction(async (tx) => {
    const [purchase] = await tx
      .update(purchases)
      .set({ status: 'completed', updatedAt: now })
      .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'pending')))
      .returning();
    if (!purchase) return 'already-handled';

    const [user] = await tx
      .select({ plan: users.plan, planExpiresAt: users.planExpiresAt, email: users.email })
      .from(users)
      .where(eq(users.id, purchase.userId))
      .for('update');
    if (!user) throw new Error(`Purchase ${purchaseId} has no buyer`);
    const next = planAfterPurchase(
      { plan: user.plan, planExpiresAt: user.planExpiresAt },
      purchase.plan,
      now,
    );
    await tx
      .update(users)
      .set({
        plan: next.plan,
        planExpiresAt: next.planExpiresAt,
        paymentStatus: 'active',
        updatedAt: now,
      })
      .where(eq(users.id, purchase.userId));

    const issued = await issueLicenseKey(tx, {
      userId: purchase.userId,
      plan: purchase.plan,
      purchaseId,
    });
    // Without an address the key still exists (masked on the dashboard, re-sendable once one is set).
    if (user.email) {
      await enqueueLicenseEmail(tx, deps, {
        to: user.email,
        userId: purchase.userId,
        licenseKeyId: issued.id,
        key: issued.key,
      });
    }
    return 'fulfilled';
  });
}
