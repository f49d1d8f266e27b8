import type { AdminRefundResponse } from '@guildsmith/core';
import { and, desc, eq, schema } from '@guildsmith/db';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { type RefundDeps, refundPurchase } from '../billing/refunds.ts';
import { type LicenseDeps, resendLicense } from '../licenses/licenses.service.ts';
import { recipientOf } from '../mail/recipient.ts';
import { type AdminActor, recordAdminAction } from './audit-log.ts';

const { licenseKeys, purchases } = schema;

/**
 * A refund asked for by an admin, through the billing service like any other:
 * the same 30-day guarantee, the same provider call, the same revocation.
 * It runs inside one transaction that first locks the purchase, so a double
 * click waits for the first refund and then finds it refunded, and the audit
 * row commits with the refund's own changes. The provider call is made with
 * the lock held; if the commit then failed, the money already went back and
 * the reconciliation job records it from the provider.
 */
export async function refundAsAdmin(
  deps: RefundDeps,
  actor: AdminActor,
  purchaseId: string,
  reason: string,
): Promise<AdminRefundResponse> {
  return deps.db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId))
      .for('update');
    if (!purchase) throw notFound('Purchase not found', 'PURCHASE_NOT_FOUND');
    if (purchase.status === 'refunded') {
      throw conflict('This purchase was already refunded.', 'ALREADY_REFUNDED');
    }
    const result = await refundPurchase({ ...deps, db: tx }, purchase.id, {
      reason: 'requested_by_customer',
    });
    await recordAdminAction(tx, {
      actor,
      action: 'refund',
      targetType: 'purchase',
      targetId: purchase.id,
      reason,
      details: {
        provider: purchase.provider,
        amountRefunded: result.amountRefunded,
        status: result.status,
      },
    });
    return { purchaseId: purchase.id, ...result };
  });
}

/**
 * E-mails the purchase's working key again through the buyer's own resend:
 * the very same key, to the buyer's confirmed address, never a new one.
 */
export async function resendKeyAsAdmin(
  deps: LicenseDeps,
  actor: AdminActor,
  purchaseId: string,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId));
    if (!purchase) throw notFound('Purchase not found', 'PURCHASE_NOT_FOUND');
    const [key] = await tx
      .select()
      .from(licenseKeys)
      .where(and(eq(licenseKeys.purchaseId, purchase.id), eq(licenseKeys.status, 'issued')))
      .orderBy(desc(licenseKeys.createdAt))
      .limit(1);
    if (!key) {
      throw conflict(
        'This purchase has no unused key to resend (it was activated, revoked or never issued).',
        'KEY_NOT_RESENDABLE',
      );
    }
    // Checked here so the admin reads about the buyer, not the buyer's own wording.
    if ((await recipientOf(tx, purchase.userId)).status !== 'confirmed') {
      throw new AppError(
        409,
        'EMAIL_NOT_CONFIRMED',
        'The buyer has no confirmed e-mail address, so the key cannot be sent.',
      );
    }
    const licenseId = await resendLicense({ ...deps, db: tx }, purchase.userId, key.id);
    await recordAdminAction(tx, {
      actor,
      action: 'resend_key',
      targetType: 'purchase',
      targetId: purchase.id,
      reason: null,
      details: { licenseKeyId: licenseId },
    });
    return licenseId;
  });
}
