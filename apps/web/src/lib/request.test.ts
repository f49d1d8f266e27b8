import { discordAuthUrlResponse } from 'virtual:response-contracts';
import { stylesPageResponse } from '@guildsmith/core';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from './auth-storage.ts';
import { createQueryClient } from './query-client.ts';
import {
  ApiError,
  apiRequest,
  getQueryFn,
  isUnauthorizedError,
  requestJson,
  UnexpectedResponseError,
} from './request.ts';

const TOKEN = 'aaa.bbb.ccc';

function mockFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function initOf(fetchMock: ReturnType<typeof mockFetch>, call = 0): RequestInit {
  return fetchMock.mock.calls[call]?.[1] ?? {};
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error,
  );
}

describe('apiRequest', () => {
  it('attaches the bearer token when one is stored, and always sends credentials', async () => {
    saveToken(TOKEN, true);
    const fetchMock = mockFetch(new Response('{}'));
    await apiRequest('GET', '/api/auth/user');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.anything());
    expect(initOf(fetchMock)).toMatchObject({
      method: 'GET',
      credentials: 'include',
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
  });

  it('sends no authorization header without a stored token', async () => {
    const fetchMock = mockFetch(new Response('{}'));
    await apiRequest('GET', '/api/metrics');
    expect(initOf(fetchMock).headers).toEqual({});
  });

  it('sets the JSON content type only when there is a body', async () => {
    const fetchMock = mockFetch(new Response('{}'), new Response('{}'));
    await apiRequest('POST', '/api/profile/complete-onboarding');
    await apiRequest('POST', '/api/newsletter/subscribe', { email: 'a@b.co' });
    expect(initOf(fetchMock, 0).headers).toEqual({});
    expect(initOf(fetchMock, 0).body).toBeUndefined();
    expect(initOf(fetchMock, 1).headers).toEqual({ 'Content-Type': 'application/json' });
    expect(initOf(fetchMock, 1).body).toBe('{"email":"a@b.co"}');
  });

  it('sends FormData as multipart, leaving the content type to the browser', async () => {
    const fetchMock = mockFetch(new Response('{}'));
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest('POST', '/api/profile/upload-avatar', form);
    expect(initOf(fetchMock).headers).toEqual({});
    expect(initOf(fetchMock).body).toBe(form);
  });

  it('fails with "status: body text" and keeps the parsed error shape', async () => {
    const body = '{"error":{"code":"VALIDATION_ERROR","message":"Server ID is required"}}';
    mockFetch(new Response(body, { status: 400, statusText: 'Bad Request' }));
    const failure = await failureOf(apiRequest('POST', '/api/servers', {}));
    expect(failure).toBeInstanceOf(ApiError);
    const error = failure as ApiError;
    expect(error.message).toBe(`400: ${body}`);
    expect(error.status).toBe(400);
    expect(error.body?.error.code).toBe('VALIDATION_ERROR');
    expect(error.serverMessage).toBe('Server ID is required');
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    const failure = await failureOf(apiRequest('GET', '/api/auth/user'));
    expect((failure as ApiError).message).toBe('401: Unauthorized');
    expect((failure as ApiError).body).toBeNull();
    expect(isUnauthorizedError(failure)).toBe(true);
  });

  it('keeps only an error body in the error shape', async () => {
    mockFetch(new Response('{"error":"nope"}', { status: 500 }));
    const failure = await failureOf(apiRequest('GET', '/api/metrics'));
    expect((failure as ApiError).body).toBeNull();
    expect((failure as ApiError).serverMessage).toBeNull();
  });
});

describe('requestJson', () => {
  it('answers what the contract reads from the body, and sends the body as JSON', async () => {
    const fetchMock = mockFetch(
      Response.json({ authUrl: 'https://discord.test/authorize', extra: 'dropped' }),
    );
    await expect(
      requestJson('POST', '/api/auth/discord/url', discordAuthUrlResponse, { body: { a: 1 } }),
    ).resolves.toEqual({ authUrl: 'https://discord.test/authorize' });
    expect(initOf(fetchMock).body).toBe('{"a":1}');
  });

  it('refuses an answer that breaks the contract, naming the route and the field', async () => {
    mockFetch(Response.json({ authURL: 'https://discord.test/authorize' }));
    const failure = await failureOf(
      requestJson('GET', '/api/auth/discord/url', discordAuthUrlResponse),
    );
    expect(failure).toBeInstanceOf(UnexpectedResponseError);
    expect((failure as Error).message).toMatch(
      /^Unexpected answer from \/api\/auth\/discord\/url:/,
    );
    expect((failure as Error).message).toContain('authUrl');
  });

  it("checks with one of core's zod schemas too, where JSON Schema cannot state the contract", async () => {
    const pagination = { page: 1, limit: 12, totalStyles: 0, totalPages: 0 };
    mockFetch(Response.json({ styles: [], pagination }), Response.json({ styles: [] }));
    await expect(requestJson('GET', '/api/styles', stylesPageResponse)).resolves.toEqual({
      styles: [],
      pagination,
    });
    const failure = await failureOf(requestJson('GET', '/api/styles', stylesPageResponse));
    expect(failure).toBeInstanceOf(UnexpectedResponseError);
    expect((failure as Error).message).toContain('pagination');
  });

  it('still fails a non-2xx answer with ApiError, before any contract', async () => {
    const body = '{"error":{"code":"UNAUTHORIZED","message":"Unauthorized"}}';
    mockFetch(new Response(body, { status: 401 }));
    const failure = await failureOf(requestJson('GET', '/api/auth/user', discordAuthUrlResponse));
    expect(failure).toBeInstanceOf(ApiError);
    expect(isUnauthorizedError(failure)).toBe(true);
  });
});

describe('isUnauthorizedError', () => {
  it('recognises a 401 ApiError and a "401: ...Unauthorized" message', () => {
    expect(isUnauthorizedError(new ApiError(401, '401: Session expired', null))).toBe(true);
    expect(
      isUnauthorizedError(
        new Error('401: {"error":{"code":"UNAUTHORIZED","message":"Unauthorized"}}'),
      ),
    ).toBe(true);
    expect(isUnauthorizedError(new Error('403: Forbidden'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('the default query function', () => {
  it('GETs the first element of the query key and parses JSON', async () => {
    const fetchMock = mockFetch(Response.json({ demoMode: true }));
    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/config/public'] });
    expect(data).toEqual({ demoMode: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/config/public',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });

  it('throws on 401 by default', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    const failure = await failureOf(
      createQueryClient().fetchQuery({ queryKey: ['/api/auth/user'] }),
    );
    expect(isUnauthorizedError(failure)).toBe(true);
  });

  it('returns null on 401 with on401: returnNull, and still throws other failures', async () => {
    mockFetch(
      new Response('Unauthorized', { status: 401 }),
      new Response('', { status: 500, statusText: 'Internal Server Error' }),
    );
    const client = createQueryClient();
    const queryFn = getQueryFn({ on401: 'returnNull' });
    await expect(client.fetchQuery({ queryKey: ['/api/auth/user'], queryFn })).resolves.toBeNull();
    const failure = await failureOf(client.fetchQuery({ queryKey: ['/api/metrics'], queryFn }));
    expect((failure as Error).message).toBe('500: Internal Server Error');
  });

  it('refuses a query key that does not start with a URL', async () => {
    const failure = await failureOf(createQueryClient().fetchQuery({ queryKey: [42] }));
    expect(failure).toBeInstanceOf(TypeError);
  });
});
