import type { Db } from '@guildsmith/db';
import type Stripe from 'stripe';
import type { JobQueue } from '../../jobs/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { AuthGuards } from '../auth/guards.ts';
import type { PaypalClient } from '../billing/paypal-client.ts';

export interface AdminOperationsDeps {
  db: Db;
  queue: JobQueue;
  secrets: SecretBox;
  guards: AuthGuards;
  stripe: Stripe;
  /** Null when PayPal is not configured. */
  paypal: PaypalClient | null;
}
