import { and, type DbTransaction, eq, isNull, schema } from '@guildsmith/db';
import type { JobQueue } from '../../jobs/index.ts';
import { enqueueLicenseEmail } from '../mail/license-email-job.ts';
import type { LicenseEmailKind } from '../mail/license-key-email.ts';
import { recipientOf } from '../mail/recipient.ts';

const { emails, licenseKeys } = schema;

export type KeyDelivery = 'queued' | 'held';

/**
 * E-mails a key to the account's confirmed address. Without one the key is
 * held back (still listed, masked, on the dashboard) until an address is
 * confirmed: an address nobody proved to own never receives a key.
 */
export async function mailLicenseKey(
  tx: DbTransaction,
  deps: { queue: JobQueue },
  input: { userId: string; licenseKeyId: string; kind: LicenseEmailKind },
): Promise<KeyDelivery> {
  const address = await recipientOf(tx, input.userId);
  if (address.status !== 'confirmed') return 'held';
  await enqueueLicenseEmail(tx, deps, { to: address.address, ...input });
  return 'queued';
}

/** Once an address is confirmed: e-mails each unused key of the account that never went out. */
export async function mailHeldBackKeys(
  tx: DbTransaction,
  deps: { queue: JobQueue },
  userId: string,
): Promise<number> {
  const held = await tx
    .select({ id: licenseKeys.id })
    .from(licenseKeys)
    .leftJoin(emails, eq(emails.licenseKeyId, licenseKeys.id))
    .where(
      and(eq(licenseKeys.userId, userId), eq(licenseKeys.status, 'issued'), isNull(emails.id)),
    );
  for (const key of held) {
    await mailLicenseKey(tx, deps, { userId, licenseKeyId: key.id, kind: 'issued' });
  }
  return held.length;
}
