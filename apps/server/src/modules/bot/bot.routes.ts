import { getStyle, STYLES } from '@guildsmith/catalog';
import type { Db } from '@guildsmith/db';
import { type APIInteractionResponse, InteractionType } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { JobQueue } from '../../jobs/index.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { type RegisterCommandsOptions, registerCommands } from './commands/register-commands.ts';
import type { DiscordBotApi } from './discord/index.ts';
import type { Actor, BotDeps, StyleCatalogue } from './interactions/context.ts';
import { dispatch } from './interactions/dispatch.ts';
import type { Outcome } from './interactions/outcome.ts';
import { type Interaction, interactionSchema } from './interactions/payload.ts';
import { replyText } from './interactions/responses.ts';
import { interactionPublicKey, verifyInteractionSignature } from './interactions/signature.ts';
import { botStrings } from './interactions/strings.ts';
import { recordUsage, type UsageEntry } from './interactions/usage-log.ts';

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

function commandName(interaction: Interaction): string {
  return interaction.type === InteractionType.ApplicationCommand
    ? interaction.data.name
    : 'component';
}

/**
 * `POST /api/interactions` (DESIGN section 7): Discord's HTTP interactions.
 * The signature is checked on the raw bytes before anything parses them; a
 * handler answers at once or defers and finishes in the background by
 * editing the original reply. Background work is awaited on shutdown.
 */
export const botRoutes: FastifyPluginAsync<BotRouteDeps> = async (app, options) => {
  const publicKey = options.publicKey ? interactionPublicKey(options.publicKey) : null;
  if (!publicKey)
    app.log.warn('DISCORD_PUBLIC_KEY is not set: /api/interactions refuses everything');
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
  const inFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });
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

  const logUsage = async (request: FastifyRequest, actor: Actor | null, usage?: UsageEntry) => {
    if (!actor || !usage) return;
    try {
      await recordUsage(options.db, actor, usage);
    } catch (error) {
      request.log.error({ err: error }, 'could not record bot usage');
    }
  };

  /** Finishes deferred work after the acknowledgement went out. */
  const runDeferred = (
    request: FastifyRequest,
    interaction: Interaction,
    actor: Actor | null,
    outcome: Extract<Outcome, { kind: 'defer' }>,
  ) => {
    const task = (async () => {
      let usage: UsageEntry | undefined;
      try {
        const result = await outcome.work();
        usage = result.usage;
        if (result.edit) await options.discord.editOriginalResponse(interaction.token, result.edit);
      } catch (error) {
        request.log.error({ err: error }, 'deferred interaction work failed');
        usage = { command: commandName(interaction), success: false, error: 'internal_error' };
        await options.discord
          .editOriginalResponse(interaction.token, {
            content: botStrings.generic.unexpected,
            components: [],
          })
          .catch((editError: unknown) =>
            request.log.warn({ err: editError }, 'could not report the failure to Discord'),
          );
      }
      await logUsage(request, actor, usage);
    })();
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
  };

  await app.register(async (raw: FastifyInstance) => {
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 262_144 },
      (_request, body, done) => done(null, body),
    );
    raw.post(
      '/api/interactions',
      {
        schema: {
          tags: ['bot'],
          summary: 'Discord interactions (Ed25519-signed by Discord)',
          hide: true,
        },
      },
      async (request, reply): Promise<APIInteractionResponse> => {
        if (!publicKey || !Buffer.isBuffer(request.body)) throw unauthorized('Invalid signature');
        const check = verifyInteractionSignature({
          publicKey,
          signature: request.headers['x-signature-ed25519'],
          timestamp: request.headers['x-signature-timestamp'],
          body: request.body,
        });
        if (!check.ok) {
          request.log.info({ reason: check.reason }, 'interaction signature refused');
          throw unauthorized('Invalid signature', 'INVALID_SIGNATURE');
        }
        let json: unknown;
        try {
          json = JSON.parse(request.body.toString('utf8'));
        } catch {
          throw badRequest('The body is not JSON', undefined, 'INVALID_INTERACTION');
        }
        const parsed = interactionSchema.safeParse(json);
        if (!parsed.success) {
          throw badRequest('Unsupported interaction', undefined, 'INVALID_INTERACTION');
        }
        const interaction = parsed.data;
        let dispatched: Awaited<ReturnType<typeof dispatch>>;
        try {
          dispatched = await dispatch(depsFor(request), interaction);
        } catch (error) {
          request.log.error({ err: error }, 'interaction failed');
          return replyText(botStrings.generic.unexpected);
        }
        const { actor, outcome } = dispatched;
        if (outcome.kind === 'respond') {
          await logUsage(request, actor, outcome.usage);
          return outcome.response;
        }
        reply.raw.once('finish', () => runDeferred(request, interaction, actor, outcome));
        return outcome.response;
      },
    );
  });
};
