import type { Purchase } from '@guildsmith/core';
import { Receipt, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { receiptPath } from '@/config/paths.ts';
import { useFormatMoney } from '@/lib/format-money.ts';
import { usePurchases } from '../api/get-purchases.ts';
import { PurchaseStatusBadge, purchaseBadge } from './purchase-status-badge.tsx';

function Skeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse space-y-2">
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-8 rounded-lg bg-surface-strong" />
      ))}
    </div>
  );
}

/** Money was taken for it, so the server keeps a receipt (the same rule as its receipt e-mail). */
const hasReceipt = (purchase: Purchase) =>
  purchase.completedAt !== null && purchase.amount > 0 && purchase.provider !== 'free';

/** "Your purchases": every payment of the account, newest first, with what became of it and its receipt. */
export function PurchasesCard() {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const { data, isPending, isError, isFetching, refetch } = usePurchases();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <section
      aria-labelledby="purchases-title"
      className="rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="purchases-title" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Receipt aria-hidden="true" className="size-5 text-accent-text" />
        {t('purchases.title')}
      </h2>
      {isPending ? (
        <>
          <Skeleton />
          <span className="sr-only" role="status">
            {t('common.loading')}
          </span>
        </>
      ) : isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p>{t('purchases.loadError')}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            disabled={isFetching}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('dashboard.retry')}
          </button>
        </div>
      ) : data.purchases.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('purchases.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('purchases.caption')}</caption>
            <thead className="text-fg-muted">
              <tr>
                <th scope="col" className="pb-1 font-medium">
                  {t('purchases.plan')}
                </th>
                <th scope="col" className="pb-1 font-medium">
                  {t('purchases.amount')}
                </th>
                <th scope="col" className="pb-1 font-medium">
                  {t('purchases.date')}
                </th>
                <th scope="col" className="pb-1 font-medium">
                  {t('purchases.status')}
                </th>
                <th scope="col" className="pb-1 font-medium">
                  <span className="sr-only">{t('purchases.receiptLink')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.purchases.map((purchase) => (
                <tr key={purchase.id} className="border-t border-border align-top">
                  <td className="py-2 pr-3 font-medium">{t(`plans.${purchase.plan}`)}</td>
                  <td className="py-2 pr-3">
                    {money(purchase.amount, { currency: purchase.currency })}{' '}
                    {purchase.currency.toUpperCase()}
                    {purchaseBadge(purchase) === 'partiallyRefunded' ? (
                      <span className="block text-xs text-fg-muted">
                        {t('purchases.refunded', {
                          amount: money(purchase.amountRefunded, { currency: purchase.currency }),
                        })}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3">{dateFormat.format(new Date(purchase.createdAt))}</td>
                  <td className="py-2 pr-3">
                    <PurchaseStatusBadge purchase={purchase} />
                  </td>
                  <td className="py-2">
                    {hasReceipt(purchase) ? (
                      <Link
                        to={receiptPath(purchase.id)}
                        aria-label={t('purchases.receiptLinkLabel', {
                          plan: t(`plans.${purchase.plan}`),
                          date: dateFormat.format(new Date(purchase.createdAt)),
                        })}
                        className="text-accent-text hover:underline"
                      >
                        {t('purchases.receiptLink')}
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
