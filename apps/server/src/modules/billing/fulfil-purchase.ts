import { planAfterPurchase } from '@guildsmith/core';
import { and, type Db, eq, schema } from '@guildsmith/db';
import type { JobQueue } from '../../jobs/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { issueLicenseKey } from '../licenses/license-keys.ts';

const { purchases, users } = schema;

export const LICENSE_EMAIL_JOB = 'email.license-key';

/** The e-mail job's data: the key travels sealed, so the queue table never holds it in clear. */
export interface LicenseEmailJob {
  licenseKeyId: string;
  userId: string;
  sealedKey: string;
}

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
      .select({ plan: users.plan, planExpiresAt: users.planExpiresAt })
      .from(users)
      .where(eq(users.id, purchase.userId))
      .for('update');
    if (!user) throw new Error(`Purchase ${purchaseId} has no buyer`);
    const next = planAfterPurchase(user, purchase.plan, now);
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
    const job: LicenseEmailJob = {
      licenseKeyId: issued.id,
      userId: purchase.userId,
      sealedKey: deps.secrets.seal(issued.key),
    };
    await deps.queue.send(LICENSE_EMAIL_JOB, job, { tx, singletonKey: issued.id });
    return 'fulfilled';
  });
}
