import type { FastifyInstance } from 'fastify';
import { apiRoutes } from './api-routes.ts';
import { chargeRoutes } from './charge-routes.ts';
import { controlRoutes } from './control-routes.ts';
import { disputeRoutes } from './dispute-routes.ts';
import { invalidRequest, sendStripeError, stripeErrorHandler } from './errors.ts';
import { eventRoutes } from './event-routes.ts';
import { parseStripeForm } from './form-encoding.ts';
import { klarnaRoutes } from './klarna-routes.ts';
import { STRIPE_STYLESHEET, STYLESHEET_PATH } from './pages/layout.ts';
import { refundRoutes } from './refund-routes.ts';
import type { StripeState } from './state.ts';

export interface StripeEmulatorOptions {
  state: StripeState;
}

// Far above any payment intent request; keeps a hostile body from costing much to parse.
const BODY_LIMIT_BYTES = 64 * 1024;

/** Stripe's API under /v1, answering errors and unknown routes like Stripe. */
async function stripeApi(
  app: FastifyInstance,
  options: { state: StripeState; redirectPagesUrl: string },
) {
  app.setNotFoundHandler((request, reply) =>
    sendStripeError(
      reply,
      invalidRequest(
        `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        {},
        404,
      ),
    ),
  );
  // Not `options` itself: it carries this scope's prefix, which must not apply twice.
  const { state } = options;
  await app.register(apiRoutes, { state, redirectPagesUrl: options.redirectPagesUrl });
  await app.register(chargeRoutes, { state });
  await app.register(refundRoutes, { state });
  await app.register(disputeRoutes, { state });
  await app.register(eventRoutes, { state });
}

/**
 * The Stripe emulator (docs/architecture.md, "Emulators"). Register it with a prefix, without
 * fastify-plugin, so its parsers, hooks and handlers stay inside it:
 * `app.register(stripeEmulator, { prefix: '/sandbox/stripe', state })`.
 */
export async function stripeEmulator(app: FastifyInstance, options: StripeEmulatorOptions) {
  // Not `options` itself: it also carries the host's `prefix`, which must not apply twice.
  const { state } = options;
  const basePath = app.prefix;
  app.setErrorHandler(stripeErrorHandler);
  // Stripe takes only form bodies, with bracket nesting; the host's parsers stay outside.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => {
      try {
        done(null, parseStripeForm(String(body)));
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)), undefined);
      }
    },
  );
  // Apart from the app, its pages read our answers across origins, as they read Stripe's.
  const { crossOrigin } = state.account;
  if (crossOrigin) {
    app.addHook('onSend', async (request, reply) => {
      if (request.headers.origin === crossOrigin) {
        reply.header('access-control-allow-origin', crossOrigin).header('vary', 'Origin');
      }
    });
  }
  // Deliveries belong to the running emulator: none may outlive it.
  app.addHook('onClose', async () => state.webhooks.stop());
  app.get(STYLESHEET_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(STRIPE_STYLESHEET),
  );
  await app.register(stripeApi, {
    state,
    prefix: '/v1',
    redirectPagesUrl: `${state.account.publicBaseUrl}${basePath}/klarna`,
  });
  await app.register(klarnaRoutes, { state, basePath, prefix: '/klarna' });
  await app.register(controlRoutes, { state, prefix: '/control' });
}
