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
