import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AdminChatDeps, adminChatRoutes } from './admin-chat.routes.ts';
import { adminOverviewRoutes } from './admin-overview.routes.ts';

/** The admin dashboard: stat cards, short lists and the live chat, all admin only. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<AdminChatDeps> = async (app, deps) => {
  await app.register(adminOverviewRoutes, { db: deps.database.db, guards: deps.guards });
  await app.register(adminChatRoutes, deps);
};
