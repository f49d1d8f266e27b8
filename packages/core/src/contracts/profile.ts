import * as z from 'zod/mini';
import { contractText } from '../text-rule.ts';
import { userSchema } from './auth.ts';

/** A profile change: a message the page may show, and the user as it now is. */
export const profileResponse = z.object({
  success: z.literal(true),
  message: contractText(),
  user: userSchema,
});

/** The contact address was saved; `confirmationSent` when a link must confirm it first. */
export const contactEmailResponse = z.extend(profileResponse, { confirmationSent: z.boolean() });

export const emailConfirmationSentResponse = z.object({ sent: z.literal(true) });

export const emailConfirmedResponse = z.object({ success: z.literal(true), email: contractText() });

/** Where the re-encoded picture is served from; the profile already points at it. */
export const avatarUploadResponse = z.object({ url: contractText() });

export type ProfileResponse = z.infer<typeof profileResponse>;
export type ContactEmailResponse = z.infer<typeof contactEmailResponse>;
export type EmailConfirmedResponse = z.infer<typeof emailConfirmedResponse>;
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponse>;
