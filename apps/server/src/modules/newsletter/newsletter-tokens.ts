import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { text } from '@guildsmith/core';

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_DAYS = 7;
const CONFIRM_TOKEN_TTL_MS = CONFIRM_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

/**
 * The stored form of every newsletter token: a SHA-256 hash, so a copy of the
 * table cannot confirm or unsubscribe anyone.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * `<expiry, base36 seconds>.<256 random bits>`. The table has no expiry
 * column, so the expiry travels in the token; it cannot be altered because
 * only the hash of the whole token is stored.
 */
export const confirmTokenShape = text().regex(/^[0-9a-z]{1,10}\.[\w-]{43}$/);
export const unsubscribeTokenShape = text().regex(/^[\w-]{43}$/);

export function createConfirmToken(now: Date = new Date()): string {
  const expiresAt = Math.floor((now.getTime() + CONFIRM_TOKEN_TTL_MS) / 1000);
  return `${expiresAt.toString(36)}.${randomBytes(32).toString('base64url')}`;
}

export function confirmTokenExpired(token: string, now: Date = new Date()): boolean {
  const seconds = Number.parseInt(token.split('.')[0] ?? '', 36);
  return !Number.isFinite(seconds) || seconds * 1000 <= now.getTime();
}

const unsubscribeKey = (encryptionKey: Buffer) =>
  Buffer.from(
    hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'guildsmith newsletter unsubscribe', 32),
  );

const tokenUnder = (key: Buffer, subscriberId: string) =>
  createHmac('sha256', key).update(subscriberId).digest('base64url');

/**
 * Unsubscribe tokens are derived (HMAC of the subscriber id under a key
 * derived from the server's encryption key), not random: every future mail to
 * a subscriber must carry a working unsubscribe link, and only the hash is
 * stored, so the token has to be recomputable.
 *
 * Following a link needs no key (the route looks up the hash of what it was
 * given), so links mailed before an ENCRYPTION_KEY rotation keep working for
 * as long as their hash stays stored. New mails carry the current key's token,
 * so the re-seal run replaces each stored hash made with the previous key by
 * the current one (ADR 0016).
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;
  private readonly previousKey: Buffer | null;

  constructor(encryptionKey: Buffer, previousEncryptionKey: Buffer | null = null) {
    this.key = unsubscribeKey(encryptionKey);
    this.previousKey = previousEncryptionKey ? unsubscribeKey(previousEncryptionKey) : null;
  }

  forSubscriber(subscriberId: string): string {
    return tokenUnder(this.key, subscriberId);
  }

  /** The stored hash of the subscriber's link under the current key, and under the previous one. */
  storedHashes(subscriberId: string): { current: string; previous: string | null } {
    return {
      current: hashToken(tokenUnder(this.key, subscriberId)),
      previous: this.previousKey ? hashToken(tokenUnder(this.previousKey, subscriberId)) : null,
    };
  }
}

/** The links every newsletter mail carries; they hit the routes in newsletter.routes.ts. */
export function newsletterLink(
  publicUrl: string,
  action: 'confirm' | 'unsubscribe',
  token: string,
): string {
  return `${publicUrl}/api/newsletter/${action}?token=${encodeURIComponent(token)}`;
}
