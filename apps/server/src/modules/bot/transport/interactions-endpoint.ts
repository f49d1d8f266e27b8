import type { Db } from '@guildsmith/db';
import { type APIInteractionResponse, InteractionType } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, unauthorized } from '../../../lib/errors.ts';
import type { DiscordBotApi } from '../discord/index.ts';
import { COMMON_TEXTS } from '../texts/common-texts.ts';
import { say } from '../texts/locales.ts';
import { localeOf } from './context.ts';
import type { Dispatched, Outcome } from './outcome.ts';
import { type Interaction, interactionSchema } from './payload.ts';
import { replyText } from './responses.ts';
import { interactionPublicKey, verifyInteractionSignature } from './signature.ts';
import { recordUsage, type UsageActor, type UsageEntry } from './usage-log.ts';

export interface InteractionsEndpointOptions {
  db: Db;
  discord: Pick<DiscordBotApi, 'editOriginalResponse'>;
  /** The application's Ed25519 key (64 hex); null refuses every interaction. */
  publicKey: string | null;
  /** What the bot makes of a verified, parsed interaction. */
  handle(request: FastifyRequest, interaction: Interaction): Promise<Dispatched>;
}

function commandName(interaction: Interaction): string {
  return interaction.type === InteractionType.ApplicationCommand
    ? interaction.data.name
    : 'component';
}

/**
 * `POST /api/interactions` (ADR 0007): Discord's HTTP interactions. The
 * signature is checked on the raw bytes before anything parses them; a
 * handler answers at once or defers and finishes in the background by
 * editing the original reply. Background work is awaited on shutdown.
 */
export const interactionsEndpoint: FastifyPluginAsync<InteractionsEndpointOptions> = async (
  app,
  options,
) => {
  const publicKey = options.publicKey ? interactionPublicKey(options.publicKey) : null;
  if (!publicKey)
    app.log.warn('DISCORD_PUBLIC_KEY is not set: /api/interactions refuses everything');
  const inFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });

  const logUsage = async (
    request: FastifyRequest,
    actor: UsageActor | null,
    usage?: UsageEntry,
  ) => {
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
    actor: UsageActor | null,
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
            content: say(localeOf(interaction), COMMON_TEXTS.unexpected),
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
        let dispatched: Dispatched;
        try {
          dispatched = await options.handle(request, interaction);
        } catch (error) {
          request.log.error({ err: error }, 'interaction failed');
          return replyText(say(localeOf(interaction), COMMON_TEXTS.unexpected));
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
