import { type Db, type DbTransaction, eq, schema, sql } from '@guildsmith/db';
import type { Job, JobQueue, RegisterOptions } from '../../jobs/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  NEWSLETTER_CONFIRM_SUBJECT,
  renderNewsletterConfirmEmail,
} from '../mail/newsletter-confirm-email.ts';
import {
  CONFIRM_TOKEN_TTL_DAYS,
  hashToken,
  newsletterLink,
  type UnsubscribeTokens,
} from './newsletter-tokens.ts';

const { emails, newsletterSubscribers } = schema;

export const NEWSLETTER_CONFIRM_JOB = 'email.newsletter-confirm';
/** About two hours of backoff: long enough for an SMTP outage, short next to the link's validity. */
const NEWSLETTER_CONFIRM_RETRIES = {
  retryLimit: 8,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 1800,
} satisfies RegisterOptions;

/** The confirm token travels sealed: the queue table never holds a working link. */
interface NewsletterConfirmJob {
  emailId: string;
  subscriberId: string;
  sealedToken: string;
}

export interface NewsletterConfirmDeps {
  db: Db;
  mailer: Mailer;
  secrets: SecretBox;
  unsubscribeTokens: UnsubscribeTokens;
  publicUrl: string;
}

const markEmail = (db: Db, id: string, values: Partial<typeof emails.$inferInsert>) =>
  db
    .update(emails)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(emails.id, id));

/** Sends one confirmation mail and records the attempt; a failure throws so the queue retries it. */
async function deliverNewsletterConfirm(
  deps: NewsletterConfirmDeps,
  job: Pick<Job<NewsletterConfirmJob>, 'data' | 'retryCount'>,
  retryLimit: number,
): Promise<void> {
  const { data } = job;
  const [email] = await deps.db.select().from(emails).where(eq(emails.id, data.emailId));
  // Delivery is at least once: a job that runs again after success must not mail twice.
  if (email?.status !== 'queued') return;
  const [subscriber] = await deps.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, data.subscriberId));
  const token = deps.secrets.open(data.sealedToken);
  // A newer request replaced this link, or the address confirmed or left meanwhile.
  if (subscriber?.status !== 'pending' || subscriber.confirmToken !== hashToken(token)) {
    await markEmail(deps.db, email.id, {
      status: 'failed',
      lastError: 'Not sent: the subscription is no longer waiting for this link',
    });
    return;
  }

  const unsubscribeUrl = newsletterLink(
    deps.publicUrl,
    'unsubscribe',
    deps.unsubscribeTokens.forSubscriber(subscriber.id),
  );
  const rendered = renderNewsletterConfirmEmail({
    confirmUrl: newsletterLink(deps.publicUrl, 'confirm', token),
    unsubscribeUrl,
    validDays: CONFIRM_TOKEN_TTL_DAYS,
  });
  await deps.db
    .update(emails)
    .set({ attempts: sql`${emails.attempts} + 1`, updatedAt: new Date() })
    .where(eq(emails.id, email.id));
  try {
    await deps.mailer.send({
      to: email.to,
      ...rendered,
      // RFC 2369 and RFC 8058: mail clients offer their own one-click unsubscribe button.
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
    const last = job.retryCount >= retryLimit;
    await markEmail(deps.db, email.id, {
      lastError: reason,
      ...(last ? { status: 'failed' } : {}),
    });
    throw error;
  }
  await markEmail(deps.db, email.id, { status: 'sent', sentAt: new Date(), lastError: null });
}

/** Records the e-mail and enqueues its job inside the caller's transaction. */
export async function enqueueNewsletterConfirm(
  tx: DbTransaction,
  deps: { queue: JobQueue; secrets: SecretBox },
  input: { to: string; subscriberId: string; confirmToken: string },
): Promise<void> {
  const [email] = await tx
    .insert(emails)
    .values({ to: input.to, template: NEWSLETTER_CONFIRM_JOB, subject: NEWSLETTER_CONFIRM_SUBJECT })
    .returning({ id: emails.id });
  if (!email) throw new Error('E-mail record was not stored');
  const job: NewsletterConfirmJob = {
    emailId: email.id,
    subscriberId: input.subscriberId,
    sealedToken: deps.secrets.seal(input.confirmToken),
  };
  await deps.queue.send(NEWSLETTER_CONFIRM_JOB, job, { tx });
}

export async function registerNewsletterConfirmJob(
  queue: JobQueue,
  deps: NewsletterConfirmDeps,
  retries: RegisterOptions = NEWSLETTER_CONFIRM_RETRIES,
): Promise<void> {
  const retryLimit = retries.retryLimit ?? NEWSLETTER_CONFIRM_RETRIES.retryLimit;
  await queue.register<NewsletterConfirmJob>(
    NEWSLETTER_CONFIRM_JOB,
    (job) => deliverNewsletterConfirm(deps, job, retryLimit),
    { ...retries, retryLimit },
  );
}
