import { and, type Db, eq, isNotNull, schema } from '@guildsmith/db';
import { verify } from '@node-rs/argon2';
import { AppError } from '../../lib/errors.ts';
import type { AttemptThrottle } from './attempt-throttle.ts';
import type { SessionContext, SessionTokens } from './session-tokens.ts';
import { toUserView, type UserView } from './user-view.ts';

const { users } = schema;

export const ADMIN_LOGIN_THROTTLE = { maxFailures: 5, windowSeconds: 15 * 60 } as const;

/**
 * Verifying a password for a username that does not exist still costs an
 * argon2 verification, so timing does not reveal which admin names exist.
 */
const DECOY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$fkT2mm3ja0u8Ttt5dP7V6w$w+zNrhoRhkSNIumYQX0ZT97j1zvnrhV0kDJcHgrlpPo';

export async function adminLogin(
  deps: { db: Db; sessions: SessionTokens; throttle: AttemptThrottle },
  input: { username: string; password: string },
  context: SessionContext,
): Promise<{ token: string; user: UserView }> {
  const username = input.username.trim().toLowerCase();
  const keys = [`admin-user:${username}`, `admin-ip:${context.ip ?? 'unknown'}`];
  for (const key of keys) {
    if (await deps.throttle.isBlocked(key)) {
      throw new AppError(
        429,
        'LOGIN_LOCKED',
        'Too many failed login attempts. Please try again in 15 minutes.',
      );
    }
  }

  const [admin] = await deps.db
    .select()
    .from(users)
    .where(
      and(eq(users.username, username), eq(users.role, 'admin'), isNotNull(users.passwordHash)),
    )
    .limit(1);
  const valid = await verify(admin?.passwordHash ?? DECOY_HASH, input.password).catch(() => false);
  if (!admin || !valid) {
    await Promise.all(keys.map((key) => deps.throttle.recordFailure(key)));
    throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid admin credentials');
  }

  await Promise.all(keys.map((key) => deps.throttle.reset(key)));
  const now = new Date();
  await deps.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, admin.id));
  const { token } = await deps.sessions.issue({ id: admin.id, role: 'admin' }, context);
  return { token, user: toUserView({ ...admin, lastLoginAt: now }, now) };
}
