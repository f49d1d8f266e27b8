import { adminPraiseResponse } from '@guildsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUserId } from '../auth/guards.ts';
import { ACTION_LIMIT, idParams, READ_LIMIT } from './admin-schemas.ts';
import type { AdminOperationsDeps } from './deps.ts';
import { listPraise, setTestimonialApproval } from './praise-actions.ts';

const security = [{ bearerAuth: [] }];

/** Praise that admins approve for the landing page's testimonials, or withdraw. */
export const adminPraiseRoutes: FastifyPluginAsyncZod<AdminOperationsDeps> = async (app, deps) => {
  const preHandler = deps.guards.requireAdmin;

  app.get(
    '/api/admin/praise',
    {
      preHandler,
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Praise feedback, newest first, with whether the landing page quotes it',
        security,
        response: { 200: adminPraiseResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { praise: await listPraise(deps.db) };
    },
  );

  for (const [action, approved] of [
    ['approve', true],
    ['withdraw', false],
  ] as const) {
    app.post(
      `/api/admin/praise/:id/${action}`,
      {
        preHandler,
        config: { rateLimit: ACTION_LIMIT },
        schema: {
          tags: ['admin'],
          summary: approved
            ? 'Quote this praise on the landing page (first name only), audited'
            : 'Stop quoting this praise on the landing page, audited',
          security,
          params: idParams,
          response: { 200: adminPraiseResponse },
        },
      },
      async (request) => {
        await setTestimonialApproval(
          deps.db,
          { id: sessionUserId(request) },
          request.params.id,
          approved,
        );
        return { praise: await listPraise(deps.db) };
      },
    );
  }
};
