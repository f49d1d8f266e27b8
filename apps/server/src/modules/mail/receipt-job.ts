import { and, type Db, type DbTransaction, eq, gt, isNull, schema } from '@guildsmith/db';
import type { JobQueue } from '../../jobs/index.ts';
import { receiptOf, type Shop } from '../receipts/receipt.ts';
import { LICENSE_EMAIL_RETRIES } from './license-email-job.ts';
import type { Mailer } from './mailer.ts';
import { deliverRecordedEmail, EmailWithdrawn, recordEmail } from './outbox.ts';
import { renderReceiptEmail } from './receipt-email.ts';
import { recipientOf } from './recipient.ts';

const { emails, purchases, users } = schema;

export const RECEIPT_EMAIL_JOB = 'email.receipt';

export interface ReceiptEmailJob {
  emailId: string;
  purchaseId: string;
}

export interface ReceiptEmailDeps {
  db: Db;
  mailer: Mailer;
  shop: Shop;
  publicUrl: string;
}

/** Where the dashboard shows one receipt, printable. */
export const receiptPath = (purchaseId: string) => `/dashboard/receipts/${purchaseId}`;

/**
 * Records and enqueues the receipt of a paid purchase in the caller's
 * transaction. The ledger holds at most one receipt per purchase, so a
 * fulfilment that runs again, or an address confirmed later, never sends a
 * second. Without a confirmed address it waits, like the key.
 */
export async function enqueueReceiptEmail(
  tx: DbTransaction,
  deps: { queue: JobQueue },
  purchase: { id: string; userId: string; amount: string; provider: string },
): Promise<'queued' | 'held' | 'none'> {
  if (purchase.provider === 'free' || Number(purchase.amount) <= 0) return 'none';
  const [sent] = await tx
    .select({ id: emails.id })
    .from(emails)
    .where(and(eq(emails.purchaseId, purchase.id), eq(emails.template, RECEIPT_EMAIL_JOB)));
  if (sent) return 'none';
  const recipient = await recipientOf(tx, purchase.userId);
  if (recipient.status !== 'confirmed') return 'held';
  const emailId = await recordEmail(tx, {
    to: recipient.address,
    template: RECEIPT_EMAIL_JOB,
    subject: 'Your Guildsmith receipt',
    userId: purchase.userId,
    purchaseId: purchase.id,
  });
  const job: ReceiptEmailJob = { emailId, purchaseId: purchase.id };
  await deps.queue.send(RECEIPT_EMAIL_JOB, job, { tx });
  return 'queued';
}

/** Once an address is confirmed: the receipts of the account's paid purchases that never went out. */
export async function mailHeldBackReceipts(
  tx: DbTransaction,
  deps: { queue: JobQueue },
  userId: string,
): Promise<void> {
  const paid = await tx
    .select()
    .from(purchases)
    .leftJoin(
      emails,
      and(eq(emails.purchaseId, purchases.id), eq(emails.template, RECEIPT_EMAIL_JOB)),
    )
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.status, 'completed'),
        gt(purchases.amount, '0'),
        isNull(emails.id),
      ),
    );
  for (const row of paid) await enqueueReceiptEmail(tx, deps, row.purchases);
}

async function deliverReceiptEmail(deps: ReceiptEmailDeps, data: ReceiptEmailJob): Promise<void> {
  await deliverRecordedEmail(deps, data.emailId, async () => {
    const receipt = await receiptOf(deps.db, deps.shop, data.purchaseId);
    const [buyer] = await deps.db
      .select({ username: users.username, profileName: users.profileName })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(eq(purchases.id, data.purchaseId));
    if (!receipt || !buyer) return new EmailWithdrawn('Not sent: the purchase was never paid');
    return renderReceiptEmail(receipt, {
      recipientName: buyer.profileName ?? buyer.username,
      receiptUrl: `${deps.publicUrl}${receiptPath(data.purchaseId)}`,
    });
  });
}

export async function registerReceiptEmailJob(
  queue: JobQueue,
  deps: ReceiptEmailDeps,
): Promise<void> {
  await queue.register<ReceiptEmailJob>(
    RECEIPT_EMAIL_JOB,
    (job) => deliverReceiptEmail(deps, job.data),
    LICENSE_EMAIL_RETRIES,
  );
}
