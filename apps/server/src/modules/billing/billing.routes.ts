import { createPaymentIntentBody } from '@guildsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import type { AuthGuards } from '../../plugins/authenticate.ts';
import { createPaymentIntent } from './payment-intents.ts';
import { handleStripeEvent, type StripeWebhookDeps } from './stripe-webhook.ts';

/** Stripe's own tolerance: a signature older than five minutes is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface BillingRouteDeps extends StripeWebhookDeps {
  stripe: Stripe;
  webhookSecret: string;
  guards: AuthGuards;
}

export const billingRoutes: FastifyPluginAsyncZod<BillingRouteDeps> = async (app, deps) => {
  app.post(
    '/api/create-payment-intent',
    {
      preHandler: deps.guards.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: 'Start a card or pay-later payment for a plan (amount from the catalogue)',
        security: [{ bearerAuth: [] }],
        body: createPaymentIntentBody,
        response: {
          200: z.object({ clientSecret: z.string(), purchaseId: z.string(), amount: z.number() }),
        },
      },
    },
    async (request) => {
      if (!request.session) throw unauthorized();
      return createPaymentIntent(deps, request.session.userId, request.body);
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
        const outcome = await handleStripeEvent(deps, event);
        return { received: true, outcome };
      },
    );
  });
};
