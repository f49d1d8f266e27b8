import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * A limit per signed-in account rather than per address, for routes behind
 * `requireUser`: buyers behind one shared address (an office, a school, a
 * carrier's NAT) do not use up each other's attempts. It runs after the
 * session is read, so a request without one is refused before it counts.
 */
export function perAccount(max: number, timeWindow: string): RateLimitOptions {
  return {
    max,
    timeWindow,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) =>
      request.session ? `account:${request.session.userId}` : `ip:${request.ip}`,
  };
}
