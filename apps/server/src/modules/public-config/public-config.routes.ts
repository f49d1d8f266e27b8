import { type PublicConfig, publicConfigResponse } from '@guildsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the browser may know about this deployment; never a secret. */
export const publicConfigRoutes: FastifyPluginAsyncZod<{ publicConfig: PublicConfig }> = async (
  app,
  { publicConfig },
) => {
  app.get(
    '/api/config/public',
    {
      schema: {
        tags: ['config'],
        summary: 'Deployment settings the web app needs',
        response: { 200: publicConfigResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return publicConfig;
    },
  );
};
