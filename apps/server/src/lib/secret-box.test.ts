import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('round-trips a secret without storing it in clear', () => {
    const sealed = box.seal('discord-access-token');
    expect(sealed).not.toContain('discord-access-token');
    expect(box.open(sealed)).toBe('discord-access-token');
  });

  it('uses a fresh nonce every time', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a tampered value or another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3] ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    parts[3] = flipped.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
  });
});

describe('SecretBox during a key rotation', () => {
  const previousKey = randomBytes(32);
  const currentKey = randomBytes(32);
  const before = new SecretBox(previousKey);
  const during = new SecretBox(currentKey, previousKey);
  const after = new SecretBox(currentKey);

  it('opens what the previous key sealed and seals only with the current key', () => {
    const old = before.seal('written before the rotation');
    expect(during.open(old)).toBe('written before the rotation');
    const fresh = during.seal('written during the rotation');
    expect(after.open(fresh)).toBe('written during the rotation');
    expect(() => before.open(fresh)).toThrow();
  });

  it('re-seals a previous-key value so it opens without that key, and leaves current ones', () => {
    const old = before.seal('oauth-refresh-token');
    expect(() => after.open(old)).toThrow();
    const resealed = during.reseal(old);
    expect(resealed).not.toBeNull();
    expect(after.open(resealed ?? '')).toBe('oauth-refresh-token');
    expect(during.reseal(resealed ?? '')).toBeNull();
  });

  it('still refuses a value sealed under neither key', () => {
    const stranger = new SecretBox(randomBytes(32)).seal('secret');
    expect(() => during.open(stranger)).toThrow('opens with no configured key');
    expect(() => during.reseal(stranger)).toThrow();
  });
});
