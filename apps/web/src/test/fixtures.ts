import type { User } from '@/features/auth/api/user.ts';

/** A signed-in user as GET /api/auth/user answers it; tests override what they vary. */
export const testUser: User = {
  id: 'u1',
  discordId: '1',
  username: 'ava.codes',
  firstName: 'Ava',
  globalName: null,
  email: 'ava@example.com',
  emailVerified: true,
  avatar: null,
  discriminator: '0',
  plan: 'free',
  planExpiresAt: null,
  role: 'user',
  profileCompleted: true,
  onboardingCompleted: true,
  profileName: 'Ava',
  bio: null,
  website: null,
  twitter: null,
  github: null,
  profilePicture: null,
  lastLoginAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};
