import { isPlanId, type PlanId, type Purchase } from '@guildsmith/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { checkoutPath, paths } from '@/config/paths.ts';
import { purchasesQueryOptions } from '@/features/billing/api/get-purchases.ts';
import { BotInviteLink } from '@/features/billing/components/bot-invite-link.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { getToken } from '@/lib/auth-storage.ts';
import { formatMoney } from '@/lib/format-money.ts';
import { usePublicConfig } from '@/lib/public-config.ts';

const STEPS = ['invite', 'email', 'activate', 'build'] as const;
const NOTES = ['singleUse', 'boundToServer', 'notTransferable', 'adminsOnly'] as const;
/** Fulfilment runs when the provider's webhook arrives; read the account again shortly after. */
const REFRESH_AFTER_MS = [0, 2000, 6000];

function useRefreshAccountAfterPurchase() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timers = REFRESH_AFTER_MS.map((delay) =>
      window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: [apiPaths.auth.user] });
        void queryClient.invalidateQueries({ queryKey: [apiPaths.licenses.list] });
      }, delay),
    );
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [queryClient]);
}

function ConfirmingPayment() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl space-y-4 rounded-2xl border border-border bg-surface p-8 text-center">
      <Loader2 aria-hidden="true" className="mx-auto size-12 animate-spin text-accent-text" />
      <h1 className="text-2xl font-bold">{t('purchaseSuccess.confirmingTitle')}</h1>
      <p role="status" className="text-fg-muted">
        {t('purchaseSuccess.confirmingText')}
      </p>
      <Link to={paths.dashboard} className={buttonClass({ variant: 'secondary' })}>
        {t('purchaseSuccess.goToDashboard')}
      </Link>
    </section>
  );
}

function PaymentNotCompleted({ plan }: { plan: PlanId | null }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl space-y-4 rounded-2xl border border-border bg-surface p-8 text-center">
      <CircleX aria-hidden="true" className="mx-auto size-12 text-danger" />
      <h1 className="text-2xl font-bold">{t('purchaseSuccess.failedTitle')}</h1>
      <p className="text-fg-muted">{t('purchaseSuccess.failedText')}</p>
      <Link to={plan ? checkoutPath(plan) : paths.pricing} className={buttonClass()}>
        {t('purchaseSuccess.tryAgain')}
      </Link>
    </section>
  );
}

/** How often a purchase still waiting for the provider's webhook is read again. */
const PENDING_POLL_MS = 2000;

/**
 * The purchase this page thanks for: the caller's newest paid one. A free
 * claim, or no purchase at all, has nothing to thank for.
 */
function latestPaidPurchase(purchases: Purchase[]): Purchase | null {
  return purchases.find((purchase) => purchase.provider !== 'free') ?? null;
}

export function PurchaseSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('purchaseSuccess.documentTitle'));
  const [params] = useSearchParams();
  const planParam = params.get('plan');
  const plan = planParam && isPlanId(planParam) ? planParam : null;
  // Redirecting methods (pay later) come back with Stripe's outcome in the query.
  if (params.get('redirect_status') === 'failed') return <PaymentNotCompleted plan={plan} />;
  // Only a buyer has a purchase to be thanked for; anyone else goes home.
  if (!getToken()) return <Navigate to={paths.home} replace />;
  return <LatestPurchase />;
}

function LatestPurchase() {
  const { t, i18n } = useTranslation();
  useRefreshAccountAfterPurchase();
  const { data, isError } = useQuery({
    ...purchasesQueryOptions(),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && latestPaidPurchase(query.state.data.purchases)?.status === 'pending'
        ? PENDING_POLL_MS
        : false,
  });
  if (isError) return <Navigate to={paths.home} replace />;
  if (!data) {
    return (
      <div role="status" className="flex justify-center py-24 text-fg-muted">
        <Loader2 aria-hidden="true" className="size-6 animate-spin" />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }
  const purchase = latestPaidPurchase(data.purchases);
  if (!purchase || purchase.status === 'refunded' || purchase.status === 'disputed') {
    return <Navigate to={paths.home} replace />;
  }
  if (purchase.status === 'failed' || purchase.status === 'canceled') {
    return <PaymentNotCompleted plan={purchase.plan} />;
  }
  // Thanks come once the provider has confirmed the payment, never for an unpaid order.
  if (purchase.status === 'pending') return <ConfirmingPayment />;
  const amount = formatMoney(purchase.amount, i18n.language, { currency: purchase.currency });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(purchase.createdAt),
  );
  return (
    <Thanks purchase={purchase} summary={`${t(`plans.${purchase.plan}`)} · ${amount} · ${date}`} />
  );
}

function Thanks({ purchase, summary }: { purchase: Purchase; summary: string }) {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
      <header className="space-y-3 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-green-600" />
        <h1 className="text-3xl font-bold tracking-tight">{t('purchaseSuccess.title')}</h1>
        <p className="font-semibold">{summary}</p>
        <p className="text-lg text-fg-muted">
          {t('purchaseSuccess.text', { plan: t(`plans.${purchase.plan}`) })}
        </p>
      </header>
      <section
        aria-labelledby="invite-title"
        className="space-y-3 rounded-2xl border border-border bg-surface p-6"
      >
        <h2 id="invite-title" className="text-lg font-semibold">
          {t('purchaseSuccess.inviteTitle')}
        </h2>
        {config ? <BotInviteLink url={config.botInviteUrl} /> : null}
      </section>
      <section aria-labelledby="steps-title" className="rounded-2xl border border-border p-6">
        <h2 id="steps-title" className="text-lg font-semibold">
          {t('purchaseSuccess.stepsTitle')}
        </h2>
        <ol className="mt-3 space-y-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-fg">
                {index + 1}
              </span>
              <span className="pt-0.5">
                {t(`purchaseSuccess.steps.${step}`)}
                {step === 'activate' ? (
                  <code className="ml-1 rounded bg-surface-strong px-1.5 py-0.5 text-sm">
                    /activate key:TPL-XXXXX-XXXXX-XXXXX-XXXXX
                  </code>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="notes-title" className="rounded-2xl bg-notice p-6 text-notice-fg">
        <h2 id="notes-title" className="font-semibold">
          {t('purchaseSuccess.notesTitle')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {NOTES.map((note) => (
            <li key={note}>{t(`purchaseSuccess.notes.${note}`)}</li>
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.dashboard} className={buttonClass({ size: 'lg' })}>
          {t('purchaseSuccess.goToDashboard')}
        </Link>
        <Link to={paths.pricing} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('purchaseSuccess.purchaseAnother')}
        </Link>
      </div>
    </div>
  );
}

export const Component = PurchaseSuccessPage;
