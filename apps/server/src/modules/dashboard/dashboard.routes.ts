import { dashboardResponse } from '@guildsmith/core';
import type { Db } from '@guildsmith/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthGuards, sessionUserId } from '../auth/guards.ts';
import { type ReadinessProbe, runProbes } from '../health/health.routes.ts';
import { loadDashboardActivity } from './dashboard.service.ts';

export interface DashboardRouteDeps {
  db: Db;
  guards: AuthGuards;
  probes: ReadinessProbe[];
}

/** Everything the user dashboard shows in one call: the caller's own figures and our real status. */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRouteDeps> = async (app, deps) => {
  app.get(
    '/api/dashboard',
    {
      preHandler: deps.guards.requireUser,
      schema: {
        tags: ['dashboard'],
        summary: "The signed-in user's activity and the service status",
        security: [{ bearerAuth: [] }],
        response: { 200: dashboardResponse },
      },
    },
    async (request, reply) => {
      const [activity, checks] = await Promise.all([
        loadDashboardActivity(deps.db, sessionUserId(request)),
        runProbes(deps.probes, request.log),
      ]);
      reply.header('cache-control', 'private, no-store');
      return { activity, systemStatus: { operational: checks.every((c) => c.ok), checks } };
    },
  );
};
