import type { Receipt } from '@guildsmith/core';
import { Loader2, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { useFormatMoney } from '@/lib/format-money.ts';
import { ApiError } from '@/lib/request.ts';
import { useReceipt } from '../api/get-receipt.ts';

function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const money = (amount: number) => formatMoney(amount, { currency: receipt.currency });
  const rows: Array<[string, string]> = [
    [t('purchases.receipt.orderNumber'), receipt.orderNumber],
    [
      t('purchases.receipt.plan'),
      t('purchases.receipt.oneTime', { plan: `Guildsmith ${t(`plans.${receipt.plan}`)}` }),
    ],
    [t('purchases.receipt.amount'), `${money(receipt.amount)} ${receipt.currency.toUpperCase()}`],
    [t('purchases.receipt.paymentMethod'), t(`purchases.receipt.methods.${receipt.paymentMethod}`)],
    [
      t('purchases.receipt.date'),
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
        new Date(receipt.paidAt),
      ),
    ],
  ];
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
        <dt className="text-fg-muted">{t('purchases.receipt.seller')}</dt>
        <dd className="font-medium">
          {receipt.seller.name}
          <span className="block font-normal text-fg-muted">{receipt.seller.address}</span>
        </dd>
      </dl>
      {receipt.amountRefunded > 0 ? (
        <p className="mt-4 text-sm">
          {t('purchases.receipt.refunded', { amount: money(receipt.amountRefunded) })}
        </p>
      ) : null}
      <p className="mt-6 text-sm text-fg-muted">
        {t('purchases.receipt.support', { email: receipt.supportEmail })}
      </p>
    </>
  );
}

/** One receipt, as e-mailed, with a Print button that prints only the receipt. */
export function ReceiptView({ purchaseId }: { purchaseId: string }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useReceipt(purchaseId);
  if (isPending) {
    return (
      <div role="status" className="flex justify-center py-12 text-fg-muted">
        <Loader2 aria-hidden="true" className="size-6 animate-spin" />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }
  if (!data) {
    return (
      <p role="alert" className="text-sm">
        {error instanceof ApiError && error.status === 404
          ? t('purchases.receipt.notFound')
          : t('purchases.loadError')}
      </p>
    );
  }
  return (
    <article
      aria-labelledby="receipt-title"
      className="rounded-2xl border border-border bg-surface p-6 print:border-0 print:p-0"
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 id="receipt-title" className="text-2xl font-bold">
          {t('purchases.receipt.title')} {data.orderNumber}
        </h1>
        <button
          type="button"
          onClick={() => window.print()}
          className={buttonClass({ variant: 'secondary', size: 'sm' }, 'print:hidden')}
        >
          <Printer aria-hidden="true" className="size-4" />
          {t('purchases.receipt.print')}
        </button>
      </div>
      <ReceiptDetails receipt={data} />
    </article>
  );
}
