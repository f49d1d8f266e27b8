import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiErrorSchema } from './contracts/errors.ts';
import {
  adminLoginBody,
  adminLoginWithCodeBody,
  adminSendMessageBody,
  completeProfileBody,
  contactEmailBody,
  createPaymentIntentBody,
  discordCallbackBody,
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS_EN,
  feedbackBody,
  newsletterSubscribeBody,
  paypalOrderBody,
  profileUpdateBody,
  VALIDATION_MESSAGES,
} from './schemas.ts';
import { INVALID_TEXT_MESSAGE } from './text.ts';

/** Every message a parse produced, as "path: message", or [] when it succeeded. */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('sign-in and admin schemas', () => {
  it('requires the authorization code and the state of the Discord callback', () => {
    expect(discordCallbackBody.parse({ code: 'abc', state: 'xyz' })).toEqual({
      code: 'abc',
      state: 'xyz',
    });
    const noCode = 'code: Invalid Authentication: No authorization code received from Discord.';
    expect(messagesOf(discordCallbackBody, { code: '', state: 'xyz' })).toEqual([noCode]);
    expect(messagesOf(discordCallbackBody, { state: 'xyz' })).toEqual([noCode]);
    expect(messagesOf(discordCallbackBody, { code: 'abc' })).toHaveLength(1);
  });

  it('requires the admin login fields with their messages', () => {
    expect(adminLoginBody.parse({ username: ' root ', password: ' secret ' })).toEqual({
      username: 'root',
      password: ' secret ',
    });
    expect(messagesOf(adminLoginBody, { username: '  ', password: '' })).toEqual([
      'username: Username is required',
      'password: Password is required',
    ]);
    expect(messagesOf(adminLoginBody, {})).toEqual([
      'username: Username is required',
      'password: Password is required',
    ]);
  });

  it('takes an authenticator code of six digits, with or without a space in the middle', () => {
    const credentials = { username: 'root', password: 'secret' };
    expect(adminLoginWithCodeBody.parse(credentials)).toEqual(credentials);
    expect(adminLoginWithCodeBody.parse({ ...credentials, totpCode: ' 123 456 ' })).toEqual({
      ...credentials,
      totpCode: '123456',
    });
    const invalid = `totpCode: ${VALIDATION_MESSAGES.totpCodeInvalid}`;
    for (const totpCode of ['12345', '1234567', '12 3456', 'abcdef', '']) {
      expect(messagesOf(adminLoginWithCodeBody, { ...credentials, totpCode })).toEqual([invalid]);
    }
  });

  it('takes a trimmed, non-empty admin chat message of at most 2000 characters', () => {
    expect(adminSendMessageBody.parse({ message: '  hello team \n' })).toEqual({
      message: 'hello team',
    });
    expect(messagesOf(adminSendMessageBody, { message: ' \n ' })).toEqual([
      'message: Message is required',
    ]);
    expect(messagesOf(adminSendMessageBody, { message: 'x'.repeat(2001) })).toEqual([
      'message: Message must be at most 2000 characters',
    ]);
  });
});

