import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';

/** Discord's JSON error body: `{ message, code, errors? }`. */
export interface DiscordErrorBody {
  message: string;
  code: number;
  errors?: DiscordFieldErrors;
}

/** Discord's nested form errors: each path segment is a key, leaves hold `_errors`. */
export interface DiscordFieldErrors {
  [key: string]: DiscordFieldErrors | Array<{ code: string; message: string }>;
}

export const UNAUTHORIZED: DiscordErrorBody = { message: '401: Unauthorized', code: 0 };
export const MISSING_ACCESS: DiscordErrorBody = { message: 'Missing Access', code: 50001 };
export const NOT_FOUND: DiscordErrorBody = { message: '404: Not Found', code: 0 };
export const UNKNOWN_USER: DiscordErrorBody = { message: 'Unknown User', code: 10013 };

export function sendDiscordError(reply: FastifyReply, status: number, body: DiscordErrorBody) {
  return reply.code(status).send(body);
}

function fieldErrorCode(issue: ZodError['issues'][number]): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'BASE_TYPE_REQUIRED' : 'BASE_TYPE_BAD_TYPE';
    case 'too_big':
      return issue.origin === 'number' ? 'NUMBER_TYPE_MAX' : 'BASE_TYPE_MAX_LENGTH';
    case 'too_small':
      return issue.origin === 'number' ? 'NUMBER_TYPE_MIN' : 'BASE_TYPE_MIN_LENGTH';
    default:
      return 'BASE_TYPE_INVALID';
  }
}

/** Discord's 50035 "Invalid Form Body", built from a zod failure so every route reports fields alike. */
export function invalidFormBody(error: ZodError): DiscordErrorBody {
  const errors: DiscordFieldErrors = {};
  for (const issue of error.issues) {
    let node = errors;
    for (const segment of issue.path) {
      const key = String(segment);
      const child = node[key];
      const next: DiscordFieldErrors = child && !Array.isArray(child) ? child : {};
      node[key] = next;
      node = next;
    }
    const leaf = node._errors;
    const list = Array.isArray(leaf) ? leaf : [];
    list.push({ code: fieldErrorCode(issue), message: issue.message });
    node._errors = list;
  }
  return { message: 'Invalid Form Body', code: 50035, errors };
}

/**
 * Errors Fastify raises before a handler runs (unparsable body, wrong content
 * type, body too large) answer like Discord's generic HTTP errors; anything
 * unexpected is a bare 500 that leaks nothing.
 */
export function discordErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'discord emulator failed');
    return sendDiscordError(reply, 500, { message: '500: Internal Server Error', code: 0 });
  }
  return sendDiscordError(reply, status, {
    message: `${status}: ${STATUS_CODES[status] ?? 'Bad Request'}`,
    code: 0,
  });
}
