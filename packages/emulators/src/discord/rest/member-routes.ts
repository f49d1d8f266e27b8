import type { APIGuildMember, GuildMemberFlags } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DiscordApiError, UNKNOWN_MEMBER } from '../errors.ts';
import type { EmulatedGuild } from '../model.ts';
import { rateLimited } from '../rate-limit.ts';
import { BUCKETS } from '../rate-limit-rules.ts';
import type { DiscordState } from '../state.ts';
import { toAPIUser } from '../users.ts';
import { botGuild, paramOf, requireBot } from './access.ts';

const memberPath = z.object({ guildId: z.string(), userId: z.string() });

function toAPIMember(state: DiscordState, guild: EmulatedGuild, userId: string): APIGuildMember {
  const member = guild.members.get(userId);
  const user = state.users.get(userId);
  if (!member || !user) throw new DiscordApiError(404, UNKNOWN_MEMBER);
  return {
    avatar: null,
    banner: null,
    communication_disabled_until: null,
    // Discord sends an empty bitfield as 0, a value the enum does not name.
    flags: 0 as GuildMemberFlags,
    joined_at: member.joinedAt,
    nick: member.nick,
    pending: false,
    premium_since: null,
    roles: [...member.roleIds],
    user: toAPIUser(user),
    mute: false,
    deaf: false,
  };
}

/** GET /guilds/:id/members/:user_id: who someone is in a server, for the bot's permission checks. */
export async function memberRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;
  app.get(
    '/v10/guilds/:guildId/members/:userId',
    {
      onRequest: [
        rateLimited(state.rateLimits, BUCKETS.getMember, paramOf('guildId')),
        requireBot(state),
      ],
    },
    async (request) => {
      const { guildId, userId } = memberPath.parse(request.params);
      return toAPIMember(state, botGuild(state, guildId), userId);
    },
  );
}
