import type { PlanId } from '@guildsmith/core';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/lib/format-money.ts';
import { ApiError } from '@/lib/request.ts';
import { useCreatePaypalOrder } from '../../api/create-paypal-order.ts';
import { usePaypalSetup } from '../../api/get-paypal-setup.ts';

/**
 * PayPal's redirect approval: the server creates the order from the catalogue
 * price, the buyer approves it on PayPal's page, and comes back to checkout,
 * where the order is captured (see PaypalReturn).
 */
export function PaypalPayment({
  plan,
  price,
  onFailed,
}: {
  plan: PlanId;
  price: number;
  onFailed: (message: string) => void;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const setup = usePaypalSetup();
  const order = useCreatePaypalOrder();
  const redirecting = order.isPending || order.isSuccess;

  if (setup.data && !setup.data.available) {
    return <p className="text-sm">{t('checkout.paypal.unavailable')}</p>;
  }
  const start = () =>
    order.mutate(plan, {
      onSuccess: ({ approveUrl }) => {
        if (approveUrl) window.location.assign(approveUrl);
        else onFailed(t('checkout.paypal.unavailable'));
      },
      onError: (error) =>
        onFailed(
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : t('checkout.paypal.unavailable'),
        ),
    });
  return (
    <div className="space-y-4">
      <p className="text-sm text-fg-muted">{t('checkout.paypal.text', { amount: money(price) })}</p>
      <button
        type="button"
        disabled={redirecting || setup.isPending}
        aria-busy={redirecting}
        onClick={start}
        className="inline-flex h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-lg bg-[#ffc439] font-bold text-[#111] hover:bg-[#f2ba36] disabled:opacity-60"
      >
        {redirecting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {redirecting ? t('checkout.paypal.redirecting') : t('checkout.paypal.button')}
      </button>
    </div>
  );
}
