import { invalidRequest, StripeApiError } from './errors.ts';

/** Stripe forgets idempotency keys after 24 hours. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

interface SavedResponse {
  endpoint: string;
  fingerprint: string;
  statusCode: number;
  body: unknown;
  savedAt: number;
}

export interface IdempotentRequest {
  key: string;
  /** Method and path, e.g. `POST /v1/payment_intents`. */
  endpoint: string;
  /** The parameters in a canonical form, so key order does not matter. */
  fingerprint: string;
}

function idempotencyError(message: string): StripeApiError {
  return new StripeApiError(400, { type: 'idempotency_error', message });
}

/**
 * Stripe's idempotency layer: the first response to a key is saved and
 * replayed for the same endpoint and parameters; reusing the key for anything
 * else is an `idempotency_error`.
 */
export class IdempotencyStore {
  private readonly saved = new Map<string, SavedResponse>();

  constructor(private readonly now: () => number) {}

  /** The saved response to replay, or null when the request is new; throws on misuse of a key. */
  find(request: IdempotentRequest): { statusCode: number; body: unknown } | null {
    if (request.key.length > MAX_KEY_LENGTH) {
      throw invalidRequest(
        `Invalid idempotency key: keys must be at most ${MAX_KEY_LENGTH} characters long.`,
        { param: 'Idempotency-Key' },
      );
    }
    const saved = this.saved.get(request.key);
    if (!saved || this.now() - saved.savedAt > KEY_LIFETIME_MS) return null;
    if (saved.endpoint !== request.endpoint) {
      throw idempotencyError(
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.endpoint}' vs '${request.endpoint}'). Try using a key other than '${request.key}' if you meant to execute a different request.`,
      );
    }
    if (saved.fingerprint !== request.fingerprint) {
      throw idempotencyError(
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${request.key}' if you meant to execute a different request.`,
      );
    }
    return { statusCode: saved.statusCode, body: saved.body };
  }

  save(request: IdempotentRequest, statusCode: number, body: unknown): void {
    const now = this.now();
    for (const [key, saved] of this.saved) {
      if (now - saved.savedAt > KEY_LIFETIME_MS) this.saved.delete(key);
    }
    this.saved.set(request.key, {
      endpoint: request.endpoint,
      fingerprint: request.fingerprint,
      statusCode,
      body: structuredClone(body),
      savedAt: now,
    });
  }

  clear(): void {
    this.saved.clear();
  }
}
