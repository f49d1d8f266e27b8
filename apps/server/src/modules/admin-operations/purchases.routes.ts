import {
  adminPurchaseDetailResponse,
  adminPurchasesResponse,
  adminRefundResponse,
  adminResendKeyResponse,
} from '@guildsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUserId } from '../auth/guards.ts';
import { ACTION_LIMIT, idParams, purchasesQuery, READ_LIMIT, reasonBody } from './admin-schemas.ts';
import type { AdminOperationsDeps } from './deps.ts';
import { refundAsAdmin, resendKeyAsAdmin } from './purchase-actions.ts';
import { purchaseDetail, searchPurchases } from './purchases.service.ts';

const security = [{ bearerAuth: [] }];

export const adminPurchasesRoutes: FastifyPluginAsyncZod<AdminOperationsDeps> = async (
  app,
  deps,
) => {
  const preHandler = deps.guards.requireAdmin;

  app.get(
    '/api/admin/purchases',
    {
      preHandler,
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Purchases, newest first: search by buyer name, e-mail, purchase or payment id',
        security,
        querystring: purchasesQuery,
        response: { 200: adminPurchasesResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return searchPurchases(deps.db, request.query);
    },
  );

  app.get(
    '/api/admin/purchases/:id',
    {
      preHandler,
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'One purchase: its payment, its keys (masked), their servers and e-mails',
        security,
        params: idParams,
        response: { 200: adminPurchaseDetailResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return purchaseDetail(deps.db, request.params.id);
    },
  );

  app.post(
    '/api/admin/purchases/:id/refund',
    {
      preHandler,
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Refund a purchase in full within the 30-day guarantee (audited)',
        security,
        params: idParams,
        body: reasonBody,
        response: { 200: adminRefundResponse },
      },
    },
    async (request) =>
      refundAsAdmin(deps, { id: sessionUserId(request) }, request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/purchases/:id/resend-key',
    {
      preHandler,
      config: { rateLimit: ACTION_LIMIT },
      schema: {
        tags: ['admin'],
        summary:
          "E-mail the purchase's unused key again to the buyer's confirmed address (audited)",
        security,
        params: idParams,
        response: { 200: adminResendKeyResponse },
      },
    },
    async (request) => ({
      licenseId: await resendKeyAsAdmin(deps, { id: sessionUserId(request) }, request.params.id),
    }),
  );
};
