import { and, type DbExecutor, eq, schema } from '@guildsmith/db';
import { hashLicenseKey } from '../../licenses/license-keys.ts';

const { licenseKeys } = schema;

export type LicenseKeyRow = schema.LicenseKey;

export type KeyRefusal =
  | 'unknown_key'
  | 'not_key_owner'
  | 'revoked_key'
  | 'refunded_key'
  | 'disputed_key'
  | 'key_used_here'
  | 'key_used_elsewhere';

/** The stored key for a canonical key, looked up by its hash (the only form we keep). */
export async function findLicenseKey(db: DbExecutor, key: string): Promise<LicenseKeyRow | null> {
  const [row] = await db
    .select()
    .from(licenseKeys)
    .where(eq(licenseKeys.keyHash, hashLicenseKey(key)))
    .limit(1);
  return row ?? null;
}

/** Why a key cannot be activated by this account in this server, or null when it can. */
export function keyRefusal(
  row: LicenseKeyRow | null,
  accountId: string,
  guildId: string,
): KeyRefusal | null {
  if (!row) return 'unknown_key';
  // Keys are not transferable (ADR 0007).
  if (row.userId !== accountId) return 'not_key_owner';
  if (row.status === 'revoked') {
    if (row.revokedReason === 'refunded') return 'refunded_key';
    if (row.revokedReason === 'disputed') return 'disputed_key';
    return 'revoked_key';
  }
  if (row.status === 'activated') {
    return row.serverId === guildId ? 'key_used_here' : 'key_used_elsewhere';
  }
  return null;
}

/**
 * Binds an issued key to a server in one conditional UPDATE. Concurrent
 * callers serialise on the row: the first flips `issued` to `activated`, every
 * other one then matches nothing and gets null. Exactly one wins.
 */
export async function consumeLicenseKey(
  db: DbExecutor,
  input: { keyId: string; accountId: string; guildId: string; discordUserId: string; now: Date },
): Promise<LicenseKeyRow | null> {
  const [row] = await db
    .update(licenseKeys)
    .set({
      status: 'activated',
      serverId: input.guildId,
      activatedBy: input.discordUserId,
      activatedAt: input.now,
    })
    .where(
      and(
        eq(licenseKeys.id, input.keyId),
        eq(licenseKeys.userId, input.accountId),
        eq(licenseKeys.status, 'issued'),
      ),
    )
    .returning();
  return row ?? null;
}
