import { type StatusCheck, statusCheckSchema } from '@guildsmith/core';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface ReadinessProbe {
  name: string;
  check(): Promise<boolean>;
}

/** Runs every probe; a probe that throws counts as down and is logged, never surfaced. */
export async function runProbes(
  probes: ReadinessProbe[],
  log: FastifyBaseLogger,
): Promise<StatusCheck[]> {
  return Promise.all(
    probes.map(async (probe) => {
      try {
        return { name: probe.name, ok: await probe.check() };
      } catch (error) {
        log.warn({ err: error, probe: probe.name }, 'readiness probe failed');
        return { name: probe.name, ok: false };
      }
    }),
  );
}

/** Liveness says the process answers; readiness says it can do real work. */
export const healthRoutes: FastifyPluginAsyncZod<{ probes: ReadinessProbe[] }> = async (
  app,
  { probes },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok'), uptime: z.number() }) },
      },
    },
    async () => ({ status: 'ok' as const, uptime: process.uptime() }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable, migrations applied, job queue reachable',
        response: {
          200: z.object({ status: z.literal('ready'), checks: z.array(statusCheckSchema) }),
          503: z.object({ status: z.literal('not_ready'), checks: z.array(statusCheckSchema) }),
        },
      },
    },
    async (request, reply) => {
      const checks = await runProbes(probes, request.log);
      if (checks.every((check) => check.ok)) return { status: 'ready' as const, checks };
      return reply.status(503).send({ status: 'not_ready' as const, checks });
    },
  );
};
