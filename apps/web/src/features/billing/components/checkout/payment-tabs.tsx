import type { Plan, PublicConfig, User } from '@guildsmith/core';
import { CreditCard, Wallet } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { purchaseSuccessPath } from '@/config/paths.ts';
import { PayLaterPayment } from './pay-later-payment.tsx';
import { PaypalPayment } from './paypal-payment.tsx';
import { SandboxCardForm } from './sandbox-card-form.tsx';
import { StripeCardForm } from './stripe-card-form.tsx';
import { usePaymentFailed, usePaymentSucceeded } from './use-payment-succeeded.ts';

const triggerClass =
  'flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-fg-muted data-[state=active]:bg-canvas data-[state=active]:text-fg data-[state=active]:shadow-sm';

/** Card, PayPal and pay later, all confirming the one server-priced purchase. */
export function PaymentTabs({
  plan,
  user,
  config,
  clientSecret,
  amount,
}: {
  plan: Plan;
  user: User;
  config: PublicConfig;
  clientSecret: string;
  amount: number;
}) {
  const { t } = useTranslation();
  const succeeded = usePaymentSucceeded(plan.id);
  const failed = usePaymentFailed();
  // Stripe sends redirecting methods (and 3-D Secure) back here with the outcome in the query.
  const returnUrl = `${window.location.origin}${purchaseSuccessPath(plan.id)}`;
  const publishableKey = config.stripePublishableKey;

  return (
    <Tabs.Root defaultValue="card" className="rounded-2xl border border-border bg-surface p-4">
      <Tabs.List
        aria-label={t('checkout.methodsLabel')}
        className="flex gap-1 rounded-xl bg-surface-strong p-1"
      >
        <Tabs.Trigger value="card" className={triggerClass}>
          <CreditCard aria-hidden="true" className="size-4" />
          {t('checkout.methods.card')}
        </Tabs.Trigger>
        <Tabs.Trigger value="paypal" className={triggerClass}>
          <Wallet aria-hidden="true" className="size-4" />
          {t('checkout.methods.paypal')}
        </Tabs.Trigger>
        <Tabs.Trigger value="pay-later" className={triggerClass}>
          {t('checkout.methods.payLater')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="card" className="pt-5 outline-none">
        {publishableKey && config.stripeSandboxUrl ? (
          <SandboxCardForm
            sandboxUrl={config.stripeSandboxUrl}
            publishableKey={publishableKey}
            clientSecret={clientSecret}
            amount={amount}
            returnUrl={returnUrl}
            onSucceeded={succeeded}
          />
        ) : publishableKey ? (
          <StripeCardForm
            publishableKey={publishableKey}
            clientSecret={clientSecret}
            amount={amount}
            returnUrl={returnUrl}
            onSucceeded={succeeded}
          />
        ) : (
          <p className="text-sm">{t('checkout.card.unavailable')}</p>
        )}
      </Tabs.Content>
      <Tabs.Content value="paypal" className="pt-5 outline-none">
        <PaypalPayment plan={plan.id} price={amount} onFailed={failed} />
      </Tabs.Content>
      <Tabs.Content value="pay-later" className="pt-5 outline-none">
        <PayLaterPayment
          config={config}
          clientSecret={clientSecret}
          price={amount}
          email={user.email ?? ''}
          returnUrl={returnUrl}
          onFailed={failed}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
