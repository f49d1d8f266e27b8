import type { DbTransaction } from '@guildsmith/db';
import type { Purchase } from '@guildsmith/db/schema';
import type { JobQueue } from '../../jobs/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { mailLicenseKey } from '../licenses/key-delivery.ts';
import { issueLicenseKey } from '../licenses/license-keys.ts';
import { enqueueReceiptEmail } from '../mail/receipt-job.ts';
import { grantPurchasedPlan } from './account-plan.ts';

export interface FulfilmentDeps {
  queue: JobQueue;
  secrets: SecretBox;
}

/**
 * What a paid purchase obliges us to do, in the transaction that marks it
 * completed: grant the plan, mint its one key, e-mail it and its receipt. Either all of it
 * happens with the status change or none of it does. The database allows one
 * live key per purchase, so a bug that fulfilled twice would fail, not mint twice.
 */
export async function fulfilPurchase(
  tx: DbTransaction,
  deps: FulfilmentDeps,
  purchase: Purchase,
  now: Date,
): Promise<void> {
  await grantPurchasedPlan(tx, purchase, now);
  await issuePurchaseKey(tx, deps, purchase);
  await enqueueReceiptEmail(tx, deps, purchase);
}

/** Mints the purchase's key and e-mails it (or holds it until the address is confirmed). */
export async function issuePurchaseKey(
  tx: DbTransaction,
  deps: FulfilmentDeps,
  purchase: Purchase,
): Promise<void> {
  const issued = await issueLicenseKey(tx, deps.secrets, {
    userId: purchase.userId,
    plan: purchase.plan,
    purchaseId: purchase.id,
  });
  await mailLicenseKey(tx, deps, {
    userId: purchase.userId,
    licenseKeyId: issued.id,
    kind: 'issued',
  });
}
