import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import type { FormObject, FormValue } from './form-encoding.ts';
import { paramName } from './form-encoding.ts';
import type { PaymentIntentObject, PaymentMethodObject } from './model.ts';

type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

/** The object under `error` in Stripe's error bodies. */
export interface StripeErrorObject {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: PaymentIntentObject;
  payment_method?: PaymentMethodObject;
}

/** Thrown by the emulator's operations; the route wrapper turns it into Stripe's response. */
export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: StripeErrorObject,
  ) {
    super(error.message);
  }
}

export function docUrl(code: string): string {
  return `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`;
}

export function invalidRequest(
  message: string,
  fields: Omit<StripeErrorObject, 'type' | 'message'> = {},
  statusCode = 400,
): StripeApiError {
  const withDoc = fields.code ? { ...fields, doc_url: docUrl(fields.code) } : fields;
  return new StripeApiError(statusCode, { type: 'invalid_request_error', message, ...withDoc });
}

/** Stripe's 404 for an id it does not know, e.g. "No such charge: 'ch_x'". */
export function resourceMissing(kind: string, id: string, param = 'id'): StripeApiError {
  return invalidRequest(`No such ${kind}: '${id}'`, { code: 'resource_missing', param }, 404);
}

export function noSuchPaymentIntent(id: string, param = 'intent'): StripeApiError {
  return resourceMissing('payment_intent', id, param);
}

// Messages our schemas attach to an issue, so the mapping below knows which Stripe error it is.
export const INVALID_INTEGER = 'parameter_invalid_integer';
export const INVALID_BOOLEAN = 'parameter_invalid_boolean';

function valueAt(form: FormValue, path: ReadonlyArray<PropertyKey>): FormValue | undefined {
  let node: FormValue | undefined = form;
  for (const segment of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Array.isArray(node) ? node[Number(segment)] : node[String(segment)];
  }
  return node;
}

function display(value: FormValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The first problem zod found, worded and coded as Stripe words and codes it. */
export function invalidParameters(error: ZodError, form: FormObject): StripeApiError {
  const issue = error.issues[0];
  if (!issue) return invalidRequest('Invalid request');
  if (issue.code === 'unrecognized_keys') {
    const param = paramName([...issue.path, issue.keys[0] ?? '']);
    return invalidRequest(`Received unknown parameter: ${param}`, {
      code: 'parameter_unknown',
      param,
    });
  }
  const param = paramName(issue.path);
  const value = valueAt(form, issue.path);
  if (value === undefined) {
    return invalidRequest(`Missing required param: ${param}.`, {
      code: 'parameter_missing',
      param,
    });
  }
  if (issue.message === INVALID_INTEGER) {
    return invalidRequest(`Invalid integer: ${display(value)}`, {
      code: 'parameter_invalid_integer',
      param,
    });
  }
  if (issue.message === INVALID_BOOLEAN) {
    return invalidRequest(`Invalid boolean: ${display(value)}`, { param });
  }
  if (issue.code === 'invalid_format' && issue.format === 'url') {
    return invalidRequest('Not a valid URL', { code: 'url_invalid', param });
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') {
    return invalidRequest(`Invalid email address: ${display(value)}`, {
      code: 'email_invalid',
      param,
    });
  }
  if (issue.code === 'invalid_value') {
    const allowed = issue.values.map(String).join(', ');
    return invalidRequest(`Invalid ${param}: must be one of ${allowed}`, { param });
  }
  if (issue.code === 'invalid_type' || issue.code === 'invalid_union') {
    return invalidRequest(`Invalid ${param}: ${display(value)}`, { param });
  }
  return invalidRequest(issue.message, { param });
}

export function sendStripeError(reply: FastifyReply, failure: StripeApiError) {
  return reply.code(failure.statusCode).send({ error: failure.error });
}

/**
 * Failures before a handler runs (unparsable or oversized body, wrong content
 * type) answer in Stripe's shape; anything unexpected is a bare api_error.
 */
export function stripeErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof StripeApiError) return sendStripeError(reply, error);
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'stripe emulator failed');
    return sendStripeError(
      reply,
      new StripeApiError(500, { type: 'api_error', message: 'An unknown error occurred.' }),
    );
  }
  return sendStripeError(reply, invalidRequest(`Invalid request: ${error.message}`, {}, status));
}
