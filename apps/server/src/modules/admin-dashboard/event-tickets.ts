import { createHmac, randomBytes } from 'node:crypto';
import { and, type Db, eq, gt, schema } from '@guildsmith/db';
import type { Redis } from 'ioredis';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../../lib/errors.ts';

const { sessions } = schema;

/** Long enough to open the stream right after asking, short enough to be worthless in a log. */
export const TICKET_LIFETIME_SECONDS = 60;

const ISSUER = 'guildsmith-admin-events';
const AUDIENCE = 'admin-events';

/** Whether a ticket id was already spent; each id can be spent once. */
interface SpentTickets {
  spend(jti: string, ttlMs: number): Promise<boolean>;
}

/** One process: enough for one instance; entries go when their ticket would have expired anyway. */
function memorySpentTickets(now: () => number = Date.now): SpentTickets {
  const spent = new Map<string, number>();
  return {
    async spend(jti, ttlMs) {
      const time = now();
      for (const [id, until] of spent) if (until <= time) spent.delete(id);
      if (spent.has(jti)) return false;
      spent.set(jti, time + ttlMs);
      return true;
    },
  };
}

/** Shared by every instance, so a ticket spent on one cannot be spent again on another. */
function redisSpentTickets(redis: Redis): SpentTickets {
  return {
    async spend(jti, ttlMs) {
      const set = await redis.set(`guildsmith-admin-ticket:${jti}`, '1', 'PX', ttlMs, 'NX');
      return set === 'OK';
    },
  };
}

export interface TicketHolder {
  userId: string;
  sid: string;
}

/**
 * Single-use passes for the admin event stream, which EventSource opens
 * without headers. A ticket is signed (so any instance can check it) with a
 * key derived for this purpose alone, so it can never pass as a session
 * token, and it names the session that asked: logging out voids it.
 *
 * Only the current JWT_SECRET signs and verifies tickets, even while the
 * previous one is being retired (ADR 0016): a ticket is spent within a second
 * of being issued and dies after a minute, and the browser asks for a new one
 * whenever a stream fails, so the worst a rotation does is refuse a ticket
 * issued in the last minute before the restart, which the retry replaces.
 */
export class EventTickets {
  private readonly key: Uint8Array;
  private readonly spent: SpentTickets;

  constructor(
    private readonly db: Db,
    jwtSecret: string,
    redis?: Redis,
  ) {
    this.key = createHmac('sha256', jwtSecret).update('admin-event-tickets').digest();
    this.spent = redis ? redisSpentTickets(redis) : memorySpentTickets();
  }

  async issue(holder: TicketHolder): Promise<{ ticket: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + TICKET_LIFETIME_SECONDS * 1000);
    const ticket = await new SignJWT({ sid: holder.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(holder.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setJti(randomBytes(16).toString('base64url'))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { ticket, expiresAt };
  }

  /** The holder of a valid, unspent ticket whose admin session still exists; spends it. */
  async redeem(ticket: string): Promise<TicketHolder> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(ticket, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw invalidTicket();
      throw error;
    }
    const { sub, sid, jti, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof jti !== 'string') {
      throw invalidTicket();
    }
    const ttlMs = Math.max(1_000, (typeof exp === 'number' ? exp * 1000 : 0) - Date.now());
    if (!(await this.spent.spend(jti, ttlMs))) throw invalidTicket();
    if (!(await this.sessionStands({ userId: sub, sid }))) throw invalidTicket();
    return { userId: sub, sid };
  }

  /** The admin session the stream was opened with still exists and has not expired. */
  async sessionStands(holder: TicketHolder): Promise<boolean> {
    const [session] = await this.db
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(
        and(
          eq(sessions.sid, holder.sid),
          eq(sessions.userId, holder.userId),
          eq(sessions.role, 'admin'),
          gt(sessions.expire, new Date()),
        ),
      )
      .limit(1);
    return session !== undefined;
  }
}

const invalidTicket = () =>
  unauthorized('The event stream ticket is invalid, expired or already used', 'INVALID_TICKET');
