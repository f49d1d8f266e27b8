import { createHash } from 'node:crypto';
import { generateLicenseKey, licenseKeyLast4, type PlanId } from '@guildsmith/core';
import { type DbExecutor, schema } from '@guildsmith/db';

const { licenseKeys } = schema;

/** Keys are stored only as this digest; lookups hash the typed key the same way. */
export function hashLicenseKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export interface IssuedLicenseKey {
  id: string;
  /** The only copy of the full key: it goes into the e-mail job sealed, never into a log. */
  key: string;
  last4: string;
  plan: PlanId;
}

/** Mints a key for a plan and stores its hash and last four characters. */
export async function issueLicenseKey(
  db: DbExecutor,
  input: { userId: string; plan: PlanId; purchaseId: string | null },
): Promise<IssuedLicenseKey> {
  const key = generateLicenseKey();
  const last4 = licenseKeyLast4(key);
  const [row] = await db
    .insert(licenseKeys)
    .values({
      keyHash: hashLicenseKey(key),
      last4,
      plan: input.plan,
      userId: input.userId,
      purchaseId: input.purchaseId,
    })
    .returning({ id: licenseKeys.id });
  if (!row) throw new Error('License key was not stored');
  return { id: row.id, key, last4, plan: input.plan };
}