describe('profile schemas', () => {
  it('completes a profile with a trimmed name and optional picture and bio', () => {
    expect(completeProfileBody.parse({ profileName: '  Ava  ' })).toEqual({
      profileName: 'Ava',
      profilePicture: '',
      bio: '',
    });
    expect(
      completeProfileBody.parse({ profileName: 'User', profilePicture: '', bio: '' }),
    ).toMatchObject({ profileName: 'User' });
    expect(messagesOf(completeProfileBody, { profileName: ' ', bio: 'x'.repeat(501) })).toEqual([
      'profileName: Profile name is required',
      'bio: Bio must be at most 500 characters',
    ]);
    expect(messagesOf(completeProfileBody, { profileName: 'x'.repeat(81) })).toEqual([
      'profileName: Profile name must be at most 80 characters',
    ]);
  });

  it('updates profile links, normalising the twitter handle, and allows clearing them', () => {
    expect(
      profileUpdateBody.parse({
        bio: 'x'.repeat(500),
        website: ' https://ava.dev/about ',
        twitter: 'ava_codes',
        github: 'ava-codes',
      }),
    ).toEqual({
      bio: 'x'.repeat(500),
      website: 'https://ava.dev/about',
      twitter: '@ava_codes',
      github: 'ava-codes',
    });
    expect(profileUpdateBody.parse({ website: '', twitter: ' ', github: '' })).toEqual({
      website: '',
      twitter: '',
      github: '',
    });
    expect(profileUpdateBody.parse({})).toEqual({});
  });

  it('refuses malformed profile links with a message per field', () => {
    expect(
      messagesOf(profileUpdateBody, {
        bio: 'x'.repeat(501),
        website: 'javascript:alert(1)',
        twitter: '@this_handle_is_too_long',
        github: '-bad-',
      }),
    ).toEqual([
      'bio: Bio must be at most 500 characters',
      `website: ${VALIDATION_MESSAGES.websiteInvalid}`,
      `twitter: ${VALIDATION_MESSAGES.twitterInvalid}`,
      `github: ${VALIDATION_MESSAGES.githubInvalid}`,
    ]);
    for (const website of ['ava.dev', 'ftp://ava.dev', 'https://ava dev.com']) {
      expect(profileUpdateBody.safeParse({ website }).success).toBe(false);
    }
    for (const github of ['a--b', 'x'.repeat(40), 'ava_codes']) {
      expect(profileUpdateBody.safeParse({ github }).success).toBe(false);
    }
    expect(profileUpdateBody.safeParse({ github: 'x'.repeat(39) }).success).toBe(true);
  });

  it('drops fields a user may not set, so the body can go straight to the update', () => {
    expect(profileUpdateBody.parse({ bio: 'hi', plan: 'lifetime', role: 'admin' })).toEqual({
      bio: 'hi',
    });
  });
});

describe('e-mail and password schemas', () => {
  it('subscribes a trimmed, lower-cased address to the newsletter', () => {
    expect(newsletterSubscribeBody.parse({ email: ' Ava@Example.COM ' })).toEqual({
      email: 'ava@example.com',
    });
  });

  it('tells a blank newsletter address from an invalid one', () => {
    for (const input of [{ email: '' }, { email: '   ' }, {}]) {
      expect(messagesOf(newsletterSubscribeBody, input)).toEqual([
        'email: Please enter your email address.',
      ]);
    }
    for (const email of ['ava', 'ava@example', 'a va@example.com', '@example.com', 'a@b@c.de']) {
      expect(messagesOf(newsletterSubscribeBody, { email })).toEqual([
        'email: Please enter a valid email address.',
      ]);
    }
    expect(messagesOf(newsletterSubscribeBody, { email: `${'a'.repeat(250)}@b.co` })).toEqual([
      'email: Please enter a valid email address.',
    ]);
  });

  it('takes only RFC 5321 characters before the @ and a host name after it', () => {
    for (const email of [
      "o'brien+news@example.com",
      'first.last@mail.example.co.uk',
      "a!#$%&'*+/=?^_`{|}~-z@example.com",
      'x@xn--bcher-kva.example',
      'ava@bücher.de',
      `${'a'.repeat(64)}@example.com`,
    ]) {
      expect(messagesOf(contactEmailBody, { email })).toEqual([]);
    }
    for (const email of [
      '<img/src=x/onerror=alert(1)>@a.bc',
      '"ava"@example.com',
      'a(comment)@example.com',
      'a,b@example.com',
      'a;b@example.com',
      'a:b@example.com',
      'a\\b@example.com',
      'a[b]@example.com',
      'a\u0007b@example.com',
      '.ava@example.com',
      'ava.@example.com',
      'a..va@example.com',
      'ävä@example.com',
      `${'a'.repeat(65)}@example.com`,
      'ava@<img>.bc',
      'ava@-example.com',
      'ava@example-.com',
      'ava@example..com',
      'ava@[127.0.0.1]',
    ]) {
      expect(messagesOf(contactEmailBody, { email }), email).toEqual([
        'email: Please enter a valid email address.',
      ]);
    }
  });

  it('lower-cases the domain (and, as before, the local part: one mailbox, one subscriber)', () => {
    expect(contactEmailBody.parse({ email: ' Ava.Lee@Mail.Example.COM ' })).toEqual({
      email: 'ava.lee@mail.example.com',
    });
  });
});

