import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DiscordApiError, UNKNOWN_INTERACTION } from '../errors.ts';
import { applyInteractionResponse, failInteraction } from '../interactions/responses.ts';
import { EPHEMERAL_FLAG, LOADING_FLAG } from '../messages.ts';
import { rateLimited } from '../rate-limit.ts';
import { BUCKETS } from '../rate-limit-rules.ts';
import type { DiscordState } from '../state.ts';
import { parseForm } from './access.ts';

const callbackPath = z.object({ interactionId: z.string(), token: z.string() });
const callbackQuery = z.looseObject({
  with_response: z.enum(['true', 'false']).default('false'),
});

/**
 * POST /interactions/:id/:token/callback: the first response to an
 * interaction, for apps that answer through the API rather than in the HTTP
 * reply. It must come within the response window (3 s), once.
 */
export async function interactionCallbackRoutes(
  app: FastifyInstance,
  options: { state: DiscordState },
) {
  const { state } = options;

  app.post(
    '/v10/interactions/:interactionId/:token/callback',
    {
      onRequest: rateLimited(state.rateLimits, BUCKETS.interactionCallback, undefined, () => true),
    },
    async (request, reply) => {
      const { interactionId, token } = callbackPath.parse(request.params);
      const record = state.interactions.get(interactionId);
      if (!record || record.token !== token) throw new DiscordApiError(404, UNKNOWN_INTERACTION);
      if (
        record.status === 'pending' &&
        state.now() > record.createdAt + state.interactionTimeoutMs
      ) {
        failInteraction(record, 'The application did not respond in time');
      }
      if (record.status === 'failed') throw new DiscordApiError(404, UNKNOWN_INTERACTION);
      const { with_response } = parseForm(callbackQuery, request.query);
      const response = applyInteractionResponse(state, record, request.body);
      if (with_response !== 'true') return reply.code(204).send();
      const message = record.originalMessageId
        ? state.messages.get(record.originalMessageId)
        : undefined;
      const flags = message?.flags ?? 0;
      return {
        interaction: {
          id: record.id,
          type: record.type,
          response_message_id: message?.id,
          response_message_loading: (flags & LOADING_FLAG) !== 0,
          response_message_ephemeral: (flags & EPHEMERAL_FLAG) !== 0,
        },
        resource: message ? { type: response.type, message } : { type: response.type },
      };
    },
  );
}
