import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '../lib/errors.ts';

const PARAMETER_CONTEXTS = new Set(['querystring', 'params', 'headers']);

interface FieldIssue {
  field: string;
  message: string;
}

/**
 * Maps every failure to the error shape. Body messages are shown to people as
 * they are (they are the product's own wording); query and path problems name the
 * parameter, because that is what a caller needs to fix.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const issues: FieldIssue[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context,
        message: issue.message ?? 'Invalid value',
      }));
      const first = issues[0] ?? { field: context, message: 'Invalid request' };
      const message = PARAMETER_CONTEXTS.has(context)
        ? `Invalid ${context === 'params' ? 'path parameter' : 'query parameter'} '${first.field}': ${first.message}`
        : first.message;
      return reply.status(400).send(errorBody('VALIDATION_ERROR', message, { issues }));
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(errorBody(error.code ?? 'BAD_REQUEST', error.message || 'Bad request'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', 'An error occurred'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return;
    reply
      .status(404)
      .send(
        errorBody('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`),
      );
  });
}

/**
 * Fastify answers a path that cannot be percent-decoded, or a path parameter
 * over its length limit, before any route or error handler runs, in a shape
 * of its own. Passed as Fastify's `frameworkErrors` option, this answers them
 * in the error shape like everything else.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(errorBody('BAD_URL', 'The URL is not valid: it cannot be decoded'));
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply
      .status(414)
      .send(
        errorBody(
          'URI_TOO_LONG',
          `A path parameter is longer than ${request.server.initialConfig.maxParamLength ?? 100} characters`,
        ),
      );
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  void reply.status(500).send(errorBody('INTERNAL_ERROR', 'An error occurred'));
}
