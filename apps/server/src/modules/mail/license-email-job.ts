import { type Db, type DbTransaction, eq, schema } from '@guildsmith/db';
import type { JobQueue, RegisterOptions } from '../../jobs/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import {
  LICENSE_EMAIL_KINDS,
  LICENSE_EMAIL_LEDGER_SUBJECTS,
  type LicenseEmailKind,
  renderLicenseKeyEmail,
} from './license-key-email.ts';
import type { Mailer } from './mailer.ts';
import { deliverRecordedEmail, EmailWithdrawn, recordEmail } from './outbox.ts';

const { licenseKeys, users } = schema;

export const LICENSE_EMAIL_JOB = 'email.license-key';
/** About 6 hours of backoff in all: an SMTP outage delays the key, it never loses it. */
export const LICENSE_EMAIL_RETRIES = {
  retryLimit: 10,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 3600,
};

/** The ledger's template name for each kind of key e-mail. */
const LICENSE_EMAIL_TEMPLATES: Record<LicenseEmailKind, string> = {
  issued: LICENSE_EMAIL_JOB,
  resent: `${LICENSE_EMAIL_JOB}.resent`,
  replacement: `${LICENSE_EMAIL_JOB}.replacement`,
};

const kindOfTemplate = (template: string): LicenseEmailKind =>
  LICENSE_EMAIL_KINDS.find((kind) => LICENSE_EMAIL_TEMPLATES[kind] === template) ?? 'issued';

/** The job's data: ids only. The key is read, sealed, from its own row when the mail goes out. */
export interface LicenseEmailJob {
  emailId: string;
  licenseKeyId: string;
}

export interface LicenseEmailDeps {
  db: Db;
  mailer: Mailer;
  secrets: SecretBox;
  botInviteUrl: string;
  publicUrl: string;
}

/** Sends one license e-mail; a key revoked meanwhile is not mailed at all. */
async function deliverLicenseEmail(deps: LicenseEmailDeps, data: LicenseEmailJob): Promise<void> {
  await deliverRecordedEmail(deps, data.emailId, async (email) => {
    const [holder] = await deps.db
      .select({
        plan: licenseKeys.plan,
        status: licenseKeys.status,
        sealedKey: licenseKeys.sealedKey,
        username: users.username,
        profileName: users.profileName,
      })
      .from(licenseKeys)
      .innerJoin(users, eq(users.id, licenseKeys.userId))
      .where(eq(licenseKeys.id, data.licenseKeyId));
    if (!holder?.sealedKey) return new EmailWithdrawn('Not sent: the key is not on record');
    if (holder.status === 'revoked') {
      return new EmailWithdrawn('Not sent: the key was revoked before the e-mail went out');
    }
    return renderLicenseKeyEmail({
      kind: kindOfTemplate(email.template),
      key: deps.secrets.open(holder.sealedKey),
      plan: holder.plan,
      recipientName: holder.profileName ?? holder.username,
      botInviteUrl: deps.botInviteUrl,
      dashboardUrl: `${deps.publicUrl}/dashboard`,
    });
  });
}

/**
 * Records the e-mail and enqueues its job inside the caller's transaction, so
 * the key, its ledger row and its delivery exist together or not at all.
 */
export async function enqueueLicenseEmail(
  tx: DbTransaction,
  deps: { queue: JobQueue },
  input: { to: string; userId: string; licenseKeyId: string; kind: LicenseEmailKind },
): Promise<void> {
  const emailId = await recordEmail(tx, {
    to: input.to,
    template: LICENSE_EMAIL_TEMPLATES[input.kind],
    subject: LICENSE_EMAIL_LEDGER_SUBJECTS[input.kind],
    userId: input.userId,
    licenseKeyId: input.licenseKeyId,
  });
  const job: LicenseEmailJob = { emailId, licenseKeyId: input.licenseKeyId };
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
