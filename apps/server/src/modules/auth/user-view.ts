import { effectivePlan, type User } from '@guildsmith/core';
import type { schema } from '@guildsmith/db';

type UserRow = typeof schema.users.$inferSelect;

/**
 * The user as the API shows it (core's `userSchema`), with the plan already
 * resolved against its expiry. Secrets (tokens, password hash) never leave here.
 */
export function toUserView(user: UserRow, now = new Date()): User {
  return {
    id: user.id,
    discordId: user.discordId,
    username: user.username,
    firstName: user.profileName ?? user.globalName ?? user.username,
    globalName: user.globalName,
    email: user.email,
    emailVerified: user.emailVerified,
    pendingEmail: user.pendingEmail,
    avatar: user.avatar,
    discriminator: user.discriminator,
    plan: effectivePlan({ plan: user.plan, planExpiresAt: user.planExpiresAt }, now),
    planExpiresAt: user.planExpiresAt?.toISOString() ?? null,
    role: user.role,
    profileCompleted: user.profileCompleted,
    onboardingCompleted: user.onboardingCompleted,
    profileName: user.profileName,
    bio: user.bio,
    website: user.website,
    twitter: user.twitter,
    github: user.github,
    profilePicture: user.profilePicture,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
