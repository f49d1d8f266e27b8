import { z } from 'zod';
import { PLAN_IDS } from '../plans.ts';
import { text } from '../text.ts';
import { timestamp } from './timestamp.ts';

export const USER_ROLES = ['user', 'admin'] as const;

/**
 * The signed-in user as the API shows it: the plan already resolved against
 * its expiry, and never a token or a password hash.
 */
export const userSchema = z.object({
  id: text(),
  discordId: text().nullable(),
  username: text(),
  /** The profile name, else the Discord display name, else the username. */
  firstName: text(),
  globalName: text().nullable(),
  email: text().nullable(),
  /** Discord verified the address, or its owner opened the link we e-mailed to it. */
  emailVerified: z.boolean(),
  avatar: text().nullable(),
  discriminator: text().nullable(),
  plan: z.enum(PLAN_IDS),
  planExpiresAt: timestamp().nullable(),
  role: z.enum(USER_ROLES),
  profileCompleted: z.boolean(),
  onboardingCompleted: z.boolean(),
  profileName: text().nullable(),
  bio: text().nullable(),
  website: text().nullable(),
  twitter: text().nullable(),
  github: text().nullable(),
  profilePicture: text().nullable(),
  lastLoginAt: timestamp().nullable(),
  createdAt: timestamp(),
});

/** Where the browser goes to sign in with Discord (state and PKCE already bound to it). */
export const discordAuthUrlResponse = z.object({ authUrl: text().min(1) });

/** A finished Discord or admin sign-in: the session token and who it belongs to. */
export const signInResponse = z.object({
  success: z.literal(true),
  token: text(),
  user: userSchema,
});

export const logoutResponse = z.object({ success: z.literal(true) });

export type UserRole = (typeof USER_ROLES)[number];
export type User = z.infer<typeof userSchema>;
export type DiscordAuthUrlResponse = z.infer<typeof discordAuthUrlResponse>;
export type SignInResponse = z.infer<typeof signInResponse>;
