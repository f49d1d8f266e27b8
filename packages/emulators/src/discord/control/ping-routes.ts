import { InteractionType } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { signedRequest } from '../interactions/delivery.ts';
import type { DiscordState } from '../state.ts';
import { toAPIUser } from '../users.ts';
import { ControlError } from './control-errors.ts';

/** Checks the app's interactions endpoint as the developer portal does when the URL is saved. */
export async function pingControlRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;

  /** Discord's endpoint check: a PING the app must answer with a PONG. */
  app.post('/ping', async () => {
    const url = state.interactionsUrl;
    if (url === null)
      throw new ControlError(409, 'NO_INTERACTIONS_URL', 'No interactions URL is set');
    const payload = {
      id: state.snowflakes.next(),
      application_id: state.application.id,
      type: InteractionType.Ping,
      token: 'ping',
      version: 1,
      user: toAPIUser(state.botUser),
    };
    const { body, headers } = signedRequest(state, payload);
    let reply: Response;
    let text: string;
    try {
      reply = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(state.interactionTimeoutMs),
      });
      text = await reply.text();
    } catch {
      throw new ControlError(502, 'UNREACHABLE', 'The interactions URL did not answer in time');
    }
    let response: unknown = text;
    try {
      response = JSON.parse(text);
    } catch {
      // Not JSON: the answer shows the raw text.
    }
    state.exchanges.emit({ kind: 'interaction-reply', interactionId: payload.id, body: response });
    return { status: reply.status, response };
  });
}
