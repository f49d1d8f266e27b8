import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bulkOverwriteSchema } from '../commands.ts';
import { DiscordApiError, MISSING_ACCESS } from '../errors.ts';
import { rateLimited } from '../rate-limit.ts';
import { BUCKETS } from '../rate-limit-rules.ts';
import type { DiscordState } from '../state.ts';
import { botGuild, paramOf, parseForm, requireBot } from './access.ts';

const applicationPath = z.object({ applicationId: z.string() });
const guildCommandsPath = z.object({ applicationId: z.string(), guildId: z.string() });

/** Global and guild application commands: bulk overwrite and list, for the bot. */
export async function commandRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;
  const limits = state.rateLimits;
  const bot = requireBot(state);
  const byGuild = paramOf('guildId');

  // A bot token only manages its own application's commands.
  function ownApplication(applicationId: string): string {
    if (applicationId !== state.application.id) throw new DiscordApiError(403, MISSING_ACCESS);
    return applicationId;
  }

  app.get(
    '/v10/applications/:applicationId/commands',
    { onRequest: [rateLimited(limits, BUCKETS.listCommands), bot] },
    async (request) => {
      ownApplication(applicationPath.parse(request.params).applicationId);
      return state.commands.list(null);
    },
  );

  app.put(
    '/v10/applications/:applicationId/commands',
    { onRequest: [rateLimited(limits, BUCKETS.overwriteCommands), bot] },
    async (request) => {
      const applicationId = ownApplication(applicationPath.parse(request.params).applicationId);
      const commands = parseForm(bulkOverwriteSchema, request.body);
      return state.commands.overwrite({ applicationId, guildId: null }, commands, () =>
        state.snowflakes.next(),
      );
    },
  );

  app.get(
    '/v10/applications/:applicationId/guilds/:guildId/commands',
    { onRequest: [rateLimited(limits, BUCKETS.listGuildCommands, byGuild), bot] },
    async (request) => {
      const { applicationId, guildId } = guildCommandsPath.parse(request.params);
      ownApplication(applicationId);
      return state.commands.list(botGuild(state, guildId).id);
    },
  );

  app.put(
    '/v10/applications/:applicationId/guilds/:guildId/commands',
    { onRequest: [rateLimited(limits, BUCKETS.overwriteGuildCommands, byGuild), bot] },
    async (request) => {
      const { applicationId, guildId } = guildCommandsPath.parse(request.params);
      ownApplication(applicationId);
      const guild = botGuild(state, guildId);
      const commands = parseForm(bulkOverwriteSchema, request.body);
      return state.commands.overwrite({ applicationId, guildId: guild.id }, commands, () =>
        state.snowflakes.next(),
      );
    },
  );
}
