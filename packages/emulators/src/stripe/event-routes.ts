import type { FastifyInstance } from 'fastify';
import { stripeEndpoint } from './endpoint.ts';
import { invalidRequest, resourceMissing } from './errors.ts';
import { listEventParams, listPage, retrieveParams } from './list-params.ts';
import type { StripeEvent } from './model.ts';
import type { StripeState } from './state.ts';

/** `type` names one event type, or a group with `*` as a wildcard (`charge.*`, `*.succeeded`). */
function typePattern(type: string): RegExp {
  const escaped = type.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
  return new RegExp(`^${escaped}$`);
}

function typeFilter(params: { type?: string; types?: string[] }): (event: StripeEvent) => boolean {
  const { type, types } = params;
  if (type !== undefined && types !== undefined) {
    throw invalidRequest('You may only specify one of these parameters: type, types.', {
      param: 'types',
    });
  }
  if (types !== undefined) return (event) => types.includes(event.type);
  if (type === undefined) return () => true;
  const pattern = typePattern(type);
  return (event) => pattern.test(event.type);
}

/**
 * `/v1/events`: every event the account emitted, as it was when emitted,
 * whether or not its webhook delivery succeeded. Reconciliation reads them to
 * catch up on what the webhook endpoint missed. Secret key only.
 */
export async function eventRoutes(app: FastifyInstance, options: { state: StripeState }) {
  const { state } = options;

  app.get(
    '/events/:id',
    stripeEndpoint(state, { publishable: false, params: retrieveParams }, (call) => {
      const event = state.events.get(call.id);
      if (!event) throw resourceMissing('event', call.id);
      return structuredClone(event);
    }),
  );

  app.get(
    '/events',
    stripeEndpoint(state, { publishable: false, params: listEventParams }, (call) =>
      listPage(state.events.values(), call.params, {
        url: '/v1/events',
        kind: 'event',
        matches: typeFilter(call.params),
      }),
    ),
  );
}
