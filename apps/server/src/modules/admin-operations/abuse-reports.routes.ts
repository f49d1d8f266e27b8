import {
  adminAbuseReportDetailResponse,
  adminAbuseReportSchema,
  adminAbuseReportsResponse,
  adminLiftPauseResponse,
} from '@guildsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUserId } from '../auth/guards.ts';
import {
  abuseReportDetail,
  liftActivationPause,
  listAbuseReports,
  resolveAbuseReport,
} from './abuse-reports.service.ts';
import {
  ACTION_LIMIT,
  abuseReportsQuery,
  idParams,
  READ_LIMIT,
  reasonBody,
  resolveBody,
} from './admin-schemas.ts';
import type { AdminOperationsDeps } from './deps.ts';

const security = [{ bearerAuth: [] }];

export const adminAbuseReportsRoutes: FastifyPluginAsyncZod<AdminOperationsDeps> = async (
  app,
  deps,
) => {
  const preHandler = deps.guards.requireAdmin;

  app.get(
    '/api/admin/abuse-reports',
    {
      preHandler,
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Abuse reports, newest first, by status and severity',
        security,
        querystring: abuseReportsQuery,
        response: { 200: adminAbuseReportsResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listAbuseReports(deps.db, request.query);
    },
  );

  app.get(
    '/api/admin/abuse-reports/:id',
    {
      preHandler,
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'One abuse report with the bot usage behind it and any lifted pauses',
        security,
        params: idParams,
        response: { 200: adminAbuseReportDetailResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return abuseReportDetail(deps.db, request.params.id);
    },
  );

  app.post(
    '/api/admin/abuse-reports/:id/resolve',
    {
      preHandler,
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Close an abuse report as resolved or dismissed, saying what was done (audited)',
        security,
        params: idParams,
        body: resolveBody,
        response: { 200: adminAbuseReportSchema },
      },
    },
    async (request) =>
      resolveAbuseReport(deps.db, { id: sessionUserId(request) }, request.params.id, request.body),
  );

  app.post(
    '/api/admin/abuse-reports/:id/lift-pause',
    {
      preHandler,
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags: ['admin'],
        summary: "Let the report's Discord user and server activate keys again now (audited)",
        security,
        params: idParams,
        body: reasonBody,
        response: { 201: adminLiftPauseResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        overrides: await liftActivationPause(
          deps.db,
          { id: sessionUserId(request) },
          request.params.id,
          request.body.reason,
        ),
      }),
  );
};