describe('feedback, servers and payments', () => {
  it('takes feedback in one of the four categories with a non-blank message', () => {
    expect(FEEDBACK_CATEGORIES.map((category) => FEEDBACK_CATEGORY_LABELS_EN[category])).toEqual([
      'Bug Report',
      'Feature Request',
      'General Suggestion',
      'Praise',
    ]);
    expect(feedbackBody.parse({ category: 'praise', message: ' Great bot ' })).toEqual({
      category: 'praise',
      message: 'Great bot',
    });
    const required = 'Please select a category and enter your message.';
    expect(messagesOf(feedbackBody, { category: 'bug', message: '   ' })).toEqual([
      `message: ${required}`,
    ]);
    expect(messagesOf(feedbackBody, { category: '', message: 'hi' })).toEqual([
      `category: ${required}`,
    ]);
    expect(messagesOf(feedbackBody, {})).toEqual([`category: ${required}`, `message: ${required}`]);
    expect(messagesOf(feedbackBody, { category: 'bug', message: 'x'.repeat(2001) })).toEqual([
      'message: Feedback must be at most 2000 characters',
    ]);
  });

  it('accepts a payment for a known plan only, with an optional amount', () => {
    expect(createPaymentIntentBody.parse({ plan: 'premium', amount: 19.99 })).toEqual({
      plan: 'premium',
      amount: 19.99,
    });
    expect(createPaymentIntentBody.safeParse({ plan: 'premium' }).success).toBe(true);
    expect(createPaymentIntentBody.safeParse({ plan: 'diamond' }).success).toBe(false);
    expect(createPaymentIntentBody.safeParse({ plan: 'premium', amount: -1 }).success).toBe(false);
  });

  it('accepts a PayPal order in USD with capture intent only', () => {
    const order = { plan: 'lifetime', amount: 59.99, currency: 'USD', intent: 'CAPTURE' };
    expect(paypalOrderBody.parse(order)).toEqual(order);
    expect(paypalOrderBody.safeParse({ ...order, currency: 'EUR' }).success).toBe(false);
    expect(paypalOrderBody.safeParse({ ...order, intent: 'AUTHORIZE' }).success).toBe(false);
  });
});

describe('characters no text may carry', () => {
  const NUL = 'a\u0000b';
  const LONE_SURROGATE = 'a\ud800b';

  it('refuses NUL and lone surrogates in every field a person types, with one message', () => {
    const cases: [z.ZodType, Record<string, unknown>, string][] = [
      [discordCallbackBody, { code: NUL, state: 'xyz' }, 'code'],
      [discordCallbackBody, { code: 'abc', state: LONE_SURROGATE }, 'state'],
      [adminLoginBody, { username: NUL, password: 'secret' }, 'username'],
      [adminLoginBody, { username: 'root', password: NUL }, 'password'],
      [completeProfileBody, { profileName: NUL }, 'profileName'],
      [completeProfileBody, { profileName: 'Ava', bio: LONE_SURROGATE }, 'bio'],
      [completeProfileBody, { profileName: 'Ava', profilePicture: NUL }, 'profilePicture'],
      [profileUpdateBody, { bio: NUL }, 'bio'],
      [profileUpdateBody, { website: `https://ava.dev/${NUL}` }, 'website'],
      [profileUpdateBody, { twitter: NUL }, 'twitter'],
      [profileUpdateBody, { github: LONE_SURROGATE }, 'github'],
      [feedbackBody, { category: 'bug', message: NUL }, 'message'],
      [adminSendMessageBody, { message: LONE_SURROGATE }, 'message'],
    ];
    for (const [schema, input, field] of cases) {
      expect(messagesOf(schema, input)).toEqual([`${field}: ${INVALID_TEXT_MESSAGE}`]);
    }
  });

  it('calls an address with NUL or a lone surrogate invalid, as any other bad address', () => {
    for (const email of [`ava${NUL}@example.com`, `ava@exa${LONE_SURROGATE}mple.com`, '\u0000']) {
      expect(messagesOf(newsletterSubscribeBody, { email })).toEqual([
        'email: Please enter a valid email address.',
      ]);
    }
  });
});

describe('API error shape', () => {
  it('has a code, a message and optional details', () => {
    expect(
      apiErrorSchema.safeParse({ error: { code: 'NOT_FOUND', message: 'Gone' } }).success,
    ).toBe(true);
    expect(apiErrorSchema.safeParse({ error: 'Gone' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ error: { code: 'X' } }).success).toBe(false);
  });
});
