import { serversResponse, text, undoStartedResponse } from '@guildsmith/core';
import type { Db } from '@guildsmith/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobQueue } from '../../jobs/index.ts';
import { type AuthGuards, sessionUserId } from '../auth/guards.ts';
import type { DiscordBotApi } from '../bot/discord/index.ts';
import { listServers, undoLastBuild } from './servers.service.ts';

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
        response: { 200: serversResponse },
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
        response: { 202: undoStartedResponse },
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
