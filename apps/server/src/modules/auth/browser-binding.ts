import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Login CSRF: a state alone would let anyone who stops their own sign-in at
 * the redirect hand the link to someone else and sign them in as themselves.
 * The browser that starts sign-in gets a random nonce in a cookie; the state
 * row keeps only its digest, and the callback must bring the nonce back.
 */
export const SIGN_IN_COOKIE = 'guildsmith_sign_in';
/** Only the callback needs it, so no other request carries it. */
export const SIGN_IN_COOKIE_PATH = '/api/auth/discord/callback';

const digest = (nonce: string) => createHash('sha256').update(nonce).digest();

export function createBrowserNonce(): { nonce: string; hash: string } {
  const nonce = randomBytes(32).toString('base64url');
  return { nonce, hash: digest(nonce).toString('hex') };
}

/** Whether the cookie's nonce is the one the state was minted with; compared in constant time. */
export function nonceMatches(storedHash: string | null, nonce: string | undefined): boolean {
  if (!storedHash || !nonce) return false;
  const stored = Buffer.from(storedHash, 'hex');
  const presented = digest(nonce);
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}
