import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The control API is ours, not Discord's, so it answers errors in the
 * project's `{ error: { code, message, details? } }` shape.
 */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ControlError';
  }
}

function sendControlError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: unknown,
) {
  const error = details === undefined ? { code, message } : { code, message, details };
  return reply.code(status).send({ error });
}

export function controlErrorHandler(
  error: FastifyError | ControlError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ControlError) {
    return sendControlError(reply, error.status, error.code, error.message, error.details);
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'discord emulator control API failed');
    return sendControlError(reply, 500, 'INTERNAL', 'The emulator failed to handle this request');
  }
  return sendControlError(reply, status, 'BAD_REQUEST', error.message);
}

/** Parses a control request part, answering 400 VALIDATION_FAILED with zod's tree on failure. */
export function parseControl<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  message = 'Invalid request',
): z.infer<Schema> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw new ControlError(400, 'VALIDATION_FAILED', message, z.treeifyError(result.error));
  }
  return result.data;
}
