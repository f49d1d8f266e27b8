import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export interface MetricsOptions {
  /** When set, /metrics answers only requests bearing this token. */
  token: string | undefined;
}

function tokenMatches(expected: string, header: string | undefined): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /, '') ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Prometheus metrics: process defaults plus request counts and latency by route. */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs share one label so scanners cannot blow up cardinality.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (options.token && !tokenMatches(options.token, request.headers.authorization)) {
      return reply.status(401).send({ error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } });
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}
