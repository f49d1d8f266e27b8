import { type APIGuildMember, AuditLogEvent, type GuildMemberFlags } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordBotAction } from '../audit-log.ts';
import { DiscordApiError, UNKNOWN_MEMBER } from '../errors.ts';
import { changeMemberRole } from '../member-roles.ts';
import type { EmulatedGuild } from '../model.ts';
import { rateLimited } from '../rate-limit.ts';
import { BUCKETS } from '../rate-limit-rules.ts';
import type { DiscordState } from '../state.ts';
import { toAPIUser } from '../users.ts';
import { botGuild, paramOf, requireBot } from './access.ts';

const memberPath = z.object({ guildId: z.string(), userId: z.string() });
const memberRolePath = memberPath.extend({ roleId: z.string() });

function toAPIMember(state: DiscordState, guild: EmulatedGuild, userId: string): APIGuildMember {
  const member = guild.members.get(userId);
  // The bot is a member of every server it joined, though not one of the emulated people.
  const user = userId === state.botUser.id ? state.botUser : state.users.get(userId);
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

/** A member as the bot sees them, and the one-role changes verification and tickets make. */
export async function memberRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;
  const limits = state.rateLimits;
  const byGuild = paramOf('guildId');
  const bot = requireBot(state);

  app.get(
    '/v10/guilds/:guildId/members/:userId',
    { onRequest: [rateLimited(limits, BUCKETS.getMember, byGuild), bot] },
    async (request) => {
      const { guildId, userId } = memberPath.parse(request.params);
      return toAPIMember(state, botGuild(state, guildId), userId);
    },
  );

  for (const give of [true, false]) {
    const path = '/v10/guilds/:guildId/members/:userId/roles/:roleId';
    const bucket = give ? BUCKETS.addMemberRole : BUCKETS.removeMemberRole;
    app.route({
      method: give ? 'PUT' : 'DELETE',
      url: path,
      onRequest: [rateLimited(limits, bucket, byGuild), bot],
      handler: async (request, reply) => {
        const { guildId, userId, roleId } = memberRolePath.parse(request.params);
        const guild = botGuild(state, guildId);
        changeMemberRole(state, guild, { userId, roleId, give });
        recordBotAction(state, request, {
          guildId: guild.id,
          actionType: AuditLogEvent.MemberRoleUpdate,
          targetId: userId,
        });
        return reply.code(204).send();
      },
    });
  }
}
