import { logoutResponse, text } from '@guildsmith/core';
import type { Db } from '@guildsmith/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../auth/guards.ts';
import { sessionUserId } from '../auth/guards.ts';
import { accountExportSchema, exportAccountData } from './account-data.ts';
import { deleteAccount } from './account-deletion.ts';

interface AccountRouteDeps {
  db: Db;
  guards: AuthGuards;
  avatarsDir: string;
}

/** The owner's own data: a download of all of it, and deleting the account. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteDeps> = async (app, deps) => {
  app.get(
    '/api/profile/export',
    {
      preHandler: deps.guards.requireUser,
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        summary:
          'Download everything held about the account (JSON): profile, purchases, masked keys, servers, sessions, feedback, e-mails sent',
        security: [{ bearerAuth: [] }],
        response: { 200: accountExportSchema },
      },
    },
    async (request, reply) => {
      const data = await exportAccountData(deps.db, sessionUserId(request));
      reply.header('cache-control', 'private, no-store');
      reply.header(
        'content-disposition',
        `attachment; filename="guildsmith-data-${data.exportedAt.slice(0, 10)}.json"`,
      );
      return data;
    },
  );

  app.post(
    '/api/profile/delete-account',
    {
      preHandler: deps.guards.requireUser,
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        summary:
          'Delete the account: keys revoked, sessions ended, personal data wiped; purchase records stay. The body repeats the username',
        security: [{ bearerAuth: [] }],
        body: z.object({ confirmation: text().max(100) }),
        response: { 200: logoutResponse },
      },
    },
    async (request) => {
      await deleteAccount(deps.db, {
        userId: sessionUserId(request),
        confirmation: request.body.confirmation,
        avatarsDir: deps.avatarsDir,
      });
      return { success: true as const };
    },
  );
};
