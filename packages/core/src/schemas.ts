import { z } from 'zod';
import { PLAN_IDS } from './plans.ts';
import { INVALID_TEXT_MESSAGE, text, trimmedText } from './text.ts';

/**
 * Every validation message, shared by the server and the web forms. Their
 * wording (inconsistent final full stops included) is the product's, kept
 * word for word; new ones follow the same tone.
 */
export const VALIDATION_MESSAGES = {
  feedbackRequired: 'Please select a category and enter your message.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  noAuthorizationCode: 'Invalid Authentication: No authorization code received from Discord.',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidImage: 'Please select a valid image file.',
  imageTooLarge: 'File size must be less than 5MB.',
  bioTooLong: 'Bio must be at most 500 characters',
  profileNameRequired: 'Profile name is required',
  profileNameTooLong: 'Profile name must be at most 80 characters',
  websiteInvalid: 'Website must be a link starting with http:// or https://',
  twitterInvalid: 'Twitter handle must look like @name (up to 15 letters, digits, underscores)',
  githubInvalid: 'GitHub username may use up to 39 letters, digits and single hyphens',
  feedbackTooLong: 'Feedback must be at most 2000 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 2000 characters',
  invalidPlan: 'Plan must be one of free, starter, premium, ultimate, lifetime',
  invalidText: INVALID_TEXT_MESSAGE,
  totpCodeInvalid: 'Enter the 6-digit code from your authenticator app',
} as const;

export const BIO_MAX_LENGTH = 500;
export const MESSAGE_MAX_LENGTH = 2000;
const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/** A string that must not be blank; a missing value gets the same message as an empty one. */
const requiredText = (message: string) =>
  trimmedText({ error: message }).min(1, { error: message, abort: true });

const planId = z.enum(PLAN_IDS, { error: VALIDATION_MESSAGES.invalidPlan });

/** The basic e-mail pattern: something@something.tld with no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** RFC 5321 dot-string: runs of atext joined by single dots (no quoting, no comments). */
const EMAIL_LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A host name label: letters of any script and digits, hyphens only inside. */
const DOMAIN_LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;

/**
 * Beyond the basic pattern: nothing a mail system would read as quoting,
 * comments or routing (and no markup) before the @, and a host name after it.
 */
function isMailboxAddress(email: string): boolean {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  return (
    local.length <= EMAIL_LOCAL_PART_MAX_LENGTH &&
    EMAIL_LOCAL_PART.test(local) &&
    labels.every((label) => DOMAIN_LABEL.test(label))
  );
}

/** The basic e-mail rule plus the mailbox check, every refusal worded `invalid`. */
const email = (required: string, invalid: string) =>
  trimmedText({ error: required, invalid })
    .min(1, { error: required, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: invalid, abort: true })
    .regex(EMAIL_PATTERN, { error: invalid, abort: true })
    .refine(isMailboxAddress, { error: invalid })
    .meta({ examples: ['ava@example.com'] });

/**
 * Trimmed and lower-cased, local part included (mail providers ignore its case
 * in practice), so one mailbox is one subscriber however it was typed.
 */
export const emailAddress = email(
  VALIDATION_MESSAGES.emailRequired,
  VALIDATION_MESSAGES.emailInvalid,
).transform((address) => address.toLowerCase());

export const discordCallbackBody = z.object({
  code: requiredText(VALIDATION_MESSAGES.noAuthorizationCode).max(512),
  // Required because the server binds PKCE and the state together.
  state: text().min(1).max(512),
});

export const adminLoginBody = z.object({
  username: requiredText(VALIDATION_MESSAGES.usernameRequired).max(64),
  password: text({ error: VALIDATION_MESSAGES.passwordRequired })
    .min(1, { error: VALIDATION_MESSAGES.passwordRequired })
    .max(256),
});

/** Six digits from an authenticator app; a space between the groups of three is dropped. */
export const totpCode = trimmedText({ error: VALIDATION_MESSAGES.totpCodeInvalid })
  .regex(/^\d{3} ?\d{3}$/, { error: VALIDATION_MESSAGES.totpCodeInvalid })
  .transform((code) => code.replace(' ', ''));

/** Admin sign-in: the authenticator code comes once the server asks for it (TOTP_REQUIRED). */
export const adminLoginWithCodeBody = adminLoginBody.extend({ totpCode: totpCode.optional() });

