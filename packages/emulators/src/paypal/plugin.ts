import type { FastifyInstance } from 'fastify';
import { checkoutRoutes } from './checkout-routes.ts';
import { invalidRequest, PaypalApiError, paypalErrorHandler, sendPaypalError } from './errors.ts';
import { oauthRoutes } from './oauth-routes.ts';
import { ordersRoutes } from './orders-routes.ts';
import { PAYPAL_STYLESHEET, STYLESHEET_PATH } from './pages/layout.ts';
import { paymentsRoutes } from './payments-routes.ts';
import type { PaypalState } from './state.ts';

export interface PaypalEmulatorOptions {
  state: PaypalState;
}

// Far above any order request; keeps a hostile body from costing much to parse.
const BODY_LIMIT_BYTES = 64 * 1024;

/** JSON as PayPal reads it: an empty body (capture is often sent without one) is no body. */
function parseJson(body: string): unknown {
  if (body.trim() === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    throw invalidRequest([
      { issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' },
    ]);
  }
}

/**
 * The PayPal emulator (docs/architecture.md, "Emulators"). Register it with a prefix, without
 * fastify-plugin, so its parsers, hooks and handlers stay inside it:
 * `app.register(paypalEmulator, { prefix: '/sandbox/paypal', state })`.
 */
export async function paypalEmulator(app: FastifyInstance, options: PaypalEmulatorOptions) {
  // Not `options` itself: it also carries the host's `prefix`, which must not apply twice.
  const { state } = options;
  const basePath = app.prefix;
  const links = { apiBaseUrl: `${state.publicBaseUrl}${basePath}` };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => {
      try {
        done(null, parseJson(String(body)));
      } catch (error) {
        done(error instanceof PaypalApiError ? error : new Error(String(error)), undefined);
      }
    },
  );
  // The token endpoint and the checkout page's forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.setErrorHandler(paypalErrorHandler);
  app.setNotFoundHandler((request, reply) =>
    sendPaypalError(
      reply,
      new PaypalApiError(404, 'NOT_FOUND', `No route for ${request.method} ${request.url}`),
    ),
  );
  app.get(STYLESHEET_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(PAYPAL_STYLESHEET),
  );
  await app.register(oauthRoutes, { state });
  await app.register(ordersRoutes, { state, links });
  await app.register(paymentsRoutes, { state });
  await app.register(checkoutRoutes, { state, basePath, links });
}
