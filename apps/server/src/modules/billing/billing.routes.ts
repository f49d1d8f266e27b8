import {
  createPaymentIntentBody,
  getPlan,
  paymentIntentResponse,
  paypalCaptureResponse,
  paypalOrderBody,
  paypalOrderResponse,
  paypalSetupResponse,
  purchasesResponse,
  text,
  toCents,
} from '@guildsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { type AuthGuards, sessionUserId } from '../auth/guards.ts';
import { perAccount } from '../auth/per-account-limit.ts';
import { AMOUNT_MISMATCH_MESSAGE, createPaymentIntent } from './payment-intents.ts';
import type { PaypalClient } from './paypal-client.ts';
import { capturePaypalOrder, createPaypalOrder, type PaypalDeps } from './paypal-payments.ts';
import { listPurchases } from './purchase-history.ts';
import { isStripeEvent } from './stripe-events.ts';
import { handleStripeEvent, type StripeWebhookDeps } from './stripe-webhook.ts';

/** Stripe's own tolerance: a signature older than five minutes is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface BillingRouteDeps extends StripeWebhookDeps {
  stripe: Stripe;
  webhookSecret: string;
  guards: AuthGuards;
  /** Null when PayPal is not configured. */
  paypal: PaypalClient | null;
  publicUrl: string;
}

export const billingRoutes: FastifyPluginAsyncZod<BillingRouteDeps> = async (app, deps) => {
  app.post(
    '/api/create-payment-intent',
    {
      preHandler: deps.guards.requireUser,
      config: { rateLimit: perAccount(10, '1 minute') },
      schema: {
        tags: ['billing'],
        summary: 'Start a card or pay-later payment for a plan (amount from the catalogue)',
        security: [{ bearerAuth: [] }],
        body: createPaymentIntentBody,
        response: { 200: paymentIntentResponse },
      },
    },
    async (request) => {
      return createPaymentIntent(deps, sessionUserId(request), request.body);
    },
  );

  app.get(
    '/api/purchases',
    {
      preHandler: deps.guards.requireUser,
      schema: {
        tags: ['billing'],
        summary: "The caller's purchases, newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: purchasesResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { purchases: await listPurchases(deps.db, sessionUserId(request)) };
    },
  );

  const paypalDeps = (): PaypalDeps => {
    if (!deps.paypal)
      throw new AppError(503, 'PAYPAL_UNAVAILABLE', 'PayPal is not available right now.');
    return { ...deps, paypal: deps.paypal };
  };

  app.get(
    '/api/paypal/setup',
    {
      schema: {
        tags: ['billing'],
        summary: 'What the PayPal button needs',
        response: { 200: paypalSetupResponse },
      },
    },
    async () => ({
      available: deps.paypal !== null,
      currency: 'USD' as const,
      intent: 'capture' as const,
    }),
  );

  app.post(
    '/api/paypal/order',
    {
      preHandler: deps.guards.requireUser,
      config: { rateLimit: perAccount(10, '1 minute') },
      schema: {
        tags: ['billing'],
        summary: 'Create a PayPal order for a plan (amount from the catalogue)',
        security: [{ bearerAuth: [] }],
        body: paypalOrderBody,
        response: { 200: paypalOrderResponse },
      },
    },
    async (request) => {
      const plan = getPlan(request.body.plan);
      if (
        request.body.amount !== undefined &&
        toCents(request.body.amount) !== toCents(plan.price)
      ) {
        throw badRequest(AMOUNT_MISMATCH_MESSAGE, undefined, 'AMOUNT_MISMATCH');
      }
      return createPaypalOrder(paypalDeps(), sessionUserId(request), plan.id);
    },
  );

  app.post(
    '/api/paypal/order/:orderId/capture',
    {
      preHandler: deps.guards.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'Capture an approved PayPal order and fulfil the purchase',
        security: [{ bearerAuth: [] }],
        params: z.object({ orderId: text().regex(/^[A-Z0-9-]{5,40}$/) }),
        response: { 200: paypalCaptureResponse },
      },
    },
    async (request) => {
      return capturePaypalOrder(paypalDeps(), sessionUserId(request), request.params.orderId);
    },
  );

  // The signature covers the exact bytes, so this route keeps the raw body.
  await app.register(async (raw) => {
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1_048_576 },
      (_request, body, done) => done(null, body),
    );
    raw.post(
      '/api/webhooks/stripe',
      { schema: { tags: ['billing'], summary: 'Stripe events (signed)', hide: true } },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
          throw badRequest('Missing Stripe signature', undefined, 'INVALID_SIGNATURE');
        }
        let event: Stripe.Event;
        try {
          event = deps.stripe.webhooks.constructEvent(
            request.body,
            signature,
            deps.webhookSecret,
            SIGNATURE_TOLERANCE_SECONDS,
          );
        } catch {
          throw badRequest('Invalid Stripe signature', undefined, 'INVALID_SIGNATURE');
        }
        // Signed but not an event (no id, type or object) cannot come from Stripe: nothing to store.
        if (!isStripeEvent(event)) {
          throw badRequest('The body is not a Stripe event', undefined, 'INVALID_EVENT');
        }
        const outcome = await handleStripeEvent(deps, event);
        return { received: true, outcome };
      },
    );
  });
};
