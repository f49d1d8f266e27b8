import * as z from 'zod/mini';
import { PLAN_IDS } from '../plans.ts';
import { contractText } from '../text-rule.ts';
import { timestamp } from './timestamp.ts';

export const USER_ROLES = ['user', 'admin'] as const;

/**
 * The signed-in user as the API shows it: the plan already resolved against
 * its expiry, and never a token or a password hash.
 */
export const userSchema = z.object({
  id: contractText(),
  discordId: z.nullable(contractText()),
  username: contractText(),
  /** The profile name, else the Discord display name, else the username. */
  firstName: contractText(),
  globalName: z.nullable(contractText()),
  email: z.nullable(contractText()),
  /** Discord verified the address, or its owner opened the link we e-mailed to it. */
  emailVerified: z.boolean(),
  /** A new address for the confirmed one, waiting for its link; keys go to `email` until then. */
  pendingEmail: z.optional(z.nullable(contractText())),
  avatar: z.nullable(contractText()),
  discriminator: z.nullable(contractText()),
  plan: z.enum(PLAN_IDS),
  planExpiresAt: z.nullable(timestamp()),
  role: z.enum(USER_ROLES),
  profileCompleted: z.boolean(),
  onboardingCompleted: z.boolean(),
  profileName: z.nullable(contractText()),
  bio: z.nullable(contractText()),
  website: z.nullable(contractText()),
  twitter: z.nullable(contractText()),
  github: z.nullable(contractText()),
  profilePicture: z.nullable(contractText()),
  lastLoginAt: z.nullable(timestamp()),
  createdAt: timestamp(),
});

/** Where the browser goes to sign in with Discord (state and PKCE already bound to it). */
export const discordAuthUrlResponse = z.object({ authUrl: contractText().check(z.minLength(1)) });

/** A finished Discord or admin sign-in: the session token and who it belongs to. */
export const signInResponse = z.object({
  success: z.literal(true),
  token: contractText(),
  user: userSchema,
});

export const logoutResponse = z.object({ success: z.literal(true) });

export type UserRole = (typeof USER_ROLES)[number];
export type User = z.infer<typeof userSchema>;
export type DiscordAuthUrlResponse = z.infer<typeof discordAuthUrlResponse>;
export type SignInResponse = z.infer<typeof signInResponse>;
