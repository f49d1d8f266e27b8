import { z } from 'zod';
import type { DiscordEmbed } from './feedback-embed.ts';

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Why a post did not go through. The message is written here, never taken
 * from a network error: those can carry the URL, and the URL holds the
 * webhook's token, which must stay out of logs and job records.
 */
export class WebhookDeliveryError extends Error {
  override name = 'WebhookDeliveryError';

  constructor(
    message: string,
    /** False when Discord refused the request itself: sending it again cannot help. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const rateLimitBody = z.object({ retry_after: z.number().nonnegative() });
const errorBody = z.object({ message: z.string(), code: z.number() });

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Posts embeds to a Discord incoming webhook. `wait=true` makes Discord answer
 * only once the message exists, so a 2xx really means delivered. Mentions are
 * disabled: feedback text is typed by strangers.
 */
export async function postWebhookEmbeds(
  webhookUrl: string,
  embeds: DiscordEmbed[],
  signal?: AbortSignal,
): Promise<void> {
  const url = new URL(webhookUrl);
  url.searchParams.set('wait', 'true');
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ embeds, allowed_mentions: { parse: [] } }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    const reason = timeout.aborted ? 'timed out' : signal?.aborted ? 'was aborted' : 'failed';
    throw new WebhookDeliveryError(`Discord webhook request ${reason}`, true);
  }
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const body = await readJson(response);
  if (response.status === 429) {
    const limited = rateLimitBody.safeParse(body);
    const wait = limited.success ? ` (retry after ${limited.data.retry_after} s)` : '';
    throw new WebhookDeliveryError(`Discord webhook rate limited${wait}`, true);
  }
  if (response.status >= 500) {
    throw new WebhookDeliveryError(`Discord webhook answered ${response.status}`, true);
  }
  const refused = errorBody.safeParse(body);
  const detail = refused.success
    ? `: ${refused.data.message.slice(0, 200)} (code ${refused.data.code})`
    : '';
  throw new WebhookDeliveryError(
    `Discord webhook refused the post with ${response.status}${detail}`,
    false,
  );
}
