import { type License, maskLicenseKey } from '@guildsmith/core';
import {
  and,
  type Db,
  type DbTransaction,
  desc,
  eq,
  isUniqueViolation,
  schema,
} from '@guildsmith/db';
import type { JobQueue } from '../../jobs/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { enqueueLicenseEmail } from '../mail/license-email-job.ts';
import { recipientOf } from '../mail/recipient.ts';
import { issueLicenseKey } from './license-keys.ts';

const { licenseKeys } = schema;

export interface LicenseDeps {
  db: Db;
  queue: JobQueue;
  secrets: SecretBox;
}

/** The caller's keys, newest first, masked to their last four characters. */
export async function listLicenses(db: Db, userId: string): Promise<License[]> {
  const rows = await db
    .select()
    .from(licenseKeys)
    .where(eq(licenseKeys.userId, userId))
    .orderBy(desc(licenseKeys.createdAt));
  return rows.map((row) => ({
    id: row.id,
    maskedKey: maskLicenseKey(row.last4),
    plan: row.plan,
    status: row.status,
    revokedReason: row.revokedReason,
    resendable: row.status === 'issued' && row.sealedKey !== null,
    serverId: row.serverId,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The address to e-mail the key to; refuses before anything changes when there is none. */
async function requireKeyAddress(tx: DbTransaction, userId: string): Promise<string> {
  const address = await recipientOf(tx, userId);
  if (address.status === 'missing') {
    throw new AppError(
      409,
      'EMAIL_REQUIRED',
      'Add an e-mail address to your Discord account first: the key is sent by e-mail.',
    );
  }
  if (address.status === 'unconfirmed') {
    throw new AppError(
      409,
      'EMAIL_NOT_CONFIRMED',
      'Confirm your e-mail address first: open the link we sent you, then try again.',
    );
  }
  return address.address;
}

/** One free key per account, e-mailed like any other. */
export async function issueFreeLicense(deps: LicenseDeps, userId: string): Promise<string> {
  try {
    return await deps.db.transaction(async (tx) => {
      const to = await requireKeyAddress(tx, userId);
      const issued = await issueLicenseKey(tx, deps.secrets, {
        userId,
        plan: 'free',
        purchaseId: null,
      });
      await enqueueLicenseEmail(tx, deps, { to, userId, licenseKeyId: issued.id, kind: 'issued' });
      return issued.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'license_keys_live_free_per_user_key')) {
      throw conflict(
        'Your free license key was already issued. Check your e-mail or resend it from your dashboard.',
        'FREE_KEY_EXISTS',
      );
    }
    throw error;
  }
}

async function ownedKey(tx: DbTransaction, userId: string, licenseId: string) {
  const [key] = await tx
    .select()
    .from(licenseKeys)
    .where(and(eq(licenseKeys.id, licenseId), eq(licenseKeys.userId, userId)))
    .for('update');
  if (!key) throw notFound('License key not found', 'LICENSE_NOT_FOUND');
  return key;
}

/** "Resend key": e-mails the very key the buyer holds again; it keeps working. */
export async function resendLicense(
  deps: LicenseDeps,
  userId: string,
  licenseId: string,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const key = await ownedKey(tx, userId, licenseId);
    if (key.status !== 'issued' || key.sealedKey === null) {
      throw conflict(
        key.status === 'issued'
          ? 'This key was issued before keys could be sent again; replace it instead.'
          : `This key is ${key.status} and cannot be resent.`,
        'KEY_NOT_RESENDABLE',
      );
    }
    const to = await requireKeyAddress(tx, userId);
    await enqueueLicenseEmail(tx, deps, { to, userId, licenseKeyId: key.id, kind: 'resent' });
    return key.id;
  });
}

/**
 * "Replace my key": the unused key stops working and a new one for the same
 * plan and purchase is e-mailed, for a buyer who fears the old one leaked.
 */
export async function replaceLicense(
  deps: LicenseDeps,
  userId: string,
  licenseId: string,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const key = await ownedKey(tx, userId, licenseId);
    if (key.status !== 'issued') {
      throw conflict(`This key is ${key.status} and cannot be replaced.`, 'KEY_NOT_REPLACEABLE');
    }
    const to = await requireKeyAddress(tx, userId);
    await tx
      .update(licenseKeys)
      .set({ status: 'revoked', revokedAt: new Date(), revokedReason: 'replaced' })
      .where(eq(licenseKeys.id, key.id));
    const issued = await issueLicenseKey(tx, deps.secrets, {
      userId,
      plan: key.plan,
      purchaseId: key.purchaseId,
    });
    await enqueueLicenseEmail(tx, deps, {
      to,
      userId,
      licenseKeyId: issued.id,
      kind: 'replacement',
    });
    return issued.id;
  });
}
