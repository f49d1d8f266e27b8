import { PLAN_IDS, text } from '@guildsmith/core';
import type { Db } from '@guildsmith/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobQueue } from '../../jobs/index.ts';
import { type AuthGuards, sessionUserId } from '../auth/guards.ts';
import type { DiscordBotApi } from '../bot/discord/index.ts';
import { listServers, undoLastBuild } from './servers.service.ts';

const buildView = z.object({
  id: z.string(),
  status: z.enum(['success', 'partial', 'failed', 'undone']),
  channelsCreated: z.number().int(),
  rolesCreated: z.number().int(),
  inviteLink: z.string().nullable(),
  createdAt: z.string(),
  undoneAt: z.string().nullable(),
});

const serverView = z.object({
  serverId: z.string(),
  serverName: z.string(),
  plan: z.enum(PLAN_IDS),
  status: z.enum(['active', 'inactive', 'suspended']),
  usageCount: z.number().int(),
  lastUsed: z.string().nullable(),
  registeredAt: z.string(),
  activeBuild: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  builds: z.array(buildView),
  canUndo: z.boolean(),
});

export interface ServersRouteDeps {
  db: Db;
  queue: JobQueue;
  discord: Pick<DiscordBotApi, 'getGuild' | 'getMember'>;
  guards: AuthGuards;
}

export const serversRoutes: FastifyPluginAsyncZod<ServersRouteDeps> = async (app, deps) => {
  app.get(
    '/api/servers',
    {
      preHandler: deps.guards.requireUser,
      schema: {
        tags: ['servers'],
        summary: "The caller's registered servers with their builds",
        security: [{ bearerAuth: [] }],
        response: { 200: z.object({ servers: z.array(serverView) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { servers: await listServers(deps.db, sessionUserId(request)) };
    },
  );

  app.post(
    '/api/servers/:serverId/undo',
    {
      preHandler: deps.guards.requireUser,
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['servers'],
        summary: "Undo the server's last build (deletes exactly what it created)",
        security: [{ bearerAuth: [] }],
        params: z.object({ serverId: text().regex(/^\d{15,21}$/) }),
        response: { 202: z.object({ resultId: z.string() }) },
      },
    },
    async (request, reply) => {
      const started = await undoLastBuild(
        deps,
        sessionUserId(request),
        request.params.serverId,
        (audit) => request.log.info({ audit }, 'web undo: permission checked through Discord'),
      );
      return reply.code(202).send(started);
    },
  );
};
