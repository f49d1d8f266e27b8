import { describe, expect, it } from 'vitest';
import {
  adminLoginBody,
  completeProfileBody,
  createPaymentIntentBody,
  discordCallbackBody,
  emailOrUsernameLoginBody,
  feedbackBody,
  newsletterSubscribeBody,
  profileFormBody,
  profileUpdateBody,
  serverRegistrationBody,
} from './schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('request schemas carry the spec messages', () => {
  it('newsletter', () => {
    expect(firstMessage(newsletterSubscribeBody.safeParse({ email: '  ' }))).toBe(
      'Please enter your email address.',
    );
    expect(firstMessage(newsletterSubscribeBody.safeParse({ email: 'a b@c.de' }))).toBe(
      'Please enter a valid email address.',
    );
    expect(newsletterSubscribeBody.parse({ email: ' Ava@Example.COM ' })).toEqual({
      email: 'ava@example.com',
    });
  });

  it('feedback', () => {
    expect(firstMessage(feedbackBody.safeParse({ category: 'bug', message: '   ' }))).toBe(
      'Please select a category and enter your message.',
    );
    expect(firstMessage(feedbackBody.safeParse({ message: 'hi' }))).toBe(
      'Please select a category and enter your message.',
    );
    expect(feedbackBody.parse({ category: 'praise', message: ' Great bot ' }).message).toBe(
      'Great bot',
    );
  });

  it('sign-in callback', () => {
    expect(firstMessage(discordCallbackBody.safeParse({ code: '', state: 's' }))).toBe(
      'Invalid Authentication: No authorization code received from Discord.',
    );
  });

  it('admin login', () => {
    expect(firstMessage(adminLoginBody.safeParse({ username: '', password: 'x' }))).toBe(
      'Username is required',
    );
    expect(firstMessage(adminLoginBody.safeParse({ username: 'root', password: '' }))).toBe(
      'Password is required',
    );
  });

  it('server registration', () => {
    expect(
      firstMessage(
        serverRegistrationBody.safeParse({ serverId: '', serverName: 'x', plan: 'free' }),
      ),
    ).toBe('Server ID is required');
    expect(
      firstMessage(
        serverRegistrationBody.safeParse({ serverId: '1', serverName: '', plan: 'free' }),
      ),
    ).toBe('Server name is required');
    expect(
      serverRegistrationBody.safeParse({ serverId: '1', serverName: 'x', plan: 'gold' }).success,
    ).toBe(false);
  });

  it('profile forms', () => {
    expect(
      firstMessage(profileFormBody.safeParse({ username: 'ab', firstName: 'A', lastName: 'B' })),
    ).toBe('Username must be at least 3 characters');
    expect(
      firstMessage(profileFormBody.safeParse({ username: 'abc', firstName: '', lastName: 'B' })),
    ).toBe('First name is required');
    expect(firstMessage(emailOrUsernameLoginBody.safeParse({ password: '12345' }))).toBe(
      'Password must be at least 6 characters',
    );
  });

  it('refuses a bio over 500 characters', () => {
    expect(
      completeProfileBody.safeParse({ profileName: 'Ava', bio: 'x'.repeat(501) }).success,
    ).toBe(false);
    expect(profileUpdateBody.safeParse({ bio: 'x'.repeat(500) }).success).toBe(true);
    expect(profileUpdateBody.safeParse({ bio: 'x'.repeat(501) }).success).toBe(false);
  });

  it('checks profile links but allows clearing them', () => {
    expect(
      profileUpdateBody.safeParse({
        website: 'https://ava.dev',
        twitter: '@ava_codes',
        github: 'ava-codes',
      }).success,
    ).toBe(true);
    expect(profileUpdateBody.safeParse({ website: '', twitter: '', github: '' }).success).toBe(
      true,
    );
    expect(profileUpdateBody.safeParse({ website: 'javascript:alert(1)' }).success).toBe(false);
    expect(profileUpdateBody.safeParse({ github: '-bad-' }).success).toBe(false);
  });

  it('accepts a payment intent for a known plan only', () => {
    expect(createPaymentIntentBody.safeParse({ plan: 'premium' }).success).toBe(true);
    expect(createPaymentIntentBody.safeParse({ plan: 'diamond' }).success).toBe(false);
  });
});
