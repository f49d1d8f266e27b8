import type { Plan, User } from '@guildsmith/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { paths } from '@/config/paths.ts';
import { usePublicConfig } from '@/lib/public-config.ts';
import { useCreatePaymentIntent } from '../../api/create-payment-intent.ts';
import { CheckoutSpinner } from './checkout-gates.tsx';
import { LowerPlanNotice } from './lower-plan-notice.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentTabs } from './payment-tabs.tsx';

/** A paid plan, signed in with a confirmed address for the key: the server-priced payment. */
export function PaidCheckout({ plan, user }: { plan: Plan; user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const intent = useCreatePaymentIntent();
  const started = useRef(false);

  // The payment intent is created on load; a failure goes back home.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    intent.mutate(plan.id, {
      onError: (error) => {
        console.warn('Payment intent could not be created', error);
        toast({
          title: t('checkout.failedTitle'),
          description: t('checkout.intentFailed'),
          variant: 'destructive',
        });
        navigate(paths.home, { replace: true });
      },
    });
  }, [intent, navigate, plan.id, t]);

  if (!intent.data || !config.data) return <CheckoutSpinner label={t('checkout.preparing')} />;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">
          {t('checkout.documentTitle')}: {t(`plans.${plan.id}`)}
        </h1>
        <LowerPlanNotice plan={plan} user={user} />
        <PaymentTabs
          plan={plan}
          user={user}
          config={config.data}
          clientSecret={intent.data.clientSecret}
          amount={intent.data.amount}
        />
      </div>
      <OrderSummary plan={plan} username={user.username} email={user.email ?? ''} />
    </div>
  );
}
