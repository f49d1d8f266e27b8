import { apiErrorSchema } from 'virtual:response-contracts';
import type { ApiError as ApiErrorBody } from '@guildsmith/core';
import type { QueryFunction } from '@tanstack/react-query';
import { getToken } from './auth-storage.ts';
import type { AnswerCheck, AnswerIssue } from './response-contract.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-2xx answer. The message keeps the `${status}: ${body or status text}`
 * format (other code matches on it); `status` and `body` carry the structured parts.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The parsed `{ error: { code, message } }` body, when the server sent one. */
    readonly body: ApiErrorBody | null,
  ) {
    super(message);
  }

  /** The server's human-readable message, for toasts; null when the body was not our error shape. */
  get serverMessage(): string | null {
    return this.body?.error.message ?? null;
  }
}

/**
 * A 2xx answer that breaks its response contract: this build of the app and
 * the server disagree about the API, so nothing of it is used.
 */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError';

  constructor(
    readonly url: string,
    readonly issues: readonly AnswerIssue[],
  ) {
    super(`Unexpected answer from ${url}: ${issues.map(describeIssue).join('; ')}`);
  }
}

function describeIssue({ message, path = [] }: AnswerIssue): string {
  const where = path.map((segment) => String(typeof segment === 'object' ? segment.key : segment));
  return where.length > 0 ? `${where.join('.')}: ${message}` : message;
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const body = apiErrorSchema['~standard'].validate(JSON.parse(text));
    return body.issues ? null : body.value;
  } catch {
    return null;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  throw new ApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    parseErrorBody(text),
  );
}

/** Strings and plain objects go as JSON; FormData goes as multipart (the browser sets the boundary). */
export type RequestBody = FormData | object | string | number | boolean | null;

async function send(
  method: HttpMethod,
  url: string,
  body: RequestBody | undefined,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  return fetch(url, { method, headers, body: payload, credentials: 'include', signal });
}

/** Sends a request with the session token and cookies; throws `ApiError` on a non-2xx answer. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: RequestBody,
  options: { signal?: AbortSignal } = {},
): Promise<Response> {
  const response = await send(method, url, body, options.signal);
  await throwIfNotOk(response);
  return response;
}

/**
 * `apiRequest` plus the answer, checked by its response contract from core:
 * the same schema the server answers through, so both ends read one shape.
 * The contract is core's schema as JSON Schema (`virtual:response-contracts`),
 * so the landing page loads no zod; the gallery's answers, whose rules JSON
 * Schema cannot state, pass core's zod schema, which loads with the styles page.
 */
export async function requestJson<Output>(
  method: HttpMethod,
  url: string,
  contract: AnswerCheck<Output>,
  options: { body?: RequestBody; signal?: AbortSignal } = {},
): Promise<Output> {
  const response = await apiRequest(method, url, options.body, { signal: options.signal });
  const answer = await contract['~standard'].validate(await response.json());
  if (answer.issues) throw new UnexpectedResponseError(url, answer.issues);
  return answer.value;
}

const UNAUTHORIZED_MESSAGE = /^401: .*Unauthorized/;

export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  return error instanceof Error && UNAUTHORIZED_MESSAGE.test(error.message);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function: GETs the first element of the query key and parses
 * JSON. With `on401: 'returnNull'` a 401 resolves to null (signed out) instead of failing.
 */
export function getQueryFn({
  on401 = 'throw',
}: {
  on401?: UnauthorizedBehavior;
} = {}): QueryFunction {
  return async ({ queryKey, signal }) => {
    const [url] = queryKey;
    if (typeof url !== 'string') {
      throw new TypeError('The first element of the query key must be the URL to GET');
    }
    const response = await send('GET', url, undefined, signal);
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as unknown;
  };
}
