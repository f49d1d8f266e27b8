import { AuditLogEvent } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordBotAction } from '../audit-log.ts';
import { toAPIGuild } from '../guild-object.ts';
import { guildSettingsSchema, modifyGuild } from '../guild-settings.ts';
import { rateLimited } from '../rate-limit.ts';
import { BUCKETS } from '../rate-limit-rules.ts';
import {
  createRole,
  deleteRole,
  modifyRole,
  moveRoles,
  rolePositionsSchema,
  roleSchema,
  sortedRoles,
} from '../roles.ts';
import type { DiscordState } from '../state.ts';
import { botGuild, paramOf, parseForm, requireBot } from './access.ts';

const guildPath = z.object({ guildId: z.string() });
const rolePath = z.object({ guildId: z.string(), roleId: z.string() });
const guildQuery = z.object({ with_counts: z.enum(['true', 'false']).default('false') });

/** GET and PATCH /guilds/:id and the role routes, for the bot. */
export async function guildRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;
  const limits = state.rateLimits;
  const byGuild = paramOf('guildId');
  const bot = requireBot(state);

  const audit = (
    request: FastifyRequest,
    guildId: string,
    actionType: AuditLogEvent,
    targetId: string,
  ) => recordBotAction(state, request, { guildId, actionType, targetId });

  app.get(
    '/v10/guilds/:guildId',
    { onRequest: [rateLimited(limits, BUCKETS.getGuild, byGuild), bot] },
    async (request) => {
      const guild = botGuild(state, guildPath.parse(request.params).guildId);
      const query = parseForm(guildQuery, request.query);
      return toAPIGuild(guild, { withCounts: query.with_counts === 'true' });
    },
  );

  app.patch(
    '/v10/guilds/:guildId',
    { onRequest: [rateLimited(limits, BUCKETS.modifyGuild, byGuild), bot] },
    async (request) => {
      const guild = botGuild(state, guildPath.parse(request.params).guildId);
      modifyGuild(state, guild, parseForm(guildSettingsSchema, request.body ?? {}));
      audit(request, guild.id, AuditLogEvent.GuildUpdate, guild.id);
      return toAPIGuild(guild, { withCounts: false });
    },
  );

  app.get(
    '/v10/guilds/:guildId/roles',
    { onRequest: [rateLimited(limits, BUCKETS.listRoles, byGuild), bot] },
    async (request) => sortedRoles(botGuild(state, guildPath.parse(request.params).guildId)),
  );

  app.post(
    '/v10/guilds/:guildId/roles',
    {
      onRequest: [rateLimited(limits, [BUCKETS.createRole, BUCKETS.createRoleDaily], byGuild), bot],
    },
    async (request) => {
      const guild = botGuild(state, guildPath.parse(request.params).guildId);
      const role = createRole(state, guild, parseForm(roleSchema, request.body ?? {}));
      audit(request, guild.id, AuditLogEvent.RoleCreate, role.id);
      return role;
    },
  );

  app.patch(
    '/v10/guilds/:guildId/roles',
    { onRequest: [rateLimited(limits, BUCKETS.moveRoles, byGuild), bot] },
    async (request) => {
      const guild = botGuild(state, guildPath.parse(request.params).guildId);
      const roles = moveRoles(state, guild, parseForm(rolePositionsSchema, request.body));
      audit(request, guild.id, AuditLogEvent.RoleUpdate, guild.id);
      return roles;
    },
  );

  app.patch(
    '/v10/guilds/:guildId/roles/:roleId',
    { onRequest: [rateLimited(limits, BUCKETS.modifyRole, byGuild), bot] },
    async (request) => {
      const { guildId, roleId } = rolePath.parse(request.params);
      const guild = botGuild(state, guildId);
      const role = modifyRole(state, guild, roleId, parseForm(roleSchema, request.body ?? {}));
      audit(request, guild.id, AuditLogEvent.RoleUpdate, role.id);
      return role;
    },
  );

  app.delete(
    '/v10/guilds/:guildId/roles/:roleId',
    { onRequest: [rateLimited(limits, BUCKETS.deleteRole, byGuild), bot] },
    async (request, reply) => {
      const { guildId, roleId } = rolePath.parse(request.params);
      const guild = botGuild(state, guildId);
      const role = deleteRole(state, guild, roleId);
      audit(request, guild.id, AuditLogEvent.RoleDelete, role.id);
      return reply.code(204).send();
    },
  );
}
