import type { AdminPurchaseDetailResponse, RefundBlock } from '@guildsmith/core';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/components/admin/failure-text.ts';
import { ReasonDialog } from '@/components/admin/reason-dialog.tsx';
import { useAdminFormat } from '@/components/admin/use-admin-format.ts';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { useRefundPurchase } from '../api/refund-purchase.ts';

type Purchase = AdminPurchaseDetailResponse['purchase'];

/**
 * Refund, when the billing service says the purchase can be refunded, behind one confirmation that asks
 * for the reason; otherwise why not. The dialog stays up through a refresh of
 * the page, so a refusal the server sends (409) is read where it was asked for.
 */
export function RefundAction({
  purchase,
  blockedBy,
}: {
  purchase: Purchase;
  blockedBy: RefundBlock | null;
}) {
  const { t } = useTranslation();
  const { money, dateTime } = useAdminFormat();
  const [open, setOpen] = useState(false);
  const refund = useRefundPurchase(purchase.id);
  const provider = t(`admin.purchases.providers.${purchase.provider}`);

  const confirm = (reason: string) =>
    refund.mutate(reason, {
      onSuccess: ({ amountRefunded }) => {
        setOpen(false);
        toast({
          title: t('admin.purchases.refundIssued'),
          description: t('admin.purchases.refundIssuedText', { amount: money(amountRefunded) }),
        });
      },
    });

  return (
    <>
      {blockedBy ? (
        <p className="text-sm text-fg-muted">
          {t(`admin.purchases.notRefundable.${blockedBy}`, {
            date: dateTime(purchase.completedAt ?? purchase.createdAt),
            status: t(`purchases.statuses.${purchase.status}`),
          })}
        </p>
      ) : (
        <button
          type="button"
          onClick={() => {
            refund.reset();
            setOpen(true);
          }}
          className={buttonClass({ variant: 'danger', size: 'sm' })}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          {t('admin.purchases.refund')}
        </button>
      )}
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('admin.purchases.refundTitle')}
        description={t('admin.purchases.refundText', {
          amount: money(purchase.amount - purchase.amountRefunded),
          provider,
        })}
        confirmLabel={t('admin.purchases.confirmRefund')}
        destructive
        requiredMessage={t('admin.purchases.reasonRequired')}
        pending={refund.isPending}
        error={refund.isError ? failureText(refund.error, t('admin.purchases.refundFailed')) : null}
        onConfirm={confirm}
      />
    </>
  );
}
