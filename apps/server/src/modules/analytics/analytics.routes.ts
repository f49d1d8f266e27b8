import { Readable } from 'node:stream';
import {
  ANALYTICS_TEXTS,
  type AnalyticsDashboard,
  type AnalyticsQuery,
  analyticsCsvResponse,
  analyticsDashboardResponse,
} from '@guildsmith/core';
import type { Db } from '@guildsmith/db';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { AuthGuards } from '../auth/guards.ts';
import { loadAnalytics, type StyleCatalogue } from './analytics.service.ts';
import { analyticsCsv, analyticsCsvFilename } from './analytics-csv.ts';
import { analyticsQuery } from './analytics-query.ts';

export interface AnalyticsRouteDeps {
  db: Db;
  guards: AuthGuards;
  catalogue: StyleCatalogue;
}

// The page refetches every 30 s; this leaves room for several open tabs and manual refreshes.
const DASHBOARD_LIMIT = { max: 30, timeWindow: '1 minute' };
// Each export runs every query of a metric at once, so fewer are allowed.
const EXPORT_LIMIT = { max: 10, timeWindow: '1 minute' };

/** requireAdmin decides; only its refusal is reworded for the analytics page. */
function requireAnalyticsAdmin(guards: AuthGuards): preHandlerAsyncHookHandler {
  return async function analyticsAdmin(request, reply) {
    try {
      await guards.requireAdmin.call(this, request, reply);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 403) {
        throw forbidden(ANALYTICS_TEXTS.adminOnly, error.code);
      }
      throw error;
    }
  };
}

export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRouteDeps> = async (app, deps) => {
  const preHandler = requireAnalyticsAdmin(deps.guards);

  const load = async (request: FastifyRequest, query: AnalyticsQuery) => {
    try {
      return await loadAnalytics(deps.db, deps.catalogue, query);
    } catch (error) {
      request.log.error({ err: error }, 'analytics query failed');
      throw new AppError(500, 'ANALYTICS_FAILED', ANALYTICS_TEXTS.loadFailed);
    }
  };

  app.get(
    '/api/analytics/dashboard',
    {
      preHandler,
      config: { rateLimit: DASHBOARD_LIMIT },
      schema: {
        tags: ['analytics'],
        summary: 'Admin analytics for a range; the metric picks the sections',
        security: [{ bearerAuth: [] }],
        querystring: analyticsQuery,
        response: { 200: analyticsDashboardResponse },
      },
    },
    async (request, reply) => {
      const data: AnalyticsDashboard = await load(request, request.query);
      reply.header('cache-control', 'private, no-store');
      return data;
    },
  );

  app.get(
    '/api/analytics/export',
    {
      preHandler,
      config: { rateLimit: EXPORT_LIMIT },
      schema: {
        tags: ['analytics'],
        summary: 'The dashboard figures for a range and metric as a CSV file',
        security: [{ bearerAuth: [] }],
        querystring: analyticsQuery,
        produces: ['text/csv'],
        response: { 200: analyticsCsvResponse },
      },
    },
    async (request, reply) => {
      const data = await load(request, request.query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${analyticsCsvFilename(data)}"`)
        .header('cache-control', 'private, no-store');
      // A stream goes out as it is: the string schema documents the body, Fastify does not serialise it.
      const raw: FastifyReply = reply;
      return raw.send(Readable.from(analyticsCsv(data)));
    },
  );
};
