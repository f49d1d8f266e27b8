import { z } from 'zod';
import { PLAN_IDS } from './plans.ts';

/** Every validation message of spec section 5, word for word, for server and web alike. */
export const VALIDATION_MESSAGES = {
  feedbackRequired: 'Please select a category and enter your message.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  emailInvalidSignUp: 'Please enter a valid email address',
  noAuthorizationCode: 'Invalid Authentication: No authorization code received from Discord.',
  serverIdRequired: 'Server ID is required',
  serverNameRequired: 'Server name is required',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameTooShort: 'Username must be at least 3 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordTooShort: 'Password must be at least 6 characters',
  invalidImage: 'Please select a valid image file.',
  imageTooLarge: 'File size must be less than 5MB.',
  bioTooLong: 'Bio must be at most 500 characters',
  profileNameRequired: 'Profile name is required',
  websiteInvalid: 'Website must be a link starting with http:// or https://',
  twitterInvalid: 'Twitter handle must look like @name (letters, digits, underscores)',
  githubInvalid: 'GitHub username may use letters, digits and single hyphens',
  messageRequired: 'Message is required',
  invalidPlan: 'Plan must be one of free, starter, premium, ultimate, lifetime',
} as const;

export const BIO_MAX_LENGTH = 500;

const planId = z.enum(PLAN_IDS, { error: VALIDATION_MESSAGES.invalidPlan });

/** Basic e-mail shape: something@something.tld, no spaces (spec section 5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailAddress = z
  .string({ error: VALIDATION_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.emailRequired })
  .max(254, { error: VALIDATION_MESSAGES.emailInvalid })
  .regex(EMAIL_PATTERN, { error: VALIDATION_MESSAGES.emailInvalid })
  .transform((email) => email.toLowerCase());

export const discordCallbackBody = z.object({
  code: z
    .string({ error: VALIDATION_MESSAGES.noAuthorizationCode })
    .min(1, { error: VALIDATION_MESSAGES.noAuthorizationCode })
    .max(512),
  state: z.string().min(1).max(512),
});

export const adminLoginBody = z.object({
  username: z
    .string({ error: VALIDATION_MESSAGES.usernameRequired })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.usernameRequired })
    .max(64),
  password: z
    .string({ error: VALIDATION_MESSAGES.passwordRequired })
    .min(1, { error: VALIDATION_MESSAGES.passwordRequired })
    .max(256),
});

const bio = z.string().max(BIO_MAX_LENGTH, { error: VALIDATION_MESSAGES.bioTooLong });

export const completeProfileBody = z.object({
  profileName: z
    .string({ error: VALIDATION_MESSAGES.profileNameRequired })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.profileNameRequired })
    .max(80),
  profilePicture: z.string().max(512).default(''),
  bio: bio.default(''),
});

const optionalBlank = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

export const profileUpdateBody = z.object({
  bio: bio.optional(),
  website: optionalBlank(
    z
      .string()
      .trim()
      .max(200)
      .regex(/^https?:\/\/[^\s]+\.[^\s]+$/i, { error: VALIDATION_MESSAGES.websiteInvalid }),
  ).optional(),
  twitter: optionalBlank(
    z
      .string()
      .trim()
      .regex(/^@?[A-Za-z0-9_]{1,15}$/, { error: VALIDATION_MESSAGES.twitterInvalid }),
  ).optional(),
  github: optionalBlank(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/, {
        error: VALIDATION_MESSAGES.githubInvalid,
      }),
  ).optional(),
  profilePicture: z.string().max(512).optional(),
});

export const newsletterSubscribeBody = z.object({ email: emailAddress });

export const FEEDBACK_CATEGORIES = ['bug', 'feature', 'suggestion', 'praise'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const feedbackBody = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: VALIDATION_MESSAGES.feedbackRequired }),
  message: z
    .string({ error: VALIDATION_MESSAGES.feedbackRequired })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.feedbackRequired })
    .max(2000),
});

export const serverRegistrationBody = z.object({
  serverId: z
    .string({ error: VALIDATION_MESSAGES.serverIdRequired })
    .min(1, { error: VALIDATION_MESSAGES.serverIdRequired }),
  serverName: z
    .string({ error: VALIDATION_MESSAGES.serverNameRequired })
    .min(1, { error: VALIDATION_MESSAGES.serverNameRequired }),
  plan: planId,
});

/** The amount is accepted only so a differing one can be refused: prices come from the catalogue. */
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
  message: z
    .string({ error: VALIDATION_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.messageRequired })
    .max(2000),
});

export const usernameLoginBody = adminLoginBody;

export const profileFormBody = z.object({
  username: z.string().trim().min(3, { error: VALIDATION_MESSAGES.usernameTooShort }),
  firstName: z.string().trim().min(1, { error: VALIDATION_MESSAGES.firstNameRequired }),
  lastName: z.string().trim().min(1, { error: VALIDATION_MESSAGES.lastNameRequired }),
  discordId: z.string().optional(),
  phoneNumber: z.string().optional(),
});

export const emailOrUsernameLoginBody = z.object({
  email: z
    .string()
    .trim()
    .regex(EMAIL_PATTERN, { error: VALIDATION_MESSAGES.emailInvalidSignUp })
    .optional(),
  username: z.string().trim().min(3, { error: VALIDATION_MESSAGES.usernameTooShort }).optional(),
  password: z.string().min(6, { error: VALIDATION_MESSAGES.passwordTooShort }),
  rememberDevice: z.boolean().optional(),
});

export const signUpBody = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN, { error: VALIDATION_MESSAGES.emailInvalidSignUp }),
  password: z.string().min(6, { error: VALIDATION_MESSAGES.passwordTooShort }),
  firstName: z.string().trim().min(1, { error: VALIDATION_MESSAGES.firstNameRequired }),
  lastName: z.string().trim().min(1, { error: VALIDATION_MESSAGES.lastNameRequired }),
});

export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

export type DiscordCallbackBody = z.infer<typeof discordCallbackBody>;
export type AdminLoginBody = z.infer<typeof adminLoginBody>;
export type CompleteProfileBody = z.infer<typeof completeProfileBody>;
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBody>;
export type FeedbackBody = z.infer<typeof feedbackBody>;
export type ServerRegistrationBody = z.infer<typeof serverRegistrationBody>;
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBody>;
export type PaypalOrderBody = z.infer<typeof paypalOrderBody>;
export type AdminSendMessageBody = z.infer<typeof adminSendMessageBody>;
export type ApiError = z.infer<typeof apiErrorSchema>;
