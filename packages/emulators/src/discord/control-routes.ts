import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { controlErrorHandler, sendControlError } from './control/control-errors.ts';
import { interactionControlRoutes } from './control/interaction-routes.ts';
import { createGuild } from './guilds.ts';
import type { EmulatedGuild } from './model.ts';
import { SEED_USER_IDS } from './seed.ts';
import { isSnowflake } from './snowflake.ts';
import type { DiscordState } from './state.ts';
import { toAPIUser } from './users.ts';

/**
 * The control API lets tests and the sandbox page play the people in the
 * servers. It is ours, not Discord's, so it answers errors in the project's
 * `{ error: { code, message, details? } }` shape.
 */

const newGuildBody = z.object({
  // Discord's limits for a guild name.
  name: z.string().trim().min(2).max(100),
  ownerId: z.string().refine(isSnowflake, 'ownerId must be a snowflake').optional(),
});

function guildView(guild: EmulatedGuild) {
  return {
    id: guild.id,
    name: guild.name,
    ownerId: guild.ownerId,
    roles: [...guild.roles.values()],
    channels: [...guild.channels.values()],
  };
}

export async function controlRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;
  app.setErrorHandler(controlErrorHandler);
  await app.register(interactionControlRoutes, { state });

  app.get('/users', async () =>
    [...state.users.values()].map((user) => toAPIUser(user, { withEmail: true })),
  );

  app.get('/guilds', async () =>
    [...state.guilds.values()].map(({ id, name, ownerId }) => ({ id, name, ownerId })),
  );

  app.post('/guilds', async (request, reply) => {
    const body = newGuildBody.safeParse(request.body ?? {});
    if (!body.success) {
      return sendControlError(
        reply,
        400,
        'VALIDATION_FAILED',
        'Invalid guild',
        z.treeifyError(body.error),
      );
    }
    // Without an owner the new server belongs to the first seed user, the one demos sign in as.
    const ownerId = body.data.ownerId ?? SEED_USER_IDS.ava;
    if (!state.users.has(ownerId)) {
      return sendControlError(reply, 404, 'UNKNOWN_USER', `No emulated user has the id ${ownerId}`);
    }
    const guild = createGuild(state, { name: body.data.name, ownerId });
    return reply.code(201).send(guildView(guild));
  });
}
