import { STATUS_CODES } from 'node:http';
import { z } from 'zod';

/**
 * Storms let a test prove a client survives Discord's bad days: the next N
 * matching requests answer a shared-scope 429 or a 5xx before any route runs,
 * whatever the rate-limit mode.
 */

export const stormInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rate-limit'),
    count: z.number().int().min(1).max(1000),
    /** Only requests to this bucket (a rule's route name, e.g. 'POST /guilds/:guild_id/channels'). */
    route: z.string().min(1).optional(),
    retryAfterMs: z.number().int().min(0).max(3_600_000).default(1000),
  }),
  z.object({
    kind: z.literal('server-error'),
    count: z.number().int().min(1).max(1000),
    route: z.string().min(1).optional(),
    status: z.union([z.literal(500), z.literal(502), z.literal(503), z.literal(504)]).default(502),
  }),
]);

export type StormInput = z.input<typeof stormInput>;

export type Storm =
  | { kind: 'rate-limit'; route: string | null; remaining: number; retryAfterMs: number }
  | {
      kind: 'server-error';
      route: string | null;
      remaining: number;
      status: number;
      statusText: string;
    };

export class StormQueue {
  private readonly queue: Storm[] = [];

  /** Queues a storm after those already waiting; its requests come after theirs. */
  inject(input: StormInput): Storm {
    const parsed = stormInput.parse(input);
    const route = parsed.route ?? null;
    const storm: Storm =
      parsed.kind === 'rate-limit'
        ? { kind: 'rate-limit', route, remaining: parsed.count, retryAfterMs: parsed.retryAfterMs }
        : {
            kind: 'server-error',
            route,
            remaining: parsed.count,
            status: parsed.status,
            statusText: STATUS_CODES[parsed.status] ?? 'Server Error',
          };
    this.queue.push(storm);
    return storm;
  }

  /** Uses up one answer of the first storm that covers `route`, if any. */
  take(route: string): Storm | null {
    const index = this.queue.findIndex((storm) => storm.route === null || storm.route === route);
    const storm = this.queue[index];
    if (!storm) return null;
    storm.remaining -= 1;
    if (storm.remaining === 0) this.queue.splice(index, 1);
    return storm;
  }

  pending(): readonly Storm[] {
    return this.queue.map((storm) => ({ ...storm }));
  }

  clear(): void {
    this.queue.length = 0;
  }
}
