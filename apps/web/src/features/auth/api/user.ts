import type { PlanId } from '@guildsmith/core';

/** The user entity the API answers (spec section 3), with the plan already resolved. */
export interface User {
  id: string;
  discordId: string | null;
  username: string;
  firstName: string;
  globalName: string | null;
  email: string | null;
  emailVerified: boolean;
  avatar: string | null;
  discriminator: string | null;
  plan: PlanId;
  planExpiresAt: string | null;
  role: 'user' | 'admin';
  profileCompleted: boolean;
  onboardingCompleted: boolean;
  profileName: string | null;
  bio: string | null;
  website: string | null;
  twitter: string | null;
  github: string | null;
  profilePicture: string | null;
  lastLoginAt: string | null;
  createdAt: string;
}

/** Spec section 3: signed in when any of username, firstName or email is present. */
export function isSignedInUser(user: User | null | undefined): user is User {
  return Boolean(user && (user.username || user.firstName || user.email));
}

/** Everyone but admins names their profile before anything else (see SignedInEffects). */
export function needsProfileSetup(user: User): boolean {
  return user.role !== 'admin' && !user.profileCompleted;
}
