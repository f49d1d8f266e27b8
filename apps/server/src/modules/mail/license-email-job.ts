import { type Db, type DbTransaction, eq, schema, sql } from '@guildsmith/db';
import type { JobQueue, RegisterOptions } from '../../jobs/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { renderLicenseKeyEmail } from './license-key-email.ts';
import type { Mailer } from './mailer.ts';

const { emails, licenseKeys, users } = schema;

export const LICENSE_EMAIL_JOB = 'email.license-key';
/** About 6 hours of backoff in all: an SMTP outage delays the key, it never loses it. */
export const LICENSE_EMAIL_RETRIES = {
  retryLimit: 10,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 3600,
};

/** The job's data: the key travels sealed, so the queue table never holds it in clear. */
export interface LicenseEmailJob {
  emailId: string;
  licenseKeyId: string;
  sealedKey: string;
}

export interface LicenseEmailDeps {
  db: Db;
  mailer: Mailer;
  secrets: SecretBox;
  botInviteUrl: string;
  publicUrl: string;
}

/** Sends one license e-mail and records the attempt; a failure throws so the queue retries it. */
export async function deliverLicenseEmail(
  deps: LicenseEmailDeps,
  data: LicenseEmailJob,
): Promise<void> {
  const [email] = await deps.db.select().from(emails).where(eq(emails.id, data.emailId));
  // Delivery is at least once: a job that runs again after success must not mail twice.
  if (!email || email.status === 'sent') return;
  const [holder] = await deps.db
    .select({ plan: licenseKeys.plan, username: users.username, profileName: users.profileName })
    .from(licenseKeys)
    .innerJoin(users, eq(users.id, licenseKeys.userId))
    .where(eq(licenseKeys.id, data.licenseKeyId));
  if (!holder) return;

  const rendered = renderLicenseKeyEmail({
    key: deps.secrets.open(data.sealedKey),
    plan: holder.plan,
    recipientName: holder.profileName ?? holder.username,
    botInviteUrl: deps.botInviteUrl,
    dashboardUrl: `${deps.publicUrl}/dashboard`,
  });
  await deps.db
    .update(emails)
    .set({ attempts: sql`${emails.attempts} + 1`, updatedAt: new Date() })
    .where(eq(emails.id, email.id));
  try {
    await deps.mailer.send({ to: email.to, ...rendered });
  } catch (error) {
    // The SMTP error text never contains the key: it is in the message body only.
    const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
    await deps.db
      .update(emails)
      .set({ lastError: reason, updatedAt: new Date() })
      .where(eq(emails.id, email.id));
    throw error;
  }
  await deps.db
    .update(emails)
    .set({ status: 'sent', sentAt: new Date(), lastError: null, updatedAt: new Date() })
    .where(eq(emails.id, email.id));
}

/**
 * Records the e-mail and enqueues its job inside the caller's transaction, so
 * the key, its ledger row and its delivery exist together or not at all.
 */
export async function enqueueLicenseEmail(
  tx: DbTransaction,
  deps: { queue: JobQueue; secrets: SecretBox },
  input: { to: string; userId: string; licenseKeyId: string; key: string },
): Promise<void> {
  const [email] = await tx
    .insert(emails)
    .values({
      to: input.to,
      template: LICENSE_EMAIL_JOB,
      subject: 'Your Guildsmith license key',
      userId: input.userId,
      licenseKeyId: input.licenseKeyId,
    })
    .returning({ id: emails.id });
  if (!email) throw new Error('E-mail record was not stored');
  const job: LicenseEmailJob = {
    emailId: email.id,
    licenseKeyId: input.licenseKeyId,
    sealedKey: deps.secrets.seal(input.key),
  };
  await deps.queue.send(LICENSE_EMAIL_JOB, job, { tx });
}

export async function registerLicenseEmailJob(
  queue: JobQueue,
  deps: LicenseEmailDeps,
  retries: RegisterOptions = LICENSE_EMAIL_RETRIES,
): Promise<void> {
  await queue.register<LicenseEmailJob>(
    LICENSE_EMAIL_JOB,
    (job) => deliverLicenseEmail(deps, job.data),
    retries,
  );
}
