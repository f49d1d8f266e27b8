import { type Db, type DbTransaction, eq, schema } from '@guildsmith/db';
import type { JobQueue } from '../../jobs/index.ts';
import {
  BILLING_NOTICE_KINDS,
  type BillingNoticeKind,
  renderBillingNoticeEmail,
} from './billing-notice-email.ts';
import { LICENSE_EMAIL_RETRIES } from './license-email-job.ts';
import type { Mailer } from './mailer.ts';
import { deliverRecordedEmail, EmailWithdrawn, recordEmail } from './outbox.ts';
import { recipientOf } from './recipient.ts';

const { purchases, users } = schema;

export const BILLING_NOTICE_JOB = 'email.billing-notice';

const templateOf = (kind: BillingNoticeKind) => `${BILLING_NOTICE_JOB}.${kind}`;

export interface BillingNoticeJob {
  emailId: string;
  purchaseId: string;
}

export interface BillingNoticeDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Records and enqueues a refund or dispute notice in the caller's transaction;
 * an account without a confirmed address gets none (its dashboard shows it).
 */
export async function enqueueBillingNotice(
  tx: DbTransaction,
  deps: { queue: JobQueue },
  input: { userId: string; purchaseId: string; kind: BillingNoticeKind },
): Promise<void> {
  const recipient = await recipientOf(tx, input.userId);
  if (recipient.status !== 'confirmed') return;
  const emailId = await recordEmail(tx, {
    to: recipient.address,
    template: templateOf(input.kind),
    subject: 'Your Guildsmith purchase',
    userId: input.userId,
    purchaseId: input.purchaseId,
  });
  const job: BillingNoticeJob = { emailId, purchaseId: input.purchaseId };
  await deps.queue.send(BILLING_NOTICE_JOB, job, { tx });
}

async function deliverBillingNotice(
  deps: BillingNoticeDeps,
  data: BillingNoticeJob,
): Promise<void> {
  await deliverRecordedEmail(deps, data.emailId, async (email) => {
    const kind = BILLING_NOTICE_KINDS.find((candidate) => templateOf(candidate) === email.template);
    const [purchase] = await deps.db
      .select({
        plan: purchases.plan,
        amount: purchases.amount,
        username: users.username,
        profileName: users.profileName,
      })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(eq(purchases.id, data.purchaseId));
    if (!kind || !purchase) return new EmailWithdrawn('Not sent: the purchase is not on record');
    return renderBillingNoticeEmail({
      kind,
      plan: purchase.plan,
      amount: Number(purchase.amount),
      recipientName: purchase.profileName ?? purchase.username,
      dashboardUrl: `${deps.publicUrl}/dashboard`,
    });
  });
}

export async function registerBillingNoticeJob(
  queue: JobQueue,
  deps: BillingNoticeDeps,
): Promise<void> {
  await queue.register<BillingNoticeJob>(
    BILLING_NOTICE_JOB,
    (job) => deliverBillingNotice(deps, job.data),
    LICENSE_EMAIL_RETRIES,
  );
}
