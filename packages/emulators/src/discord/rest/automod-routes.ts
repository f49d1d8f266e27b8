import { AuditLogEvent } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordBotAction } from '../audit-log.ts';
import {
  autoModRule,
  createAutoModRule,
  deleteAutoModRule,
  listAutoModRules,
  modifyAutoModRule,
} from '../automod.ts';
import { autoModRuleEditSchema, autoModRuleSchema } from '../automod-schemas.ts';
import { rateLimited } from '../rate-limit.ts';
import { BUCKETS } from '../rate-limit-rules.ts';
import type { DiscordState } from '../state.ts';
import { botGuild, paramOf, parseForm, requireBot } from './access.ts';

const guildPath = z.object({ guildId: z.string() });
const rulePath = z.object({ guildId: z.string(), ruleId: z.string() });

/** The server's AutoMod rules, for the bot. */
export async function autoModRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;
  const limits = state.rateLimits;
  const byGuild = paramOf('guildId');
  const bot = requireBot(state);
  const audit = (request: FastifyRequest, guildId: string, actionType: AuditLogEvent, id: string) =>
    recordBotAction(state, request, { guildId, actionType, targetId: id });

  app.get(
    '/v10/guilds/:guildId/auto-moderation/rules',
    { onRequest: [rateLimited(limits, BUCKETS.listAutoModRules, byGuild), bot] },
    async (request) =>
      listAutoModRules(state, botGuild(state, guildPath.parse(request.params).guildId)),
  );

  app.post(
    '/v10/guilds/:guildId/auto-moderation/rules',
    { onRequest: [rateLimited(limits, BUCKETS.createAutoModRule, byGuild), bot] },
    async (request) => {
      const guild = botGuild(state, guildPath.parse(request.params).guildId);
      const rule = createAutoModRule(
        state,
        guild,
        parseForm(autoModRuleSchema, request.body ?? {}),
      );
      audit(request, guild.id, AuditLogEvent.AutoModerationRuleCreate, rule.id);
      return rule;
    },
  );

  app.get(
    '/v10/guilds/:guildId/auto-moderation/rules/:ruleId',
    { onRequest: [rateLimited(limits, BUCKETS.getAutoModRule, byGuild), bot] },
    async (request) => {
      const { guildId, ruleId } = rulePath.parse(request.params);
      return autoModRule(state, botGuild(state, guildId), ruleId);
    },
  );

  app.patch(
    '/v10/guilds/:guildId/auto-moderation/rules/:ruleId',
    { onRequest: [rateLimited(limits, BUCKETS.modifyAutoModRule, byGuild), bot] },
    async (request) => {
      const { guildId, ruleId } = rulePath.parse(request.params);
      const guild = botGuild(state, guildId);
      const edit = parseForm(autoModRuleEditSchema, request.body ?? {});
      const rule = modifyAutoModRule(state, guild, ruleId, edit);
      audit(request, guild.id, AuditLogEvent.AutoModerationRuleUpdate, rule.id);
      return rule;
    },
  );

  app.delete(
    '/v10/guilds/:guildId/auto-moderation/rules/:ruleId',
    { onRequest: [rateLimited(limits, BUCKETS.deleteAutoModRule, byGuild), bot] },
    async (request, reply) => {
      const { guildId, ruleId } = rulePath.parse(request.params);
      const guild = botGuild(state, guildId);
      deleteAutoModRule(state, guild, ruleId);
      audit(request, guild.id, AuditLogEvent.AutoModerationRuleDelete, ruleId);
      return reply.code(204).send();
    },
  );
}
