import { DefaultRestOptions, type RESTOptions } from '@discordjs/rest';
import { isInteractionEndpoint } from './bucket-route.ts';
import type { RatePacer } from './rate-pacer.ts';

type MakeRequest = RESTOptions['makeRequest'];
type RequestInit = Parameters<MakeRequest>[1];

function authorizationOf(headers: RequestInit['headers']): string {
  if (!headers) return 'none';
  if (headers instanceof Headers) return headers.get('authorization') ?? 'none';
  if (Array.isArray(headers)) {
    const found = headers.find(([name]) => name?.toLowerCase() === 'authorization');
    return found?.[1] ?? 'none';
  }
  const record = headers as Record<string, string | readonly string[] | undefined>;
  const key = Object.keys(record).find((name) => name.toLowerCase() === 'authorization');
  const value = key === undefined ? undefined : record[key];
  return (Array.isArray(value) ? value[0] : (value as string | undefined)) ?? 'none';
}

/**
 * @discordjs/rest's network call, paced: every request (retries included)
 * passes the pacer just before it leaves. The time out covers the network
 * call alone, not the wait for a bucket. Calls to the application's
 * interaction endpoints skip the global limit, which does not bind them.
 */
export function pacedRequest(
  pacer: RatePacer,
  options: { timeoutMs: number; applicationId: string },
  makeRequest: MakeRequest = DefaultRestOptions.makeRequest,
): MakeRequest {
  return (url, init) =>
    pacer.send(
      init.method ?? 'GET',
      url,
      authorizationOf(init.headers),
      () => {
        const timeout = AbortSignal.timeout(options.timeoutMs);
        const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
        return makeRequest(url, { ...init, signal });
      },
      { global: !isInteractionEndpoint(url, options.applicationId) },
    );
}
