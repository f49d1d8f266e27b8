import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import { createdAt, id, isOneOf, timestamptz, updatedAt } from './columns.ts';
import { paymentStatuses, planIds, userRoles } from './values.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    // Null for admins, who sign in with a password instead of Discord.
    discordId: text(),
    username: text().notNull(),
    globalName: text(),
    discriminator: text(),
    avatar: text(),
    email: text(),
    emailVerified: boolean().notNull().default(false),
    /**
     * A new address for a confirmed one, waiting for its link: keys keep going to
     * `email` until the link is opened. The verification token then belongs to it.
     */
    pendingEmail: text(),
    /** The owner confirmed `email` through our link: Discord's address no longer replaces it. */
    emailChosen: boolean().notNull().default(false),
    verificationToken: text(),
    verificationExpires: timestamptz(),
    role: text({ enum: userRoles }).notNull().default('user'),
    plan: text({ enum: planIds }).notNull().default('free'),
    // Null means the plan never lapses (free and lifetime).
    planExpiresAt: timestamptz(),
    stripeCustomerId: text(),
    stripeSubscriptionId: text(),
    paymentStatus: text({ enum: paymentStatuses }).notNull().default('inactive'),
    // Discord OAuth tokens, stored encrypted (AES-256-GCM) by the auth module.
    accessToken: text(),
    refreshToken: text(),
    tokenExpiresAt: timestamptz(),
    passwordHash: text(),
    // Admins' TOTP secret, sealed like the Discord tokens; null when not enrolled.
    totpSecret: text(),
    // The time step of the last accepted code: a code is accepted once, never for an older step.
    totpLastStep: integer(),
    profileCompleted: boolean().notNull().default(false),
    profileName: text(),
    bio: text(),
    profilePicture: text(),
    website: text(),
    twitter: text(),
    github: text(),
    onboardingCompleted: boolean().notNull().default(false),
    lastLoginAt: timestamptz(),
    /** Set when the owner deleted the account: personal fields are wiped, purchases stay. */
    deletedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_discord_id_key').on(t.discordId),
    // Admin login looks users up by username; only password holders need it unique.
    uniqueIndex('users_admin_username_key')
      .on(t.username)
      .where(sql`${t.passwordHash} is not null`),
    index('users_email_idx').on(t.email),
    index('users_stripe_customer_id_idx').on(t.stripeCustomerId),
    index('users_plan_idx').on(t.plan),
    index('users_created_at_idx').on(t.createdAt),
    index('users_last_login_at_idx').on(t.lastLoginAt),
    check('users_role_check', isOneOf(t.role, userRoles)),
    check('users_plan_check', isOneOf(t.plan, planIds)),
    check('users_payment_status_check', isOneOf(t.paymentStatus, paymentStatuses)),
  ],
);

export const userInsertSchema = createInsertSchema(users);
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * One row per signed-in device. The JWT carries `sid`; deleting the row
 * revokes the token even before it expires.
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: text().primaryKey(),
    sess: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    expire: timestamptz().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: userRoles }).notNull(),
    userAgent: text(),
    ip: text(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expire_idx').on(t.expire),
    check('sessions_role_check', isOneOf(t.role, userRoles)),
  ],
);

export type Session = typeof sessions.$inferSelect;

/**
 * OAuth `state` + PKCE verifier: single use (usedAt), short-lived (expiresAt),
 * and redeemable only by the browser holding the nonce.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text().primaryKey(),
    codeVerifier: text().notNull(),
    // SHA-256 (hex) of the nonce in the cookie of the browser that started sign-in. Null only
    // for states minted before sign-in was bound to a browser: those never match.
    browserNonceHash: text(),
    // The address that started sign-in: it may hold only so many unfinished ones.
    ip: text(),
    redirectPath: text(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('oauth_states_expires_at_idx').on(t.expiresAt),
    index('oauth_states_ip_expires_at_idx').on(t.ip, t.expiresAt),
  ],
);
