import { describe, expect, it } from 'vitest';
import { builtSystemsSchema } from './build-result.ts';

const built = (type: string) => ({
  language: 'en',
  welcomeChannelId: '1',
  rulesChannelId: null,
  verification: { type, roleId: '2', channelId: '3' },
  tickets: null,
});

describe('builtSystemsSchema', () => {
  it('reads a server built with reaction verification as the button type', () => {
    expect(builtSystemsSchema.parse(built('reaction')).verification?.type).toBe('button');
    expect(builtSystemsSchema.parse(built('captcha')).verification?.type).toBe('captcha');
  });

  it('refuses a verification type it never offered', () => {
    expect(builtSystemsSchema.safeParse(built('email')).success).toBe(false);
  });
});
