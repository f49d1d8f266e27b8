import { describe, expect, it } from 'vitest';
import { avatarUrl } from './avatar-url.ts';

const CDN = 'http://localhost:3000/sandbox/discord';
const owner = { discordId: '1310000000000000101', avatar: null, discriminator: '0' };

describe('avatarUrl', () => {
  it('builds the Discord avatar on the configured CDN, animated ones as GIF', () => {
    expect(avatarUrl({ ...owner, avatar: 'abc' }, 64, CDN)).toBe(
      `${CDN}/avatars/1310000000000000101/abc.png?size=64`,
    );
    expect(avatarUrl({ ...owner, avatar: 'a_abc' }, 32, CDN)).toBe(
      `${CDN}/avatars/1310000000000000101/a_abc.gif?size=32`,
    );
  });

  it('prefers our uploaded picture, and has none to show without either', () => {
    expect(
      avatarUrl({ ...owner, avatar: 'abc', profilePicture: '/uploads/avatars/x.webp' }, 64, CDN),
    ).toBe('/uploads/avatars/x.webp');
    expect(avatarUrl(owner, 64, CDN)).toBeNull();
  });
});
