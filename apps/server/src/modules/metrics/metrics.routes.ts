import { type PlatformMetrics, platformMetricsResponse } from '@guildsmith/core';
import type { Db } from '@guildsmith/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { computePlatformMetrics } from './platform-metrics.ts';

/** Matches the page's 25 s freshness: one query burst per window, however many visitors. */
const METRICS_CACHE_MS = 25_000;

export const metricsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  templatesAvailable: number;
  /** PUBLIC_COUNTERS_MIN: the people count from which the landing page shows its counters. */
  countersMin: number;
  cacheMs?: number;
}> = async (app, options) => {
  const cacheMs = options.cacheMs ?? METRICS_CACHE_MS;
  let cached: { at: number; value: Promise<PlatformMetrics> } | undefined;

  app.get(
    '/api/metrics',
    {
      schema: {
        tags: ['metrics'],
        summary: 'Live platform statistics for the landing page',
        response: { 200: platformMetricsResponse },
      },
    },
    async (_request, reply) => {
      if (!cached || Date.now() - cached.at >= cacheMs) {
        const value = computePlatformMetrics(
          options.db,
          options.templatesAvailable,
          options.countersMin,
        );
        cached = { at: Date.now(), value };
        // A failed computation must not be served for the rest of the window.
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      reply.header('cache-control', `public, max-age=${Math.floor(cacheMs / 1000)}`);
      return cached.value;
    },
  );
};
