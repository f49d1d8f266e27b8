import { maskLicenseKey, type PlanId } from '@guildsmith/core';
import { and, type Db, desc, eq, isUniqueViolation, ne, schema } from '@guildsmith/db';
import type { JobQueue } from '../../jobs/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { enqueueLicenseEmail } from '../mail/license-email-job.ts';
import { issueLicenseKey } from './license-keys.ts';

const { licenseKeys, users } = schema;

export interface LicenseView {
  id: string;
  maskedKey: string;
  plan: PlanId;
  status: 'issued' | 'activated' | 'revoked';
  serverId: string | null;
  activatedAt: string | null;
  createdAt: string;
}

export interface LicenseDeps {
  db: Db;
  queue: JobQueue;
  secrets: SecretBox;
}

/** The caller's keys, newest first, masked to their last four characters. */
export async function listLicenses(db: Db, userId: string): Promise<LicenseView[]> {
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
    serverId: row.serverId,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function mintAndMail(
  deps: LicenseDeps,
  input: { userId: string; plan: PlanId; purchaseId: string | null },
) {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!user?.email) {
      throw new AppError(
        409,
        'EMAIL_REQUIRED',
        'Add an e-mail address to your Discord account first: the key is sent by e-mail.',
      );
    }
    const issued = await issueLicenseKey(tx, input);
    await enqueueLicenseEmail(tx, deps, {
      to: user.email,
      userId: input.userId,
      licenseKeyId: issued.id,
      key: issued.key,
    });
    return issued.id;
  });
}

/** DESIGN section 2: one free key per account, e-mailed like any other. */
export async function issueFreeLicense(deps: LicenseDeps, userId: string): Promise<string> {
  try {
    return await mintAndMail(deps, { userId, plan: 'free', purchaseId: null });
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

/** "Resend key": an unused key is revoked and a fresh one for the same plan is e-mailed. */
export async function resendLicense(
  deps: LicenseDeps,
  userId: string,
  licenseId: string,
): Promise<string> {
  const [revoked] = await deps.db
    .update(licenseKeys)
    .set({ status: 'revoked', revokedAt: new Date() })
    .where(
      and(
        eq(licenseKeys.id, licenseId),
        eq(licenseKeys.userId, userId),
        eq(licenseKeys.status, 'issued'),
      ),
    )
    .returning();
  if (!revoked) {
    const [existing] = await deps.db
      .select({ status: licenseKeys.status })
      .from(licenseKeys)
      .where(
        and(
          eq(licenseKeys.id, licenseId),
          eq(licenseKeys.userId, userId),
          ne(licenseKeys.status, 'issued'),
        ),
      );
    if (existing)
      throw conflict(`This key is ${existing.status} and cannot be resent.`, 'KEY_NOT_RESENDABLE');
    throw notFound('License key not found', 'LICENSE_NOT_FOUND');
  }
  return mintAndMail(deps, { userId, plan: revoked.plan, purchaseId: revoked.purchaseId });
}
