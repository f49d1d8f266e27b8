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
interface DiscordFieldErrors {
  [key: string]: DiscordFieldErrors | Array<{ code: string; message: string }>;
}

export const UNAUTHORIZED: DiscordErrorBody = { message: '401: Unauthorized', code: 0 };
export const MISSING_ACCESS: DiscordErrorBody = { message: 'Missing Access', code: 50001 };
export const NOT_FOUND: DiscordErrorBody = { message: '404: Not Found', code: 0 };
export const UNKNOWN_USER: DiscordErrorBody = { message: 'Unknown User', code: 10013 };
export const UNKNOWN_CHANNEL: DiscordErrorBody = { message: 'Unknown Channel', code: 10003 };
export const UNKNOWN_GUILD: DiscordErrorBody = { message: 'Unknown Guild', code: 10004 };
export const UNKNOWN_MESSAGE: DiscordErrorBody = { message: 'Unknown Message', code: 10008 };
export const UNKNOWN_MEMBER: DiscordErrorBody = { message: 'Unknown Member', code: 10007 };
export const UNKNOWN_ROLE: DiscordErrorBody = { message: 'Unknown Role', code: 10011 };
export const UNKNOWN_WEBHOOK: DiscordErrorBody = { message: 'Unknown Webhook', code: 10015 };
export const UNKNOWN_WELCOME_SCREEN: DiscordErrorBody = {
  message: 'Unknown Guild Welcome Screen',
  code: 10069,
};
export const UNKNOWN_INTERACTION: DiscordErrorBody = {
  message: 'Unknown interaction',
  code: 10062,
};
export const MAX_ROLES: DiscordErrorBody = {
  message: 'Maximum number of guild roles reached (250)',
  code: 30005,
};
export const MAX_CHANNELS: DiscordErrorBody = {
  message: 'Maximum number of guild channels reached (500)',
  code: 30013,
};
export const ENTITY_TOO_LARGE: DiscordErrorBody = {
  message: 'Request entity too large',
  code: 40005,
};
export const ALREADY_ACKNOWLEDGED: DiscordErrorBody = {
  message: 'Interaction has already been acknowledged.',
  code: 40060,
};
export const EMPTY_MESSAGE: DiscordErrorBody = {
  message: 'Cannot send an empty message',
  code: 50006,
};
export const NON_TEXT_CHANNEL: DiscordErrorBody = {
  message: 'Cannot send messages in a non-text channel',
  code: 50008,
};
export const MISSING_PERMISSIONS: DiscordErrorBody = {
  message: 'Missing Permissions',
  code: 50013,
};
export const WRONG_CHANNEL_TYPE: DiscordErrorBody = {
  message: 'Cannot execute action on this channel type',
  code: 50024,
};
export const INVALID_WEBHOOK_TOKEN: DiscordErrorBody = {
  message: 'Invalid Webhook Token',
  code: 50027,
};
export const INVALID_ROLE: DiscordErrorBody = { message: 'Invalid Role', code: 50028 };

export const ONBOARDING_REQUIREMENTS_NOT_MET: DiscordErrorBody = {
  message: 'Cannot enable onboarding, requirements are not met',
  code: 350000,
};
export const ONBOARDING_BELOW_REQUIREMENTS: DiscordErrorBody = {
  message: 'Cannot update onboarding while below requirements',
  code: 350001,
};

/** Thrown by the emulated Discord's rules; the API's error handler answers it as Discord would. */
export class DiscordApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: DiscordErrorBody,
  ) {
    super(body.message);
    this.name = 'DiscordApiError';
  }
}

export function sendDiscordError(reply: FastifyReply, status: number, body: DiscordErrorBody) {
  return reply.code(status).send(body);
}

function fieldErrorCode(issue: ZodError['issues'][number]): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'BASE_TYPE_REQUIRED' : 'BASE_TYPE_BAD_TYPE';
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'int') return 'NUMBER_TYPE_MAX';
      // Discord reports a string outside its bounds as one "bad length" error.
      return issue.origin === 'string' ? 'BASE_TYPE_BAD_LENGTH' : 'BASE_TYPE_MAX_LENGTH';
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'int') return 'NUMBER_TYPE_MIN';
      return issue.origin === 'string' ? 'BASE_TYPE_BAD_LENGTH' : 'BASE_TYPE_MIN_LENGTH';
    case 'invalid_value':
      return 'BASE_TYPE_CHOICES';
    case 'custom': {
      const discordCode: unknown = issue.params?.discordCode;
      return typeof discordCode === 'string' ? discordCode : 'BASE_TYPE_INVALID';
    }
    default:
      return 'BASE_TYPE_INVALID';
  }
}

function fieldErrorMessage(code: string, issue: ZodError['issues'][number]): string {
  return code === 'BASE_TYPE_REQUIRED' ? 'This field is required' : issue.message;
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
    const code = fieldErrorCode(issue);
    list.push({ code, message: fieldErrorMessage(code, issue) });
    node._errors = list;
  }
  return { message: 'Invalid Form Body', code: 50035, errors };
}

/** A 50035 for one field that a rule outside the schema refused (e.g. a full category). */
export function formError(path: readonly (string | number)[], code: string, message: string) {
  const errors: DiscordFieldErrors = {};
  let node = errors;
  for (const segment of path) {
    const next: DiscordFieldErrors = {};
    node[String(segment)] = next;
    node = next;
  }
  node._errors = [{ code, message }];
  return { message: 'Invalid Form Body', code: 50035, errors } satisfies DiscordErrorBody;
}

/**
 * The emulated rules' DiscordApiErrors answer as thrown. Errors Fastify
 * raises before a handler runs (unparsable body, wrong content type) answer
 * like Discord's generic HTTP errors, a body too large as Discord's 40005;
 * anything unexpected is a bare 500 that leaks nothing.
 */
export function discordErrorHandler(
  error: FastifyError | DiscordApiError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof DiscordApiError) return sendDiscordError(reply, error.status, error.body);
  const status = error.statusCode ?? 500;
  if (status === 413) return sendDiscordError(reply, 413, ENTITY_TOO_LARGE);
  if (status >= 500) {
    request.log.error({ err: error }, 'discord emulator failed');
    return sendDiscordError(reply, 500, { message: '500: Internal Server Error', code: 0 });
  }
  return sendDiscordError(reply, status, {
    message: `${status}: ${STATUS_CODES[status] ?? 'Bad Request'}`,
    code: 0,
  });
}
