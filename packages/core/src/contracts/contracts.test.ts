import { describe, expect, it } from 'vitest';
import { styleCard } from '../style.ts';
import { fixture } from '../style-fixture.ts';
import { licenseSchema, styleCountResponse, styleDetailResponse, userSchema } from './index.ts';

const user = {
  id: 'u1',
  discordId: '1',
  username: 'ava.codes',
  firstName: 'Ava',
  globalName: null,
  email: 'ava@example.com',
  emailVerified: true,
  avatar: null,
  discriminator: '0',
  plan: 'free',
  planExpiresAt: null,
  role: 'user',
  profileCompleted: true,
  onboardingCompleted: true,
  profileName: 'Ava',
  bio: null,
  website: null,
  twitter: null,
  github: null,
  profilePicture: null,
  lastLoginAt: new Date(2026, 10, 1).toISOString(),
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('response contracts', () => {
  it('take moments as Date.toISOString() writes them, and nothing else', () => {
    expect(userSchema.parse(user)).toEqual(user);
    for (const createdAt of ['2026-11-01', '2026-11-01T00:00:00+01:00', 'yesterday', '']) {
      expect(userSchema.safeParse({ ...user, createdAt }).success).toBe(false);
    }
  });

  it('drop what they do not name, so nothing unlisted reaches the browser', () => {
    expect(userSchema.parse({ ...user, passwordHash: 'secret' })).not.toHaveProperty(
      'passwordHash',
    );
  });

  it('hold the API to its vocabularies', () => {
    const license = {
      id: 'k1',
      maskedKey: 'TPL-•••••-•••••-•••••-AB12',
      plan: 'premium',
      status: 'revoked',
      revokedReason: 'refunded',
      resendable: false,
      serverId: null,
      activatedAt: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    expect(licenseSchema.parse(license)).toEqual(license);
    expect(licenseSchema.safeParse({ ...license, revokedReason: 'lost' }).success).toBe(false);
    expect(licenseSchema.safeParse({ ...license, plan: 'gold' }).success).toBe(false);
  });

  it('need a count for every plan', () => {
    const byPlan = { free: 1, starter: 50, premium: 88, ultimate: 105, lifetime: 130 };
    expect(styleCountResponse.parse({ total: 130, byPlan })).toEqual({ total: 130, byPlan });
    const { lifetime: _lifetime, ...missing } = byPlan;
    expect(styleCountResponse.safeParse({ total: 130, byPlan: missing }).success).toBe(false);
  });

  it('describe a style detail as the style, checked like the catalogue, plus its card', () => {
    const style = fixture();
    const detail = { ...style, card: styleCard(style) };
    expect(styleDetailResponse.parse(detail)).toEqual(detail);
    const dangling = { ...detail, settings: { ...detail.settings, welcomeChannelKey: 'nowhere' } };
    expect(styleDetailResponse.safeParse(dangling).success).toBe(false);
  });
});
