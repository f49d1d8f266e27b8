import { and, type Db, eq, isNull, lt, or, schema } from '@guildsmith/db';
import { Secret, TOTP } from 'otpauth';
import type { SecretBox } from '../../lib/secret-box.ts';

const { users } = schema;

const ISSUER = 'Guildsmith';
/** One step either side of now, so a phone whose clock is up to 30 seconds off still works. */
const DRIFT_STEPS = 1;

function totpFor(username: string, secret: Secret): TOTP {
  // SHA-1, 6 digits, 30 seconds: RFC 6238's defaults, the only ones every authenticator app reads.
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret,
  });
}

export interface TotpEnrolment {
  /** Base32, for typing into an app by hand. */
  secret: string;
  /** otpauth:// URI, for apps that read it (or its QR code). */
  uri: string;
}

/** A new random secret (160 bits, as RFC 4226 recommends) for `username`. */
export function newTotpEnrolment(username: string): TotpEnrolment {
  const secret = new Secret({ size: 20 });
  return { secret: secret.base32, uri: totpFor(username, secret).toString() };
}

/** The time step `code` belongs to when it is right for `now`, else null. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpFor(ISSUER, Secret.fromBase32(secret));
  const delta = totp.validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/**
 * Accepts a code once: its step must come after the last accepted one, and the
 * conditional update makes two requests with the same code race for one win.
 */
export async function acceptTotpCode(
  db: Db,
  secrets: SecretBox,
  admin: { id: string; totpSecret: string },
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const step = totpStep(secrets.open(admin.totpSecret), code, now);
  if (step === null) return false;
  const [accepted] = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(eq(users.id, admin.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))),
    )
    .returning({ id: users.id });
  return accepted !== undefined;
}
