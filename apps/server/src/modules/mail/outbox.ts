import { type Db, type DbTransaction, eq, schema, sql } from '@guildsmith/db';
import type { Mailer, OutgoingMail } from './mailer.ts';

const { emails } = schema;

export type RenderedMail = Pick<OutgoingMail, 'subject' | 'text' | 'html'>;

/** Why a recorded e-mail will not be sent after all; it is marked failed with this reason. */
export class EmailWithdrawn {
  constructor(readonly reason: string) {}
}

/** Records an e-mail in the ledger inside the caller's transaction; its job is enqueued beside it. */
export async function recordEmail(
  tx: DbTransaction,
  input: {
    to: string;
    template: string;
    subject: string;
    userId: string;
    licenseKeyId?: string;
    purchaseId?: string;
  },
): Promise<string> {
  const [email] = await tx.insert(emails).values(input).returning({ id: emails.id });
  if (!email) throw new Error('E-mail record was not stored');
  return email.id;
}

const mark = (db: Db, id: string, values: Partial<typeof emails.$inferInsert>) =>
  db
    .update(emails)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(emails.id, id));

/**
 * Sends one recorded e-mail and records the attempt. Delivery is at least
 * once, so a job that runs again after success sends nothing; a failure
 * throws so the queue retries it. `render` may withdraw the e-mail when what
 * it was about no longer holds (a key revoked before it went out).
 */
export async function deliverRecordedEmail(
  deps: { db: Db; mailer: Mailer },
  emailId: string,
  render: (email: schema.Email) => Promise<RenderedMail | EmailWithdrawn>,
): Promise<void> {
  const [email] = await deps.db.select().from(emails).where(eq(emails.id, emailId));
  if (email?.status !== 'queued') return;
  const rendered = await render(email);
  if (rendered instanceof EmailWithdrawn) {
    await mark(deps.db, email.id, { status: 'failed', lastError: rendered.reason });
    return;
  }
  await deps.db
    .update(emails)
    .set({ attempts: sql`${emails.attempts} + 1`, updatedAt: new Date() })
    .where(eq(emails.id, email.id));
  try {
    await deps.mailer.send({ to: email.to, ...rendered });
  } catch (error) {
    // SMTP errors name the server and the envelope, never the message body.
    const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
    await mark(deps.db, email.id, { lastError: reason });
    throw error;
  }
  // The ledger keeps the subject the recipient actually saw (it names the plan, the kind).
  await mark(deps.db, email.id, {
    status: 'sent',
    subject: rendered.subject,
    sentAt: new Date(),
    lastError: null,
  });
}
