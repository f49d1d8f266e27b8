import {
  adminRevokeSessionsResponse,
  adminUserDetailResponse,
  adminUsersResponse,
} from '@guildsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUserId } from '../auth/guards.ts';
import { ACTION_LIMIT, idParams, READ_LIMIT, reasonBody, usersQuery } from './admin-schemas.ts';
import type { AdminOperationsDeps } from './deps.ts';
import { revokeUserSessions, searchUsers, userDetail } from './users.service.ts';

const security = [{ bearerAuth: [] }];

export const adminUsersRoutes: FastifyPluginAsyncZod<AdminOperationsDeps> = async (app, deps) => {
  const preHandler = deps.guards.requireAdmin;

  app.get(
    '/api/admin/users',
    {
      preHandler,
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Accounts, newest first: search by username, e-mail or Discord id',
        security,
        querystring: usersQuery,
        response: { 200: adminUsersResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return searchUsers(deps.db, request.query);
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      preHandler,
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'One account: profile, purchases, keys (masked), servers and builds',
        security,
        params: idParams,
        response: { 200: adminUserDetailResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return userDetail(deps.db, request.params.id);
    },
  );

  app.post(
    '/api/admin/users/:id/revoke-sessions',
    {
      preHandler,
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Sign an account out everywhere: its next request is refused (audited)',
        security,
        params: idParams,
        body: reasonBody,
        response: { 200: adminRevokeSessionsResponse },
      },
    },
    async (request) => ({
      revoked: await revokeUserSessions(
        deps.db,
        { id: sessionUserId(request) },
        request.params.id,
        request.body.reason,
      ),
    }),
  );
};
