import type { User } from '@guildsmith/core';
import { and, type Db, eq, isNotNull, schema } from '@guildsmith/db';
import type { AdminLoginFailureReason } from '@guildsmith/db/schema';
import type { Redis } from 'ioredis';
import { AppError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { acceptTotpCode } from './admin-totp.ts';
import {
  type AttemptThrottle,
  memoryThrottle,
  redisThrottle,
  type ThrottlePolicy,
} from './attempt-throttle.ts';
import { passwordCheck } from './password-check.ts';
import type { SessionContext, SessionTokens } from './session-tokens.ts';
import { toUserView } from './user-view.ts';

const { adminLoginFailures, users } = schema;

/** Longer typed names are cut: the metrics need the attempt, not an attacker's payload. */
const STORED_USERNAME_LENGTH = 64;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Attempts are counted per username *and* address, so someone who knows an
 * admin's name can only pause their own attempts, never the admin's; the
 * pauses double while the guessing goes on. The per-address limit catches one
 * address trying many names.
 */
export const ADMIN_LOGIN_THROTTLES = {
  userAtAddress: {
    maxAttempts: 5,
    windowMs: 15 * MINUTE,
    pauseMs: 15 * MINUTE,
    maxPauseMs: DAY,
    memoryMs: DAY,
  },
  address: {
    maxAttempts: 20,
    windowMs: 15 * MINUTE,
    pauseMs: 15 * MINUTE,
    maxPauseMs: 15 * MINUTE,
    memoryMs: 15 * MINUTE,
  },
} as const satisfies Record<string, ThrottlePolicy>;

export interface AdminLoginThrottles {
  userAtAddress: AttemptThrottle;
  address: AttemptThrottle;
}

/** In Redis when instances share limits, else in this process. */
export function adminLoginThrottles(redis: Redis | undefined): AdminLoginThrottles {
  const create = (policy: ThrottlePolicy) =>
    redis ? redisThrottle(redis, policy) : memoryThrottle(policy);
  return {
    userAtAddress: create(ADMIN_LOGIN_THROTTLES.userAtAddress),
    address: create(ADMIN_LOGIN_THROTTLES.address),
  };
}

/**
 * Verifying a password for a username that does not exist still costs an
 * argon2 verification, so timing does not reveal which admin names exist.
 */
const DECOY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$fkT2mm3ja0u8Ttt5dP7V6w$w+zNrhoRhkSNIumYQX0ZT97j1zvnrhV0kDJcHgrlpPo';

function lockedOut(retryAfterMs: number): AppError {
  const minutes = Math.ceil(retryAfterMs / MINUTE);
  return new AppError(
    429,
    'LOGIN_LOCKED',
    `Too many failed login attempts. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
  );
}

export async function adminLogin(
  deps: { db: Db; sessions: SessionTokens; throttles: AdminLoginThrottles; secrets: SecretBox },
  input: { username: string; password: string; totpCode?: string | undefined },
  context: SessionContext,
): Promise<{ token: string; user: User }> {
  const username = input.username.trim().toLowerCase();
  const address = context.ip ?? 'unknown';
  const userAtAddress = `admin-user-ip:${username}@${address}`;
  // Counted before the password is checked; a refused attempt checks nothing.
  const fromAddress = await deps.throttles.address.attempt(`admin-ip:${address}`);
  if (!fromAddress.allowed) throw lockedOut(fromAddress.retryAfterMs);
  const forUser = await deps.throttles.userAtAddress.attempt(userAtAddress);
  if (!forUser.allowed) throw lockedOut(forUser.retryAfterMs);

  const [admin] = await deps.db
    .select()
    .from(users)
    .where(
      and(eq(users.username, username), eq(users.role, 'admin'), isNotNull(users.passwordHash)),
    )
    .limit(1);
  const valid = await passwordCheck
    .matches(admin?.passwordHash ?? DECOY_HASH, input.password)
    .catch(() => false);
  const recordFailure = (reason: AdminLoginFailureReason) =>
    deps.db.insert(adminLoginFailures).values({
      username: username.slice(0, STORED_USERNAME_LENGTH),
      reason,
      ip: context.ip ?? null,
    });
  if (!admin || !valid) {
    await recordFailure('invalid_credentials');
    throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid admin credentials');
  }
  if (admin.totpSecret) {
    if (!input.totpCode) {
      throw new AppError(
        401,
        'TOTP_REQUIRED',
        'Enter the 6-digit code from your authenticator app.',
      );
    }
    const { totpSecret } = admin;
    if (
      !(await acceptTotpCode(deps.db, deps.secrets, { id: admin.id, totpSecret }, input.totpCode))
    ) {
      await recordFailure('invalid_totp');
      throw new AppError(
        401,
        'TOTP_INVALID',
        'That code is wrong or was already used. Enter the next code from your authenticator app.',
      );
    }
  }

  await deps.throttles.userAtAddress.reset(userAtAddress);
  const now = new Date();
  await deps.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, admin.id));
  const { token } = await deps.sessions.issue({ id: admin.id, role: 'admin' }, context);
  return { token, user: toUserView({ ...admin, lastLoginAt: now }, now) };
}
