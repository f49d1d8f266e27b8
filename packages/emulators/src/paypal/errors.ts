import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { debugId } from './ids.ts';

export interface PaypalErrorDetail {
  issue: string;
  description: string;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'header' | 'query';
}

/** PayPal's REST error body: `{ name, message, debug_id, details, links }`. */
export interface PaypalErrorBody {
  name: string;
  message: string;
  debug_id: string;
  details: PaypalErrorDetail[];
  links: Array<{ href: string; rel: 'information_link'; method: 'GET' }>;
}

/** The REST API an error belongs to; its `information_link` points at that API's reference. */
export type PaypalApi = 'orders' | 'payments';

/** Thrown by the emulator's operations; routes turn it into PayPal's response. */
export class PaypalApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorName: string,
    message: string,
    readonly details: PaypalErrorDetail[] = [],
    readonly api: PaypalApi = 'orders',
  ) {
    super(message);
  }

  body(): PaypalErrorBody {
    const [first] = this.details;
    const anchor = first ? `#error-${first.issue}` : '/#error';
    return {
      name: this.errorName,
      message: this.message,
      debug_id: debugId(),
      details: this.details,
      links: [
        {
          href: `https://developer.paypal.com/docs/api/${this.api}/v2/${anchor}`,
          rel: 'information_link',
          method: 'GET',
        },
      ],
    };
  }
}

const INVALID_REQUEST_MESSAGE =
  'Request is not well-formed, syntactically incorrect, or violates schema.';

export function invalidRequest(
  details: PaypalErrorDetail[],
  api: PaypalApi = 'orders',
): PaypalApiError {
  return new PaypalApiError(400, 'INVALID_REQUEST', INVALID_REQUEST_MESSAGE, details, api);
}

export function unprocessable(
  detail: PaypalErrorDetail,
  api: PaypalApi = 'orders',
): PaypalApiError {
  return new PaypalApiError(
    422,
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
    [detail],
    api,
  );
}

/** PayPal's 404 for an id in the path it does not know; `field` names the path parameter. */
export function resourceNotFound(field: string, id: string, api: PaypalApi): PaypalApiError {
  return new PaypalApiError(
    404,
    'RESOURCE_NOT_FOUND',
    'The specified resource does not exist.',
    [
      {
        field,
        value: id,
        location: 'path',
        issue: 'INVALID_RESOURCE_ID',
        description:
          'Specified resource ID does not exist. Please check the resource ID and try again.',
      },
    ],
    api,
  );
}

export function orderNotFound(orderId: string): PaypalApiError {
  return resourceNotFound('order_id', orderId, 'orders');
}

export function authenticationFailure(): PaypalApiError {
  return new PaypalApiError(
    401,
    'AUTHENTICATION_FAILURE',
    'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  );
}

export function sendPaypalError(reply: FastifyReply, error: PaypalApiError) {
  const body = error.body();
  return reply.code(error.statusCode).header('paypal-debug-id', body.debug_id).send(body);
}

/**
 * Failures before a handler runs (malformed JSON, wrong content type, body too
 * large) answer in PayPal's shape; anything unexpected is a bare 500.
 */
export function paypalErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof PaypalApiError) return sendPaypalError(reply, error);
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'paypal emulator failed');
    return sendPaypalError(
      reply,
      new PaypalApiError(500, 'INTERNAL_SERVER_ERROR', 'An internal server error occurred.'),
    );
  }
  return sendPaypalError(
    reply,
    new PaypalApiError(status, 'INVALID_REQUEST', INVALID_REQUEST_MESSAGE, [
      { issue: 'INVALID_REQUEST', description: error.message },
    ]),
  );
}
