import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authenticate, type Caller, requireSecretKey } from './api-auth.ts';
import { invalidParameters, invalidRequest, StripeApiError, sendStripeError } from './errors.ts';
import {
  canonicalForm,
  FormEncodingError,
  type FormObject,
  parseStripeForm,
} from './form-encoding.ts';
import type { IdempotentRequest } from './idempotency.ts';
import { stripeId } from './ids.ts';
import type { RequestContext } from './model.ts';
import type { StripeState } from './state.ts';

export interface EndpointCall<Params> {
  params: Params;
  caller: Caller;
  context: RequestContext;
  /** The `:id` path parameter, '' on routes without one. */
  id: string;
}

export interface EndpointSpec<Schema extends z.ZodType> {
  /** Whether a browser may call it with the publishable key (handlers then check the client secret). */
  publishable: boolean;
  params: Schema;
}

type IdRequest = FastifyRequest<{ Params: { id?: string } }>;

/** GET parameters come in the query string, POST parameters in the body, both form-encoded. */
function formOf(request: FastifyRequest): FormObject {
  if (request.method === 'GET') {
    const query = request.url.indexOf('?');
    return parseStripeForm(query < 0 ? '' : request.url.slice(query + 1));
  }
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as FormObject)
    : {};
}

function idempotentRequest(request: FastifyRequest, form: FormObject): IdempotentRequest | null {
  const header = request.headers['idempotency-key'];
  // Stripe ignores the key on GET and DELETE, which are idempotent anyway.
  if (request.method !== 'POST' || typeof header !== 'string' || header === '') return null;
  const path = request.url.split('?')[0] ?? '';
  return {
    key: header,
    endpoint: `${request.method} ${path.slice(Math.max(path.indexOf('/v1/'), 0))}`,
    fingerprint: canonicalForm(form),
  };
}

/** Stripe saves a result once the endpoint has run: successes and card declines, not bad input. */
function isSavedResult(statusCode: number): boolean {
  return statusCode < 300 || statusCode === 402;
}

/**
 * Wraps a handler with what every Stripe endpoint does: a `Request-Id`,
 * authentication, form parameters checked against the schema, idempotent
 * replays, and errors in Stripe's shape.
 */
export function stripeEndpoint<Schema extends z.ZodType>(
  state: StripeState,
  spec: EndpointSpec<Schema>,
  handle: (call: EndpointCall<z.output<Schema>>) => unknown,
) {
  return async (request: IdRequest, reply: FastifyReply) => {
    const requestId = stripeId('req');
    reply.header('request-id', requestId);
    try {
      let form: FormObject;
      try {
        form = formOf(request);
      } catch (error) {
        if (error instanceof FormEncodingError) throw invalidRequest(error.message);
        throw error;
      }
      const caller = authenticate(state, request, form);
      if (!spec.publishable) requireSecretKey(caller);
      const idempotent = idempotentRequest(request, form);
      if (idempotent) {
        reply.header('idempotency-key', idempotent.key);
        const saved = state.idempotency.find(idempotent);
        if (saved) {
          return reply
            .header('idempotent-replayed', 'true')
            .code(saved.statusCode)
            .send(saved.body);
        }
      }
      const context: RequestContext = { requestId, idempotencyKey: idempotent?.key ?? null };
      let statusCode = 200;
      let body: unknown;
      try {
        const parsed = spec.params.safeParse(form);
        if (!parsed.success) throw invalidParameters(parsed.error, form);
        body = handle({ params: parsed.data, caller, context, id: request.params.id ?? '' });
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        statusCode = error.statusCode;
        body = { error: error.error };
      }
      if (idempotent && isSavedResult(statusCode))
        state.idempotency.save(idempotent, statusCode, body);
      return reply.code(statusCode).send(body);
    } catch (error) {
      if (error instanceof StripeApiError) return sendStripeError(reply, error);
      throw error;
    }
  };
}
