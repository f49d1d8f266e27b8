import { vi } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { fixtures } from './fixtures.ts';

export interface StubRequest {
  method: string;
  url: string;
  body: unknown;
}

/** An answer to a stubbed request: a Response as it is, anything else as its JSON. */
type Route = object | ((request: StubRequest) => unknown);

export const stubAdmin = fixtures.user({ id: 'admin1', username: 'root.admin', role: 'admin' });

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

export function apiError(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}

/**
 * Signs an admin in and answers the admin API from `routes`, keyed by URL for
 * a GET or by `METHOD URL`; anything else is a 404. Every request is recorded.
 */
export function stubAdminApi(routes: Record<string, Route>) {
  saveToken('a.b.c', true);
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = urlOf(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, url, body };
    requests.push(request);
    if (url === '/api/auth/user') return Response.json(stubAdmin);
    const route = routes[`${method} ${url}`] ?? (method === 'GET' ? routes[url] : undefined);
    if (route === undefined) return apiError(404, 'NOT_FOUND', 'Not found');
    const answer = typeof route === 'function' ? route(request) : route;
    return answer instanceof Response ? answer : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
