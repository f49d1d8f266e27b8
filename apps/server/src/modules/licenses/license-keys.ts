import { createHash } from 'node:crypto';
import { generateLicenseKey, licenseKeyLast4, type PlanId } from '@guildsmith/core';
import { and, type DbExecutor, eq, inArray, schema } from '@guildsmith/db';
import type { LicenseKeyRevocationReason } from '@guildsmith/db/schema';
import type { SecretBox } from '../../lib/secret-box.ts';

const { licenseKeys } = schema;

/** Keys are looked up by this digest; lookups hash the typed key the same way. */
export function hashLicenseKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export interface IssuedLicenseKey {
  id: string;
  /** The plain key, for a caller that shows it at once (tests); never log it. */
  key: string;
  last4: string;
  plan: PlanId;
}

/**
 * Mints a key for a plan. It is stored as its hash (for lookups), its last
 * four characters (for display) and sealed (so "resend" can e-mail the same
 * key).
 */
export async function issueLicenseKey(
  db: DbExecutor,
  secrets: SecretBox,
  input: { userId: string; plan: PlanId; purchaseId: string | null },
): Promise<IssuedLicenseKey> {
  const key = generateLicenseKey();
  const last4 = licenseKeyLast4(key);
  const [row] = await db
    .insert(licenseKeys)
    .values({
      keyHash: hashLicenseKey(key),
      last4,
      sealedKey: secrets.seal(key),
      plan: input.plan,
      userId: input.userId,
      purchaseId: input.purchaseId,
    })
    .returning({ id: licenseKeys.id });
  if (!row) throw new Error('License key was not stored');
  return { id: row.id, key, last4, plan: input.plan };
}

/** Revokes the purchase's live keys (issued or activated) and answers what it revoked. */
export async function revokePurchaseKeys(
  db: DbExecutor,
  input: { purchaseId: string; reason: LicenseKeyRevocationReason; now: Date },
): Promise<schema.LicenseKey[]> {
  return db
    .update(licenseKeys)
    .set({ status: 'revoked', revokedAt: input.now, revokedReason: input.reason })
    .where(
      and(
        eq(licenseKeys.purchaseId, input.purchaseId),
        inArray(licenseKeys.status, ['issued', 'activated']),
      ),
    )
    .returning();
}
