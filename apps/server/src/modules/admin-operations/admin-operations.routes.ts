import { adminAuditLogResponse } from '@guildsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAbuseReportsRoutes } from './abuse-reports.routes.ts';
import { auditLogQuery, READ_LIMIT } from './admin-schemas.ts';
import { listAuditLog } from './audit-log.ts';
import type { AdminOperationsDeps } from './deps.ts';
import { adminPraiseRoutes } from './praise.routes.ts';
import { adminPurchasesRoutes } from './purchases.routes.ts';
import { adminUsersRoutes } from './users.routes.ts';

export type { AdminOperationsDeps } from './deps.ts';

/** What admins do to buyers' purchases, reports and accounts; every change is audited. */
export const adminOperationsRoutes: FastifyPluginAsyncZod<AdminOperationsDeps> = async (
  app,
  deps,
) => {
  app.get(
    '/api/admin/audit-log',
    {
      preHandler: deps.guards.requireAdmin,
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'What admins did, newest first, by action or target',
        security: [{ bearerAuth: [] }],
        querystring: auditLogQuery,
        response: { 200: adminAuditLogResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listAuditLog(deps.db, request.query);
    },
  );
  await app.register(adminPurchasesRoutes, deps);
  await app.register(adminAbuseReportsRoutes, deps);
  await app.register(adminUsersRoutes, deps);
  await app.register(adminPraiseRoutes, deps);
};
