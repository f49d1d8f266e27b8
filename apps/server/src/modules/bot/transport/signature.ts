import { createPublicKey, type KeyObject, verify } from 'node:crypto';

/**
 * Discord signs every interaction with the application's Ed25519 key over
 * `timestamp + raw body` (headers X-Signature-Ed25519 and X-Signature-Timestamp).
 * The check runs on the exact bytes received, before anything parses them.
 */

/** A timestamp further than this from our clock is a replay (or a broken clock): refused. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const HEX_PUBLIC_KEY = /^[0-9a-f]{64}$/i;
const HEX_SIGNATURE = /^[0-9a-f]{128}$/i;
const UNIX_SECONDS = /^\d{1,12}$/;

/** The application's public key as the Developer Portal shows it: 64 hex characters. */
export function interactionPublicKey(hex: string): KeyObject {
  if (!HEX_PUBLIC_KEY.test(hex)) throw new RangeError('An Ed25519 public key is 64 hex characters');
  return createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(hex, 'hex').toString('base64url') },
    format: 'jwk',
  });
}

export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

export function verifyInteractionSignature(input: {
  publicKey: KeyObject;
  signature: string | string[] | undefined;
  timestamp: string | string[] | undefined;
  body: Buffer;
  nowMs?: number;
}): SignatureCheck {
  const { signature, timestamp } = input;
  if (typeof signature !== 'string' || typeof timestamp !== 'string') {
    return { ok: false, reason: 'missing' };
  }
  if (!HEX_SIGNATURE.test(signature) || !UNIX_SECONDS.test(timestamp)) {
    return { ok: false, reason: 'malformed' };
  }
  const ageSeconds = Math.abs((input.nowMs ?? Date.now()) / 1000 - Number(timestamp));
  if (ageSeconds > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  const message = Buffer.concat([Buffer.from(timestamp, 'utf8'), input.body]);
  const valid = verify(null, message, input.publicKey, Buffer.from(signature, 'hex'));
  return valid ? { ok: true } : { ok: false, reason: 'mismatch' };
}
