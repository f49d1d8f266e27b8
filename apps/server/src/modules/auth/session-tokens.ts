import { randomBytes } from 'node:crypto';
import { type Db, eq, schema } from '@guildsmith/db';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const { sessions } = schema;

export type SessionRole = 'user' | 'admin';

/** Session lifetimes (ADR 0004): 7 days, 30 with "remember device", 12 hours for admins. */
const SESSION_LIFETIME_SECONDS = {
  user: 7 * 24 * 3600,
  remembered: 30 * 24 * 3600,
  admin: 12 * 3600,
} as const;

export interface SessionClaims {
  userId: string;
  sid: string;
  role: SessionRole;
}

export interface SessionContext {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

const ISSUER = 'guildsmith';

/**
 * JWTs name a row in `sessions`; the row is the source of truth. Deleting it
 * (logout) kills the token even before `exp`.
 *
 * While JWT_SECRET is rotated (ADR 0016), tokens are signed with the new
 * secret only and the one being retired still verifies, so nobody is signed
 * out; once it is removed, tokens it signed are refused. The window must
 * outlast the longest lifetime above (30 days).
 */
export class SessionTokens {
  private readonly key: Uint8Array;
  private readonly previousKey: Uint8Array | null;

  constructor(
    private readonly db: Db,
    secret: string,
    previousSecret: string | null = null,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.previousKey = previousSecret === null ? null : new TextEncoder().encode(previousSecret);
  }

  async issue(
    user: { id: string; role: SessionRole },
    options: {
      remember?: boolean | undefined;
      data?: Record<string, unknown>;
    } & SessionContext = {},
  ): Promise<{ token: string; expiresAt: Date }> {
    const lifetime =
      user.role === 'admin'
        ? SESSION_LIFETIME_SECONDS.admin
        : options.remember
          ? SESSION_LIFETIME_SECONDS.remembered
          : SESSION_LIFETIME_SECONDS.user;
    const expiresAt = new Date(Date.now() + lifetime * 1000);
    const sid = randomBytes(24).toString('base64url');
    await this.db.insert(sessions).values({
      sid,
      userId: user.id,
      role: user.role,
      expire: expiresAt,
      sess: { ...options.data, remember: options.remember ?? false },
      userAgent: options.userAgent?.slice(0, 512),
      ip: options.ip,
    });
    const token = await new SignJWT({ sid, role: user.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims of a valid token whose session still exists, or null. */
  async verify(token: string): Promise<SessionClaims | null> {
    const payload = await this.verifiedPayload(token);
    if (!payload) return null;
    const { sub, sid, role } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string') return null;
    if (role !== 'user' && role !== 'admin') return null;
    const [session] = await this.db
      .select({ userId: sessions.userId, expire: sessions.expire, role: sessions.role })
      .from(sessions)
      .where(eq(sessions.sid, sid))
      .limit(1);
    if (!session || session.userId !== sub || session.expire.getTime() <= Date.now()) return null;
    return { userId: sub, sid, role: session.role };
  }

  /** The claims of a token signed by the current secret or, failing that, the previous one. */
  private async verifiedPayload(token: string): Promise<Record<string, unknown> | null> {
    for (const key of this.previousKey ? [this.key, this.previousKey] : [this.key]) {
      try {
        // Pinning the algorithm refuses `alg: none` and key-confusion tricks.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        return payload;
      } catch (error) {
        // Only a signature made with another key is worth a second try; an expired token stays refused.
        if (error instanceof joseErrors.JWSSignatureVerificationFailed) continue;
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    }
    return null;
  }

  async revoke(sid: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.sid, sid));
  }

  async revokeAllFor(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }
}
