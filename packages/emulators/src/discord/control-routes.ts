import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { activityControlRoutes } from './control/activity-routes.ts';
import { controlErrorHandler, parseControl } from './control/control-errors.ts';
import { guildControlRoutes } from './control/guild-routes.ts';
import { interactionControlRoutes } from './control/interaction-routes.ts';
import { memberControlRoutes } from './control/member-routes.ts';
import { pingControlRoutes } from './control/ping-routes.ts';
import { rateLimitControlRoutes } from './control/rate-limit-routes.ts';
import { webhookControlRoutes } from './control/webhook-routes.ts';
import { MESSAGE_CONTENT_LIMITED_FLAG } from './message-content.ts';
import type { DiscordState } from './state.ts';
import { toAPICurrentUser } from './users.ts';

/**
 * The control API lets tests and the sandbox page play the people in the
 * servers. It is ours, not Discord's, so it answers errors in the project's
 * `{ error: { code, message, details? } }` shape.
 */
export async function controlRoutes(
  app: FastifyInstance,
  options: { state: DiscordState; basePath: string },
) {
  const { state, basePath } = options;
  app.setErrorHandler(controlErrorHandler);
  await app.register(guildControlRoutes, { state, basePath });
  await app.register(memberControlRoutes, { state });
  await app.register(interactionControlRoutes, { state });
  await app.register(pingControlRoutes, { state });
  await app.register(webhookControlRoutes, { state, basePath });
  await app.register(rateLimitControlRoutes, { state });
  await app.register(activityControlRoutes, { state });

  app.get('/users', async () =>
    [...state.users.values()].map((user) => toAPICurrentUser(user, { withEmail: true })),
  );

  /** Grants or takes the application's Message Content intent, as its owner would in the portal. */
  app.put('/message-content-intent', async (request) => {
    const { enabled } = parseControl(z.object({ enabled: z.boolean() }), request.body);
    state.messageContentIntent = enabled;
    return { enabled, flags: enabled ? MESSAGE_CONTENT_LIMITED_FLAG : 0 };
  });

  /** Back to the seed data (see DiscordState.reset), for suites that share one emulator. */
  app.post('/reset', async (_request, reply) => {
    state.reset();
    return reply.code(204).send();
  });
}
