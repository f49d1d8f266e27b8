import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, parseMultipart } from './attachments.ts';
import { authorizeRoutes } from './authorize-routes.ts';
import { controlRoutes } from './control-routes.ts';
import { discordErrorHandler, NOT_FOUND, sendDiscordError } from './errors.ts';
import { recordExchanges } from './exchange-log.ts';
import { invalidInvitePage, invitePage } from './pages/invite-page.ts';
import { STYLESHEET_PATH } from './pages/layout.ts';
import { sandboxAssetRoutes } from './pages/sandbox-assets.ts';
import { sandboxPage } from './pages/sandbox-page.ts';
import { DISCORD_STYLESHEET } from './pages/styles.ts';
import { applicationRoutes } from './rest/application-routes.ts';
import { attachmentRoutes } from './rest/attachment-routes.ts';
import { autoModRoutes } from './rest/automod-routes.ts';
import { avatarRoutes } from './rest/avatar-routes.ts';
import { channelRoutes } from './rest/channel-routes.ts';
import { commandRoutes } from './rest/command-routes.ts';
import { communityRoutes } from './rest/community-routes.ts';
import { guildRoutes } from './rest/guild-routes.ts';
import { interactionCallbackRoutes } from './rest/interaction-callback-routes.ts';
import { inviteRoutes } from './rest/invite-routes.ts';
import { memberRoutes } from './rest/member-routes.ts';
import { messageRoutes } from './rest/message-routes.ts';
import { webhookRoutes } from './rest/webhook-routes.ts';
import type { DiscordState } from './state.ts';
import { tokenRoutes } from './token-routes.ts';
import { usersRoutes } from './users-routes.ts';

const sandboxQuery = z.object({
  guild: z.string().max(32).optional(),
  channel: z.string().max(32).optional(),
});
const inviteParams = z.object({ code: z.string().max(64) });

export interface DiscordEmulatorOptions {
  state: DiscordState;
}

// Room for a multipart body's boundaries and JSON around files of the largest allowed size.
const MULTIPART_BODY_LIMIT = MAX_UPLOAD_BYTES + 1024 * 1024;

/** Discord's REST surface under /api, answering errors and unknown routes like Discord. */
async function discordApi(
  app: FastifyInstance,
  options: DiscordEmulatorOptions & { cdnBase: string },
) {
  app.setErrorHandler(discordErrorHandler);
  // Messages with files come as multipart/form-data, as @discordjs/rest sends them to Discord.
  if (app.hasContentTypeParser('multipart/form-data')) {
    app.removeContentTypeParser('multipart/form-data');
  }
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MULTIPART_BODY_LIMIT },
    async (request: FastifyRequest, body: Buffer) =>
      parseMultipart(String(request.headers['content-type']), body),
  );
  app.setNotFoundHandler((_request, reply) => sendDiscordError(reply, 404, NOT_FOUND));
  app.addHook('onSend', recordExchanges(app, options.state.exchanges));
  await app.register(tokenRoutes, { state: options.state });
  await app.register(usersRoutes, { state: options.state });
  await app.register(applicationRoutes, { state: options.state });
  await app.register(guildRoutes, { state: options.state });
  await app.register(memberRoutes, { state: options.state });
  await app.register(communityRoutes, { state: options.state });
  await app.register(autoModRoutes, { state: options.state });
  await app.register(channelRoutes, { state: options.state });
  await app.register(messageRoutes, { state: options.state, cdnBase: options.cdnBase });
  await app.register(inviteRoutes, { state: options.state });
  await app.register(commandRoutes, { state: options.state });
  await app.register(webhookRoutes, { state: options.state });
  await app.register(interactionCallbackRoutes, { state: options.state });
}

/**
 * The Discord emulator. Register it with a prefix, without
 * fastify-plugin, so its parsers, hooks and handlers stay inside it:
 * `app.register(discordEmulator, { prefix: '/sandbox/discord', state })`.
 */
export async function discordEmulator(app: FastifyInstance, options: DiscordEmulatorOptions) {
  // Not `options` itself: it also carries the host's `prefix`, which must not apply twice.
  const { state } = options;
  // Discord's OAuth2 endpoints take form bodies; the host may have the parser already.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    await app.register(formbody);
  }
  app.get(STYLESHEET_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(DISCORD_STYLESHEET),
  );
  await app.register(sandboxAssetRoutes);
  // The page a person opens in demo mode: the emulated guilds, live, to play the members in;
  // `?guild=<id>&channel=<id>` opens one server at one channel (where an invite leads).
  app.get('/', async (request, reply) => {
    const wanted = sandboxQuery.safeParse(request.query);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(sandboxPage({ basePath: app.prefix }, state, wanted.success ? wanted.data : {}));
  });
  // discord.gg/<code>: the server an invite is for, opened in the sandbox.
  app.get('/invite/:code', async (request, reply) => {
    const params = inviteParams.safeParse(request.params);
    const invite = params.success ? state.invites.live(params.data.code, state.now()) : undefined;
    const guild = invite && state.guilds.get(invite.guildId);
    const context = { basePath: app.prefix };
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!invite || !guild) return reply.code(404).send(invalidInvitePage(context));
    return reply.send(invitePage(context, invite, guild));
  });
  await app.register(authorizeRoutes, { state });
  // Where message attachments are served, as Discord's CDN serves them: absolute, for any client.
  const cdnBase = `${state.application.publicBaseUrl}${app.prefix}`;
  await app.register(attachmentRoutes, { state });
  await app.register(avatarRoutes, { state });
  await app.register(discordApi, { state, cdnBase, prefix: '/api' });
  await app.register(controlRoutes, { state, basePath: app.prefix, prefix: '/control' });
}
