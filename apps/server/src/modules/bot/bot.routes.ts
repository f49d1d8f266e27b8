import { getStyle, STYLES } from '@guildsmith/catalog';
import type { Db } from '@guildsmith/db';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { JobQueue } from '../../jobs/index.ts';
import { type RegisterCommandsOptions, registerCommands } from './commands/register-commands.ts';
import type { DiscordBotApi } from './discord/index.ts';
import { dispatch } from './dispatch.ts';
import type { BotDeps, StyleCatalogue } from './transport/context.ts';
import { interactionsEndpoint } from './transport/interactions-endpoint.ts';

export interface BotRouteDeps {
  db: Db;
  queue: JobQueue;
  discord: DiscordBotApi;
  publicUrl: string;
  /** The application's Ed25519 key (64 hex); null refuses every interaction. */
  publicKey: string | null;
  /**
   * Registers the commands once the server listens (demo mode: the emulator
   * forgets them on restart); production runs `npm run discord:register`.
   */
  registerCommandsOnListen?: Omit<RegisterCommandsOptions, 'guildId'>;
}

const CATALOGUE: StyleCatalogue = { get: getStyle, all: () => STYLES };

/** Activation attempts per Discord user and minute, before any database work. */
const ACTIVATION_LIMIT = { max: 10, timeWindow: '1 minute' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The Discord user of a verified interaction (the activation limit's key). */
    interactionUserId: string;
  }
}

/**
 * The bot as the server sees it: the interactions endpoint, handing what it
 * verified to the commands and the setup wizard with what they need from the
 * rest of the server. The layers below are described in this folder's README.
 */
export const botRoutes: FastifyPluginAsync<BotRouteDeps> = async (app, options) => {
  const registration = options.registerCommandsOnListen;
  if (registration) {
    app.addHook('onListen', async () => {
      try {
        await registerCommands(registration);
      } catch (error) {
        app.log.warn({ err: error }, 'could not register the slash commands');
      }
    });
  }
  app.decorateRequest('interactionUserId', '');
  const activationLimiter = app.createRateLimit({
    ...ACTIVATION_LIMIT,
    keyGenerator: (request) => `activate:${request.interactionUserId}`,
  });

  const depsFor = (request: FastifyRequest): BotDeps => ({
    db: options.db,
    queue: options.queue,
    discord: options.discord,
    styles: CATALOGUE,
    publicUrl: options.publicUrl,
    log: request.log,
    async limitActivation(discordUserId) {
      request.interactionUserId = discordUserId;
      const verdict = await activationLimiter(request);
      return verdict.isAllowed || !verdict.isExceeded ? null : verdict.ttlInSeconds;
    },
  });

  await app.register(interactionsEndpoint, {
    db: options.db,
    discord: options.discord,
    publicKey: options.publicKey,
    handle: (request, interaction) => dispatch(depsFor(request), interaction),
  });
};