const bio = trimmedText().max(BIO_MAX_LENGTH, { error: VALIDATION_MESSAGES.bioTooLong });

/** '' (no picture) or where the uploaded picture lives; the server checks it is its own upload. */
const profilePicture = trimmedText().max(512);

const profileName = requiredText(VALIDATION_MESSAGES.profileNameRequired).max(80, {
  error: VALIDATION_MESSAGES.profileNameTooLong,
});

export const completeProfileBody = z.object({
  profileName,
  profilePicture: profilePicture.default(''),
  bio: bio.default(''),
});

/**
 * An optional profile link: '' clears it, anything else must pass `isValid`.
 * The check has no JSON Schema form, so the API reference shows an example.
 */
const profileLink = (isValid: (value: string) => boolean, message: string, example: string) =>
  trimmedText()
    .refine((value) => value === '' || isValid(value), { error: message })
    .meta({ examples: [example] });

const webAddress = z.httpUrl().max(200);
const TWITTER_HANDLE = /^@?[A-Za-z0-9_]{1,15}$/;
const GITHUB_USERNAME = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

/**
 * PATCH body: every field optional. Unknown keys (plan, role, ...) are
 * stripped, so the server can hand the result straight to its update.
 */
export const profileUpdateBody = z.object({
  profileName: profileName.optional(),
  bio: bio.optional(),
  website: profileLink(
    (value) => webAddress.safeParse(value).success,
    VALIDATION_MESSAGES.websiteInvalid,
    'https://ava.dev',
  ).optional(),
  twitter: profileLink(
    (value) => TWITTER_HANDLE.test(value),
    VALIDATION_MESSAGES.twitterInvalid,
    '@ava_codes',
  )
    .transform((handle) => (handle === '' || handle.startsWith('@') ? handle : `@${handle}`))
    .optional(),
  github: profileLink(
    (value) => GITHUB_USERNAME.test(value),
    VALIDATION_MESSAGES.githubInvalid,
    'ava-codes',
  ).optional(),
  profilePicture: profilePicture.optional(),
});

export const newsletterSubscribeBody = z.object({ email: emailAddress });

/** Where license keys go when Discord shares no verified address (asked for at checkout). */
export const contactEmailBody = z.object({ email: emailAddress });

export const FEEDBACK_CATEGORIES = ['bug', 'feature', 'suggestion', 'praise'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** For the Discord webhook embed the server relays feedback to; the web app uses its i18n. */
export const FEEDBACK_CATEGORY_LABELS_EN: Record<FeedbackCategory, string> = {
  bug: 'Bug Report',
  feature: 'Feature Request',
  suggestion: 'General Suggestion',
  praise: 'Praise',
};

export const feedbackBody = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: VALIDATION_MESSAGES.feedbackRequired }),
  message: requiredText(VALIDATION_MESSAGES.feedbackRequired).max(MESSAGE_MAX_LENGTH, {
    error: VALIDATION_MESSAGES.feedbackTooLong,
  }),
});

/** The amount is accepted only so that a differing one can be refused: prices come from the catalogue. */
export const createPaymentIntentBody = z.object({
  plan: planId,
  amount: z.number().nonnegative().optional(),
});

export const paypalOrderBody = z.object({
  plan: planId,
  amount: z.number().nonnegative().optional(),
  currency: z.literal('USD').optional(),
  intent: z.literal('CAPTURE').optional(),
});

export const adminSendMessageBody = z.object({
  message: requiredText(VALIDATION_MESSAGES.messageRequired).max(MESSAGE_MAX_LENGTH, {
    error: VALIDATION_MESSAGES.messageTooLong,
  }),
});

export type DiscordCallbackBody = z.infer<typeof discordCallbackBody>;
export type AdminLoginBody = z.infer<typeof adminLoginBody>;
export type AdminLoginWithCodeBody = z.infer<typeof adminLoginWithCodeBody>;
export type CompleteProfileBody = z.infer<typeof completeProfileBody>;
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBody>;
export type FeedbackBody = z.infer<typeof feedbackBody>;
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBody>;
export type PaypalOrderBody = z.infer<typeof paypalOrderBody>;
export type AdminSendMessageBody = z.infer<typeof adminSendMessageBody>;
