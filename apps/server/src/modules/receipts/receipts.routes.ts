import { receiptResponse } from '@guildsmith/core';
import type { Db } from '@guildsmith/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { type AuthGuards, sessionUserId } from '../auth/guards.ts';
import { receiptOf, type Shop } from './receipt.ts';

export const receiptsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: AuthGuards;
  shop: Shop;
}> = async (app, deps) => {
  app.get(
    '/api/purchases/:id/receipt',
    {
      preHandler: deps.guards.requireUser,
      schema: {
        tags: ['billing'],
        summary: "The receipt of one of the caller's paid purchases",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.uuid() }),
        response: { 200: receiptResponse },
      },
    },
    async (request, reply) => {
      // Someone else's purchase answers like one that does not exist: ids reveal nothing.
      const receipt = await receiptOf(
        deps.db,
        deps.shop,
        request.params.id,
        sessionUserId(request),
      );
      if (!receipt) throw notFound('No receipt for this purchase', 'RECEIPT_NOT_FOUND');
      reply.header('cache-control', 'private, no-store');
      return receipt;
    },
  );
};
