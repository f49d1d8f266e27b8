import { setTimeout as sleep } from 'node:timers/promises';
import { unixSeconds } from './ids.ts';
import type { StripeEvent } from './model.ts';
import { stripeSignatureHeader } from './webhook-signature.ts';

export interface WebhookRetryPolicy {
  /** Delay before the second attempt; each later one waits twice as long. */
  baseDelayMs: number;
  /** Attempts per delivery (a resend starts a fresh series). */
  maxAttempts: number;
  /** How long one attempt waits for the endpoint's answer. */
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_RETRY: WebhookRetryPolicy = {
  baseDelayMs: 1000,
  maxAttempts: 8,
  timeoutMs: 10_000,
};

const MAX_DELAY_MS = 60 * 60 * 1000;

export interface DeliveryAttempt {
  attempt: number;
  /** ISO time the attempt started. */
  at: string;
  /** The endpoint's HTTP status; null when no answer came (refused, timed out). */
  status: number | null;
  error: string | null;
}

export interface WebhookDelivery {
  event: StripeEvent;
  /** `held`: emitted while deliveries were paused, not sent yet. */
  status: 'held' | 'pending' | 'succeeded' | 'failed';
  attempts: DeliveryAttempt[];
  /** ISO time of the next scheduled attempt while a retry is waiting. */
  nextAttemptAt: string | null;
}

interface Run {
  controller: AbortController;
  done: Promise<void>;
}

export interface WebhookEndpoint {
  url: string;
  secret: string;
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch reports "fetch failed"; the reason (ECONNREFUSED, a timeout) is its cause.
  return error.cause instanceof Error ? error.cause.message : error.message;
}

/**
 * Posts events to the configured endpoint in the background, signed like
 * Stripe, retrying with exponential backoff until the endpoint answers 2xx.
 * Redirects count as failures, as they do for Stripe.
 *
 * Tests that need events in a particular order, or twice, hold them back:
 * pause() records every new event as `held` without sending it; resend(id)
 * then delivers any one of them, in whatever order the test chooses, and
 * resume() sends the ones still held, oldest first.
 */
export class WebhookDeliveries {
  private readonly deliveries = new Map<string, WebhookDelivery>();
  private readonly runs = new Map<string, Run>();
  private paused = false;

  constructor(
    private readonly endpoint: WebhookEndpoint,
    private readonly policy: WebhookRetryPolicy,
    private readonly now: () => number,
  ) {
    // With no attempt, every event would end `failed` unsent, indistinguishable from a broken
    // endpoint; pause() is the way to hold deliveries back.
    if (!Number.isInteger(policy.maxAttempts) || policy.maxAttempts < 1) {
      throw new RangeError(
        'webhookRetry.maxAttempts must be a whole number of at least 1; pause() holds deliveries back',
      );
    }
  }

  enqueue(event: StripeEvent): void {
    const delivery: WebhookDelivery = {
      event,
      status: 'held',
      attempts: [],
      nextAttemptAt: null,
    };
    this.deliveries.set(event.id, delivery);
    if (!this.paused) this.start(delivery);
  }

  /** New events are recorded as `held` and not sent; deliveries already started carry on. */
  pause(): void {
    this.paused = true;
  }

  /** Sends every event still held, oldest first, and new events again as they come. */
  resume(): void {
    this.paused = false;
    for (const delivery of this.deliveries.values()) {
      if (delivery.status === 'held') this.start(delivery);
    }
  }

  /**
   * Delivers an event now, held or already sent, replacing any retry still
   * waiting; null for unknown ids. Works while paused.
   */
  resend(eventId: string): WebhookDelivery | null {
    const delivery = this.deliveries.get(eventId);
    if (!delivery) return null;
    this.start(delivery);
    return delivery;
  }

  /** Newest first. */
  list(): WebhookDelivery[] {
    return [...this.deliveries.values()].reverse();
  }

  /** Resolves once no delivery is in flight or waiting for a retry; held events do not count. */
  async flush(): Promise<void> {
    while (this.runs.size > 0) {
      await Promise.allSettled([...this.runs.values()].map((run) => run.done));
    }
  }

  /** Cancels every attempt in flight and every retry waiting; the records stay. */
  stop(): void {
    for (const run of this.runs.values()) run.controller.abort();
    this.runs.clear();
  }

  /** Forgets every delivery and delivers as normal again. */
  clear(): void {
    this.stop();
    this.deliveries.clear();
    this.paused = false;
  }

  private start(delivery: WebhookDelivery): void {
    const eventId = delivery.event.id;
    this.runs.get(eventId)?.controller.abort();
    const controller = new AbortController();
    delivery.status = 'pending';
    const done = this.run(delivery, controller.signal).finally(() => {
      if (this.runs.get(eventId)?.controller === controller) this.runs.delete(eventId);
    });
    this.runs.set(eventId, { controller, done });
  }

  private async run(delivery: WebhookDelivery, signal: AbortSignal): Promise<void> {
    // Stripe sends the event pretty-printed; the signature covers these exact bytes.
    const payload = JSON.stringify(delivery.event, null, 2);
    for (let attempt = 1; attempt <= this.policy.maxAttempts; attempt += 1) {
      delivery.nextAttemptAt = null;
      const at = new Date(this.now()).toISOString();
      const outcome = await this.post(payload, signal);
      // Superseded by a resend or stopped: the newer run (if any) reports instead.
      if (signal.aborted) return;
      delivery.attempts.push({ attempt, at, ...outcome });
      if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
        delivery.status = 'succeeded';
        return;
      }
      if (attempt === this.policy.maxAttempts) break;
      const delay = Math.min(this.policy.baseDelayMs * 2 ** (attempt - 1), MAX_DELAY_MS);
      delivery.nextAttemptAt = new Date(this.now() + delay).toISOString();
      try {
        // Unref'd: a retry waiting must never keep a process alive.
        await sleep(delay, undefined, { signal, ref: false });
      } catch {
        return;
      }
    }
    delivery.status = 'failed';
  }

  private async post(
    payload: string,
    signal: AbortSignal,
  ): Promise<Pick<DeliveryAttempt, 'status' | 'error'>> {
    const header = stripeSignatureHeader(payload, this.endpoint.secret, unixSeconds(this.now()));
    try {
      const response = await fetch(this.endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': header,
        },
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.any([signal, AbortSignal.timeout(this.policy.timeoutMs)]),
      });
      await response.body?.cancel();
      const ok = response.status >= 200 && response.status < 300;
      return { status: response.status, error: ok ? null : `HTTP ${response.status}` };
    } catch (error) {
      return { status: null, error: describeFailure(error) };
    }
  }
}
