import type { DbTransaction } from '@guildsmith/db';
import type { PaymentEvent, Transition } from './purchase-lifecycle.ts';

/** What one provider's pass needs: apply an event to a purchase, and report a failure. */
export interface ReconcilePass {
  now: Date;
  /** Applies an event the provider reports, and counts what it changed. */
  apply(tx: DbTransaction, purchaseId: string, event: PaymentEvent): Promise<void>;
  /** Counts a change made elsewhere (a missed webhook handled now). */
  repaired(purchaseId: string, transition: Transition): void;
  failed(error: unknown, context: { provider: string; ref?: string }): void;
}
