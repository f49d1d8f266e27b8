import { ControlError } from '../control/control-errors.ts';
import { DiscordApiError } from '../errors.ts';
import type { DiscordState } from '../state.ts';
import { applyInteractionResponse, failInteraction } from './responses.ts';
import type { InteractionRecord } from './store.ts';

export interface DeliveryOutcome {
  /** The app's HTTP status, or null when it could not be reached in time. */
  status: number | null;
  /** The app's reply: parsed JSON, or the raw text when it is not JSON (null when empty). */
  response: unknown;
}

function parseReply(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The signed request Discord sends: Ed25519 over `timestamp + body`, both in headers. */
export function signedRequest(state: DiscordState, payload: unknown) {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(state.now() / 1000));
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Discord-Interactions/1.0 (+https://discord.com)',
      'x-signature-ed25519': state.signer.sign(timestamp, body),
      'x-signature-timestamp': timestamp,
    },
  };
}

/**
 * POSTs an interaction to the app's interactions URL, signed as Discord signs
 * it, and applies the reply as its first response. Like Discord, it gives up
 * after the timeout (3 s) and then counts the interaction as failed; a reply
 * that is not a valid response fails it too. A response already given through
 * the callback route wins over the HTTP reply.
 */
export async function deliverInteraction(
  state: DiscordState,
  record: InteractionRecord,
  payload: unknown,
): Promise<DeliveryOutcome> {
  const url = state.interactionsUrl;
  if (url === null) {
    failInteraction(record, 'No interactions endpoint URL is configured');
    throw new ControlError(
      409,
      'NO_INTERACTIONS_URL',
      'Set the interactions URL first (option interactionsUrl or PUT /control/interactions-url)',
    );
  }
  const { body, headers } = signedRequest(state, payload);
  let status: number;
  let text: string;
  try {
    const reply = await fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(state.interactionTimeoutMs),
    });
    status = reply.status;
    text = await reply.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    failInteraction(
      record,
      timedOut
        ? `The application did not respond within ${state.interactionTimeoutMs} ms`
        : 'The interactions endpoint could not be reached',
    );
    return { status: null, response: null };
  }
  const response = parseReply(text);
  if (record.status === 'pending') {
    if (status < 200 || status > 299) {
      failInteraction(record, `The application answered HTTP ${status}`);
    } else {
      try {
        applyInteractionResponse(state, record, response);
      } catch (error) {
        if (!(error instanceof DiscordApiError)) throw error;
        failInteraction(record, `The application's response was refused: ${error.message}`);
      }
    }
  }
  record.settle();
  return { status, response };
}
