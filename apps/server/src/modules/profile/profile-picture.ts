import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Db, eq, schema } from '@guildsmith/db';
import { badRequest } from '../../lib/errors.ts';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Stored avatars: `<account id>_<random>.webp`, or a bare `<random>.webp` from before accounts were named. */
export const AVATAR_FILE_PATTERN = new RegExp(`^(?:${UUID}_)?${UUID}\\.webp$`);

/** A new avatar's file name: it names its owner, so nobody else can claim it. */
export const newAvatarFileName = (userId: string) => `${userId}_${randomUUID()}.webp`;

/**
 * What a profile may name as its picture: none, the one it already has, or an
 * upload of this same account that exists. Anything else (another account's
 * upload, a path leaving the avatars folder, a URL elsewhere) is refused.
 */
export async function checkProfilePicture(
  deps: { db: Db; avatarsDir: string },
  userId: string,
  value: string | undefined,
): Promise<void> {
  if (!value) return;
  const [current] = await deps.db
    .select({ profilePicture: schema.users.profilePicture })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (current?.profilePicture === value) return;
  const fileName = value.startsWith(AVATAR_URL_PREFIX) ? value.slice(AVATAR_URL_PREFIX.length) : '';
  const owned =
    fileName.startsWith(`${userId}_`) &&
    AVATAR_FILE_PATTERN.test(fileName) &&
    existsSync(path.join(deps.avatarsDir, fileName));
  if (!owned) {
    throw badRequest('Please upload the profile picture first.', undefined, 'INVALID_PICTURE');
  }
}
