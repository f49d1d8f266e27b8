import type { APIUser, UserFlags } from 'discord-api-types/v10';
import type { EmulatedUser } from './model.ts';
import type { DiscordState } from './state.ts';

/** Discord's rules for names on the new username system (lowercase, 2-32, no `..`). */
export function usernameProblem(username: string): string | null {
  if (username.length < 2 || username.length > 32) {
    return 'Usernames must be between 2 and 32 characters long.';
  }
  if (!/^[a-z0-9_.]+$/.test(username)) {
    return 'Usernames may only contain lowercase letters, numbers, periods and underscores.';
  }
  if (username.includes('..')) return 'Usernames cannot contain two periods in a row.';
  return null;
}

/**
 * The account for a username typed on the consent page: the existing one when
 * the name is taken (so a repeated end-to-end run signs in as the same person),
 * else a new account with an example e-mail and the default avatar.
 */
export function findOrCreateUser(state: DiscordState, username: string): EmulatedUser {
  for (const user of state.users.values()) {
    if (user.username === username) return user;
  }
  const user: EmulatedUser = {
    id: state.snowflakes.next(),
    username,
    discriminator: '0',
    globalName: null,
    avatar: null,
    email: `${username}@example.test`,
    verified: true,
    bot: false,
  };
  state.users.set(user.id, user);
  return user;
}

/** The user object as everyone sees it: authors, members, mentions, GET /users/:id. */
export function toAPIUser(user: EmulatedUser): APIUser {
  const apiUser: APIUser = {
    id: user.id,
    username: user.username,
    discriminator: user.discriminator,
    global_name: user.globalName,
    avatar: user.avatar,
    banner: null,
    accent_color: null,
    avatar_decoration_data: null,
    // Discord sends an empty bitfield as 0, a value the enum does not name.
    public_flags: 0 as UserFlags,
    flags: 0 as UserFlags,
    primary_guild: null,
  };
  if (user.bot) apiUser.bot = true;
  return apiUser;
}

/**
 * The user object as GET /users/@me returns it to its own account: with the
 * account's settings, and `email` and `verified` only for tokens granted the
 * `email` scope, as on Discord.
 */
export function toAPICurrentUser(user: EmulatedUser, options: { withEmail: boolean }): APIUser {
  const apiUser: APIUser = {
    ...toAPIUser(user),
    mfa_enabled: false,
    locale: 'en-US',
    premium_type: 0,
  };
  if (options.withEmail) {
    apiUser.email = user.email;
    apiUser.verified = user.verified;
  }
  return apiUser;
}
