import { desc, eq, schema } from '@guildsmith/db';
import * as argon2 from '@node-rs/argon2';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ADMIN_LOGIN_THROTTLES, adminLogin, adminLoginThrottles } from './admin-login.ts';
import { passwordCheck } from './password-check.ts';
import { SessionTokens } from './session-tokens.ts';

// Counts password checks: a refused attempt must not reach argon2 at all.
const passwordChecks = vi.spyOn(passwordCheck, 'matches');

const PASSWORD = 'correct horse battery staple';
const TOTP_SECRET = new Secret({ size: 20 }).base32;

let harness: TestApp;
let address = 0;
/** Each test acts from addresses of its own, so the per-address limit of one never meets another. */
const nextAddress = () => `10.7.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

beforeAll(async () => {
  harness = await createTestApp();
  const passwordHash = await argon2.hash(PASSWORD);
  await harness.database.db.insert(schema.users).values([
    { username: 'parallel.admin', role: 'admin', passwordHash },
    { username: 'known.admin', role: 'admin', passwordHash },
    {
      username: 'totp.admin',
      role: 'admin',
      passwordHash,
      totpSecret: harness.secrets.seal(TOTP_SECRET),
    },
    {
      username: 'totp.counted',
      role: 'admin',
      passwordHash,
      totpSecret: harness.secrets.seal(TOTP_SECRET),
    },
  ]);
});

afterAll(async () => {
  passwordChecks.mockRestore();
  await harness.close();
});

beforeEach(() => {
  passwordChecks.mockClear();
});

const login = (ip: string, body: Record<string, string>) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: body,
    headers: { 'x-forwarded-for': ip },
  });

const codeAt = (timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(TOTP_SECRET), timestamp });

describe('admin login throttling', () => {
  it('counts attempts before checking: of ten wrong passwords at once, five are checked', async () => {
    const ip = nextAddress();
    const limit = ADMIN_LOGIN_THROTTLES.userAtAddress.maxAttempts;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, attempt) =>
        login(ip, { username: 'parallel.admin', password: `guess-${attempt}` }),
      ),
    );
    const codes = responses.map((response) => response.json().error.code);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(limit);
    expect(codes.filter((code) => code === 'LOGIN_LOCKED')).toHaveLength(10 - limit);
    expect(passwordChecks).toHaveBeenCalledTimes(limit);
    const locked = responses.find((response) => response.statusCode === 429);
    expect(locked?.json().error.message).toBe(
      'Too many failed login attempts. Please try again in 15 minutes.',
    );
  });

  it('an outsider guessing from their own address cannot lock the admin out of theirs', async () => {
    const outsider = nextAddress();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await login(outsider, { username: 'known.admin', password: `guess-${attempt}` });
    }
    const stillOutsider = await login(outsider, { username: 'known.admin', password: PASSWORD });
    expect(stillOutsider.statusCode).toBe(429);

    const admin = await login(nextAddress(), { username: 'known.admin', password: PASSWORD });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user).toMatchObject({ username: 'known.admin', role: 'admin' });
  });

  it('limits everything one address tries, whatever the names', async () => {
    // Called directly: through the route, its per-minute rate limit would answer first.
    const deps = {
      db: harness.database.db,
      sessions: new SessionTokens(harness.database.db, harness.config.jwtSecret),
      throttles: adminLoginThrottles(undefined),
      secrets: harness.secrets,
    };
    const context = { ip: nextAddress() };
    for (let name = 0; name < ADMIN_LOGIN_THROTTLES.address.maxAttempts; name += 1) {
      await expect(
        adminLogin(deps, { username: `nobody.${name}`, password: 'x' }, context),
      ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    passwordChecks.mockClear();
    await expect(
      adminLogin(deps, { username: 'known.admin', password: PASSWORD }, context),
    ).rejects.toMatchObject({ statusCode: 429, code: 'LOGIN_LOCKED' });
    expect(passwordChecks).not.toHaveBeenCalled();
    const elsewhere = await adminLogin(
      deps,
      { username: 'known.admin', password: PASSWORD },
      { ip: nextAddress() },
    );
    expect(elsewhere.user.username).toBe('known.admin');
  });
});

describe('admin login with an authenticator app', () => {
  it('asks for the code once the password is right, and never says so for a wrong password', async () => {
    const ip = nextAddress();
    const asked = await login(ip, { username: 'totp.admin', password: PASSWORD });
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual({
      error: {
        code: 'TOTP_REQUIRED',
        message: 'Enter the 6-digit code from your authenticator app.',
      },
    });
    const wrongPassword = await login(ip, {
      username: 'totp.admin',
      password: 'not it',
      totpCode: codeAt(Date.now()),
    });
    expect(wrongPassword.json().error.code).toBe('INVALID_CREDENTIALS');
    // The missing code is a step, not a failure; the wrong password is stored for the metrics.
    const failures = await harness.database.db
      .select()
      .from(schema.adminLoginFailures)
      .where(eq(schema.adminLoginFailures.ip, ip));
    expect(failures.map((row) => [row.username, row.reason])).toEqual([
      ['totp.admin', 'invalid_credentials'],
    ]);
  });

  it('refuses a wrong code, accepts the right one once, and the next one after it', async () => {
    const now = Date.now();
    const valid = new Set([-30_000, 0, 30_000].map((offset) => codeAt(now + offset)));
    const wrongCode = ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code));
    const wrong = await login(nextAddress(), {
      username: 'totp.admin',
      password: PASSWORD,
      totpCode: wrongCode ?? '',
    });
    expect(wrong.statusCode).toBe(401);
    const [failure] = await harness.database.db
      .select()
      .from(schema.adminLoginFailures)
      .where(eq(schema.adminLoginFailures.username, 'totp.admin'))
      .orderBy(desc(schema.adminLoginFailures.createdAt))
      .limit(1);
    expect(failure?.reason).toBe('invalid_totp');
    expect(wrong.json().error).toEqual({
      code: 'TOTP_INVALID',
      message:
        'That code is wrong or was already used. Enter the next code from your authenticator app.',
    });

    const code = codeAt(now);
    const accepted = await login(nextAddress(), {
      username: 'totp.admin',
      password: PASSWORD,
      totpCode: code,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ username: 'totp.admin', role: 'admin' });

    const replayed = await login(nextAddress(), {
      username: 'totp.admin',
      password: PASSWORD,
      totpCode: code,
    });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error.code).toBe('TOTP_INVALID');

    const next = await login(nextAddress(), {
      username: 'totp.admin',
      password: PASSWORD,
      totpCode: codeAt(now + 30_000),
    });
    expect(next.statusCode).toBe(200);
  });

  it('counts attempts without the right code towards the limit', async () => {
    const ip = nextAddress();
    for (let attempt = 0; attempt < ADMIN_LOGIN_THROTTLES.userAtAddress.maxAttempts; attempt += 1) {
      const response = await login(ip, { username: 'totp.counted', password: PASSWORD });
      expect(response.json().error.code).toBe('TOTP_REQUIRED');
    }
    const locked = await login(ip, {
      username: 'totp.counted',
      password: PASSWORD,
      totpCode: codeAt(Date.now()),
    });
    expect(locked.statusCode).toBe(429);
  });
});
