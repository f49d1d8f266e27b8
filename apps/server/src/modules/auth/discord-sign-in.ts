import { randomBytes } from 'node:crypto';
import { DiscordAPIError } from '@discordjs/rest';
import type { User } from '@guildsmith/core';
import { and, count, type Db, eq, gt, isNull, schema, sql } from '@guildsmith/db';
import type { RESTGetAPICurrentUserGuildsResult } from 'discord-api-types/v10';
import { createPkcePair, type DiscordOAuthClient } from '../../lib/discord/oauth-client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { createBrowserNonce, nonceMatches } from './browser-binding.ts';
import type { SessionContext, SessionTokens } from './session-tokens.ts';
import { toUserView } from './user-view.ts';

const { oauthStates, users } = schema;

export const STATE_LIFETIME_MS = 10 * 60 * 1000;
const ADMINISTRATOR = 0x8n;

export interface DiscordSignInDeps {
  db: Db;
  oauth: DiscordOAuthClient;
  secrets: SecretBox;
  sessions: SessionTokens;
}

interface GuildSummary {
  id: string;
  name: string;
  icon: string | null;
  owner: boolean;
  administrator: boolean;
}

/**
 * Each start stores a row for anyone who asks, so one address may hold only
 * this many unfinished sign-ins (unused and unexpired) at a time. Counted in
 * the database, it holds across instances; concurrent starts may pass it by a
 * few, which the route's per-minute limit bounds.
 */
export const MAX_UNFINISHED_SIGN_INS_PER_IP = 10;

/**
 * Starts sign-in: a single-use state and PKCE verifier, valid for 10 minutes,
 * bound to the browser that will hold `nonce` in its cookie.
 */
export async function startDiscordSignIn(
  db: Db,
  oauth: DiscordOAuthClient,
  ip: string,
): Promise<{ authUrl: string; nonce: string }> {
  const [unfinished] = await db
    .select({ count: count() })
    .from(oauthStates)
    .where(
      and(
        eq(oauthStates.ip, ip),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, new Date()),
      ),
    );
  if ((unfinished?.count ?? 0) >= MAX_UNFINISHED_SIGN_INS_PER_IP) {
    throw new AppError(
      429,
      'TOO_MANY_SIGN_INS',
      'Too many sign-ins were started from your network. Please try again in a few minutes.',
    );
  }
  const state = randomBytes(24).toString('base64url');
  const pkce = createPkcePair();
  const binding = createBrowserNonce();
  await db.insert(oauthStates).values({
    state,
    codeVerifier: pkce.verifier,
    browserNonceHash: binding.hash,
    ip,
    expiresAt: new Date(Date.now() + STATE_LIFETIME_MS),
  });
  return { authUrl: oauth.authorizeUrl(state, pkce.challenge), nonce: binding.nonce };
}

/** Marks the state used and returns it, or null if it is unknown, used or expired. */
async function consumeState(db: Db, state: string) {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oauthStates.state, state),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, new Date()),
      ),
    )
    .returning({
      codeVerifier: oauthStates.codeVerifier,
      browserNonceHash: oauthStates.browserNonceHash,
    });
  return row ?? null;
}

function summariseGuilds(guilds: RESTGetAPICurrentUserGuildsResult): GuildSummary[] {
  return guilds.map((guild) => ({
    id: guild.id,
    name: guild.name,
    icon: guild.icon,
    owner: guild.owner,
    administrator: guild.owner || (BigInt(guild.permissions) & ADMINISTRATOR) === ADMINISTRATOR,
  }));
}

export async function completeDiscordSignIn(
  deps: DiscordSignInDeps,
  input: { code: string; state: string; rememberDevice?: boolean | undefined },
  context: SessionContext,
  /** The nonce from the sign-in cookie of the browser calling back, if it has one. */
  browserNonce: string | undefined,
): Promise<{ token: string; user: User }> {
  // Consumed before the browser check: a link that reached the wrong browser is dead for all.
  const started = await consumeState(deps.db, input.state);
  if (!started) {
    throw badRequest(
      'This sign-in link has expired or was already used. Please try again.',
      undefined,
      'INVALID_STATE',
    );
  }
  if (!nonceMatches(started.browserNonceHash, browserNonce)) {
    throw new AppError(
      403,
      'SIGN_IN_NOT_STARTED_HERE',
      'This sign-in was started in another browser. Please sign in again.',
    );
  }
  const { codeVerifier } = started;

  let profile: Awaited<ReturnType<DiscordOAuthClient['currentUser']>>;
  let guilds: GuildSummary[];
  let grant: Awaited<ReturnType<DiscordOAuthClient['exchangeCode']>>;
  try {
    grant = await deps.oauth.exchangeCode(input.code, codeVerifier);
    [profile, guilds] = await Promise.all([
      deps.oauth.currentUser(grant.access_token),
      deps.oauth.guilds(grant.access_token).then(summariseGuilds),
    ]);
  } catch (error) {
    if (error instanceof DiscordAPIError && error.status < 500) {
      throw new AppError(
        401,
        'DISCORD_AUTH_FAILED',
        'Failed to authenticate with Discord. Please try again.',
      );
    }
    throw new AppError(
      502,
      'DISCORD_UNAVAILABLE',
      'Failed to authenticate with Discord. Please try again.',
    );
  }

  const now = new Date();
  const discordFields = {
    username: profile.username,
    globalName: profile.global_name ?? null,
    discriminator: profile.discriminator,
    avatar: profile.avatar,
    email: profile.email ?? null,
    emailVerified: profile.verified ?? false,
    accessToken: deps.secrets.seal(grant.access_token),
    refreshToken: grant.refresh_token ? deps.secrets.seal(grant.refresh_token) : null,
    tokenExpiresAt: new Date(now.getTime() + grant.expires_in * 1000),
    lastLoginAt: now,
    updatedAt: now,
  };
  const { email: _email, emailVerified: _emailVerified, ...withoutEmail } = discordFields;
  // An address Discord verified wins unless the owner chose one through our link; an
  // unverified one only fills a gap, never replacing an address the user gave us.
  const discordEmailWins = sql`((excluded.email_verified and not ${users.emailChosen}) or ${users.email} is null)`;
  const [user] = await deps.db
    .insert(users)
    .values({ discordId: profile.id, ...discordFields })
    .onConflictDoUpdate({
      target: users.discordId,
      set: profile.email
        ? {
            ...withoutEmail,
            email: sql`case when ${discordEmailWins} then excluded.email else ${users.email} end`,
            emailVerified: sql`case when ${discordEmailWins} then excluded.email_verified else ${users.emailVerified} end`,
          }
        : withoutEmail,
    })
    .returning();
  if (!user) throw new AppError(500, 'SIGN_IN_FAILED', 'Authentication failed');

  // The server list rides on the session: it is what the user granted for this sign-in.
  const { token } = await deps.sessions.issue(
    { id: user.id, role: user.role },
    { remember: input.rememberDevice, data: { guilds }, ...context },
  );
  return { token, user: toUserView(user, now) };
}
