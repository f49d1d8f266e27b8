import { OAuth2Scopes, type RESTGetAPICurrentUserGuildsResult } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Caller, callerOf } from './callers.ts';
import {
  invalidFormBody,
  MISSING_ACCESS,
  NOT_FOUND,
  sendDiscordError,
  UNAUTHORIZED,
  UNKNOWN_USER,
} from './errors.ts';
import { guildsOf, toPartialCurrentUserGuild } from './guilds.ts';
import type { EmulatedUser } from './model.ts';
import { type BucketRule, rateLimited } from './rate-limit.ts';
import type { SupportedScope } from './scopes.ts';
import { isSnowflake } from './snowflake.ts';
import type { DiscordState } from './state.ts';
import { toAPICurrentUser, toAPIUser } from './users.ts';

// Our assumption: generous, as sign-in reads these once per login.
const USER_BUCKET: BucketRule = { route: 'GET /users/:id', limit: 30, windowMs: 1000 };
const CURRENT_USER_GUILDS_BUCKET: BucketRule = {
  route: 'GET /users/@me/guilds',
  limit: 30,
  windowMs: 1000,
};

const snowflake = z.string().refine(isSnowflake, 'Value is not snowflake.');

// @discordjs/rest sends '@me' percent-encoded, which only a parameter route decodes.
const userPath = z.object({ userId: z.string() });

const guildsQuery = z.object({
  before: snowflake.optional(),
  after: snowflake.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(200),
  with_counts: z.enum(['true', 'false']).default('false'),
});

function hasScope(caller: Caller, scope: SupportedScope): boolean {
  return caller.kind === 'bot' || caller.grant.scopes.includes(scope);
}

/** GET /users/@me and /users/@me/guilds for the bot or a bearer token; GET /users/:id for the bot. */
export async function usersRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;

  function userOf(caller: Caller): EmulatedUser | undefined {
    return caller.kind === 'bot' ? state.botUser : state.users.get(caller.grant.userId);
  }

  app.get(
    '/v10/users/:userId',
    { onRequest: rateLimited(state.rateLimits, USER_BUCKET) },
    async (request, reply) => {
      const caller = callerOf(state, request);
      if (!caller) return sendDiscordError(reply, 401, UNAUTHORIZED);
      const { userId } = userPath.parse(request.params);
      if (userId !== '@me') {
        // Looking up other people is for bots only.
        if (caller.kind !== 'bot') return sendDiscordError(reply, 401, UNAUTHORIZED);
        const other =
          state.users.get(userId) ?? (userId === state.botUser.id ? state.botUser : null);
        if (!other) return sendDiscordError(reply, 404, UNKNOWN_USER);
        return toAPIUser(other);
      }
      if (!hasScope(caller, OAuth2Scopes.Identify)) {
        return sendDiscordError(reply, 403, MISSING_ACCESS);
      }
      const user = userOf(caller);
      if (!user) return sendDiscordError(reply, 401, UNAUTHORIZED);
      // Bots always see their own (empty) e-mail fields; people only with the email scope.
      return toAPICurrentUser(user, { withEmail: hasScope(caller, OAuth2Scopes.Email) });
    },
  );

  app.get(
    '/v10/users/:userId/guilds',
    { onRequest: rateLimited(state.rateLimits, CURRENT_USER_GUILDS_BUCKET) },
    async (request, reply) => {
      const caller = callerOf(state, request);
      if (!caller) return sendDiscordError(reply, 401, UNAUTHORIZED);
      if (userPath.parse(request.params).userId !== '@me') {
        return sendDiscordError(reply, 404, NOT_FOUND);
      }
      if (!hasScope(caller, OAuth2Scopes.Guilds)) {
        return sendDiscordError(reply, 403, MISSING_ACCESS);
      }
      const user = userOf(caller);
      if (!user) return sendDiscordError(reply, 401, UNAUTHORIZED);
      const query = guildsQuery.safeParse(request.query);
      if (!query.success) return sendDiscordError(reply, 400, invalidFormBody(query.error));
      const { before, after, limit, with_counts } = query.data;

      const inRange = guildsOf(state, user.id).filter(
        (guild) =>
          (after === undefined || BigInt(guild.id) > BigInt(after)) &&
          (before === undefined || BigInt(guild.id) < BigInt(before)),
      );
      // Paging backwards keeps the guilds nearest to `before`, as Discord does.
      const page =
        before !== undefined && after === undefined
          ? inRange.slice(-limit)
          : inRange.slice(0, limit);
      const result: RESTGetAPICurrentUserGuildsResult = page.map((guild) => {
        const partial = toPartialCurrentUserGuild(guild, user.id);
        if (with_counts === 'true') {
          partial.approximate_member_count = guild.members.size;
          // Emulated members never come online.
          partial.approximate_presence_count = 0;
        }
        return partial;
      });
      return result;
    },
  );
}
