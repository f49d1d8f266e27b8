import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { interactionPublicKey, verifyInteractionSignature } from './signature.ts';

const pair = generateKeyPairSync('ed25519');
const publicHex = Buffer.from(
  pair.publicKey.export({ format: 'jwk' }).x ?? '',
  'base64url',
).toString('hex');
const publicKey = interactionPublicKey(publicHex);
const now = Date.UTC(2026, 0, 1);
const timestamp = String(now / 1000);
const body = Buffer.from('{"type":1}');
const signatureOf = (stamp: string, bytes: Buffer) =>
  sign(null, Buffer.concat([Buffer.from(stamp), bytes]), pair.privateKey).toString('hex');

const check = (overrides: Partial<Parameters<typeof verifyInteractionSignature>[0]>) =>
  verifyInteractionSignature({
    publicKey,
    signature: signatureOf(timestamp, body),
    timestamp,
    body,
    nowMs: now,
    ...overrides,
  });

describe('verifyInteractionSignature', () => {
  it('accepts Discord’s signature over timestamp + raw body', () => {
    expect(check({})).toEqual({ ok: true });
  });

  it('refuses missing, malformed, stale and mismatching signatures', () => {
    expect(check({ signature: undefined })).toEqual({ ok: false, reason: 'missing' });
    expect(check({ timestamp: undefined })).toEqual({ ok: false, reason: 'missing' });
    expect(check({ signature: 'zz' })).toEqual({ ok: false, reason: 'malformed' });
    expect(check({ timestamp: 'yesterday' })).toEqual({ ok: false, reason: 'malformed' });
    expect(check({ body: Buffer.from('{"type":2}') })).toEqual({ ok: false, reason: 'mismatch' });
    const old = String(now / 1000 - 301);
    expect(check({ timestamp: old, signature: signatureOf(old, body) })).toEqual({
      ok: false,
      reason: 'stale',
    });
    const other = generateKeyPairSync('ed25519');
    const forged = sign(null, Buffer.concat([Buffer.from(timestamp), body]), other.privateKey);
    expect(check({ signature: forged.toString('hex') })).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('reads the key as the developer portal shows it', () => {
    expect(() => interactionPublicKey('abc')).toThrow(RangeError);
    expect(interactionPublicKey(publicHex.toUpperCase()).asymmetricKeyType).toBe('ed25519');
  });
});
