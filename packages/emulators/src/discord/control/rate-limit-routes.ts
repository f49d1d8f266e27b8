import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GLOBAL_RULE } from '../rate-limit.ts';
import { BUCKETS } from '../rate-limit-rules.ts';
import { stormInput } from '../rate-limit-storms.ts';
import type { DiscordState } from '../state.ts';
import { ControlError, parseControl } from './control-errors.ts';

const KNOWN_ROUTES = new Set<string>([
  GLOBAL_RULE.route,
  ...Object.values(BUCKETS).map((rule) => rule.route),
]);

const settingsBody = z.object({
  mode: z.enum(['default', 'strict', 'off']).optional(),
  /** Windows run this many times faster (1 is Discord's own pace). */
  timeScale: z.number().min(1).max(1000).optional(),
  /** New numbers per bucket, by route name (see GET /control/rate-limits). */
  overrides: z
    .record(
      z.string(),
      z.object({
        limit: z.number().int().min(1).max(100_000),
        windowMs: z
          .number()
          .int()
          .min(1)
          .max(7 * 24 * 60 * 60 * 1000),
      }),
    )
    .default({}),
});

/** The bucket model as tests see and change it: mode, per-bucket numbers, and storms. */
export async function rateLimitControlRoutes(
  app: FastifyInstance,
  options: { state: DiscordState },
) {
  const limiter = options.state.rateLimits;
  const view = () => ({
    mode: limiter.mode,
    timeScale: limiter.timeScale,
    global: GLOBAL_RULE,
    buckets: Object.values(BUCKETS).map((rule) => limiter.effective(rule)),
    storms: limiter.storms.pending(),
  });

  app.get('/rate-limits', async () => view());

  app.put('/rate-limits', async (request) => {
    const body = parseControl(settingsBody, request.body, 'Invalid rate-limit settings');
    const unknown = Object.keys(body.overrides).filter((route) => !KNOWN_ROUTES.has(route));
    if (unknown.length > 0) {
      throw new ControlError(400, 'UNKNOWN_BUCKET', `No bucket is named ${unknown.join(', ')}`);
    }
    if (body.mode) limiter.mode = body.mode;
    if (body.timeScale !== undefined) limiter.timeScale = body.timeScale;
    for (const [route, numbers] of Object.entries(body.overrides)) limiter.override(route, numbers);
    return view();
  });

  app.post('/rate-limits/storms', async (request, reply) => {
    const storm = parseControl(stormInput, request.body, 'Invalid storm');
    if (storm.route !== undefined && !KNOWN_ROUTES.has(storm.route)) {
      throw new ControlError(400, 'UNKNOWN_BUCKET', `No bucket is named ${storm.route}`);
    }
    limiter.storms.inject(storm);
    return reply.code(201).send(view());
  });

  app.delete('/rate-limits/storms', async () => {
    limiter.storms.clear();
    return view();
  });
}
