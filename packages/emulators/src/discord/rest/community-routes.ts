import { AuditLogEvent } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordBotAction } from '../audit-log.ts';
import { modifyOnboarding, onboardingSchema, toAPIOnboarding } from '../onboarding.ts';
import { rateLimited } from '../rate-limit.ts';
import { BUCKETS } from '../rate-limit-rules.ts';
import type { DiscordState } from '../state.ts';
import { modifyWelcomeScreen, readWelcomeScreen, welcomeScreenSchema } from '../welcome-screen.ts';
import { botGuild, paramOf, parseForm, requireBot } from './access.ts';

const guildPath = z.object({ guildId: z.string() });

/** What a newcomer meets in a Community server: the welcome screen and onboarding, for the bot. */
export async function communityRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;
  const limits = state.rateLimits;
  const byGuild = paramOf('guildId');
  const bot = requireBot(state);

  app.get(
    '/v10/guilds/:guildId/welcome-screen',
    { onRequest: [rateLimited(limits, BUCKETS.getWelcomeScreen, byGuild), bot] },
    async (request) =>
      readWelcomeScreen(state, botGuild(state, guildPath.parse(request.params).guildId)),
  );

  app.patch(
    '/v10/guilds/:guildId/welcome-screen',
    { onRequest: [rateLimited(limits, BUCKETS.modifyWelcomeScreen, byGuild), bot] },
    async (request) => {
      const guild = botGuild(state, guildPath.parse(request.params).guildId);
      const input = parseForm(welcomeScreenSchema, request.body ?? {});
      const screen = modifyWelcomeScreen(state, guild, input);
      recordBotAction(state, request, {
        guildId: guild.id,
        actionType: AuditLogEvent.GuildUpdate,
        targetId: guild.id,
      });
      return screen;
    },
  );

  app.get(
    '/v10/guilds/:guildId/onboarding',
    { onRequest: [rateLimited(limits, BUCKETS.getOnboarding, byGuild), bot] },
    async (request) => toAPIOnboarding(botGuild(state, guildPath.parse(request.params).guildId)),
  );

  app.put(
    '/v10/guilds/:guildId/onboarding',
    { onRequest: [rateLimited(limits, BUCKETS.modifyOnboarding, byGuild), bot] },
    async (request) => {
      const guild = botGuild(state, guildPath.parse(request.params).guildId);
      const onboarding = modifyOnboarding(
        state,
        guild,
        parseForm(onboardingSchema, request.body ?? {}),
      );
      recordBotAction(state, request, {
        guildId: guild.id,
        actionType: AuditLogEvent.OnboardingUpdate,
        targetId: guild.id,
      });
      return onboarding;
    },
  );
}
