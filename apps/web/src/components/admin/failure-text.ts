import { ApiError } from '@/lib/request.ts';

/** The server's own words for a refused action (a 409 says why), else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}
