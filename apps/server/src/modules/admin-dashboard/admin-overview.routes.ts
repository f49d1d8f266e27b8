import {
  adminActiveUsersResponse,
  adminRecentPurchasesResponse,
  adminSecurityMetricsResponse,
  adminStatsResponse,
} from '@guildsmith/core';
import type { Db } from '@guildsmith/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../auth/guards.ts';
import { perAccount } from '../auth/per-account-limit.ts';
import {
  loadActiveUsers,
  loadAdminStats,
  loadRecentPurchases,
  loadSecurityMetrics,
} from './overview.service.ts';

export interface AdminOverviewDeps {
  db: Db;
  guards: AuthGuards;
}

/** The dashboard refetches these every 30 to 60 s; the limit leaves room for several tabs. */
export const OVERVIEW_LIMIT = perAccount(30, '1 minute');

const adminOnly = [{ bearerAuth: [] }];

/** The admin dashboard's figures and short lists. */
export const adminOverviewRoutes: FastifyPluginAsyncZod<AdminOverviewDeps> = async (app, deps) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/admin/stats',
    {
      preHandler: deps.guards.requireAdmin,
      config: { rateLimit: OVERVIEW_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Buyer accounts, revenue (US dollars, completed purchases) and active servers',
        security: adminOnly,
        response: { 200: adminStatsResponse },
      },
    },
    async () => loadAdminStats(deps.db),
  );

  app.get(
    '/api/admin/security-metrics',
    {
      preHandler: deps.guards.requireAdmin,
      config: { rateLimit: OVERVIEW_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Open abuse reports by severity and refused activations over 24 hours and 7 days',
        security: adminOnly,
        response: { 200: adminSecurityMetricsResponse },
      },
    },
    async () => loadSecurityMetrics(deps.db),
  );

  app.get(
    '/api/admin/recent-purchases',
    {
      preHandler: deps.guards.requireAdmin,
      config: { rateLimit: OVERVIEW_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'The 5 newest purchases, whatever their status, newest first',
        security: adminOnly,
        response: { 200: adminRecentPurchasesResponse },
      },
    },
    async () => ({ purchases: await loadRecentPurchases(deps.db) }),
  );

  app.get(
    '/api/admin/active-users',
    {
      preHandler: deps.guards.requireAdmin,
      config: { rateLimit: OVERVIEW_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'The 5 buyers who signed in most recently',
        security: adminOnly,
        response: { 200: adminActiveUsersResponse },
      },
    },
    async () => ({ users: await loadActiveUsers(deps.db) }),
  );
};
