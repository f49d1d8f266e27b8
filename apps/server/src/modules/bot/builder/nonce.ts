import { createHash } from 'node:crypto';

/** Discord keeps message nonces of at most 25 characters. */
const NONCE_LENGTH = 25;

/** The same nonce for the same operation of the same build, on every attempt. */
export function operationNonce(sessionId: string, key: string): string {
  return createHash('sha256').update(`${sessionId}:${key}`).digest('hex').slice(0, NONCE_LENGTH);
}
