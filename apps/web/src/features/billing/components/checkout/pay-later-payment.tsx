import { installments, type PublicConfig } from '@guildsmith/core';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { useFormatMoney } from '@/lib/format-money.ts';
import { confirmSandboxPayment } from '../../api/confirm-sandbox-payment.ts';
import { loadStripeJs } from '../../api/load-stripe.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Klarna-style pay later: 4 instalments, today and then every 2 weeks. */
export function PayLaterPayment({
  config,
  clientSecret,
  price,
  email,
  returnUrl,
  onFailed,
}: {
  config: PublicConfig;
  clientSecret: string;
  price: number;
  email: string;
  returnUrl: string;
  onFailed: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const [redirecting, setRedirecting] = useState(false);
  const [today] = useState(() => Date.now());
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const schedule = installments(price);
  const publishableKey = config.stripePublishableKey;

  const start = async () => {
    if (!publishableKey || redirecting) return;
    setRedirecting(true);
    try {
      if (config.stripeSandboxUrl) {
        const intent = await confirmSandboxPayment({
          sandboxUrl: config.stripeSandboxUrl,
          publishableKey,
          clientSecret,
          returnUrl,
          method: { type: 'klarna', email },
        });
        const next = intent.next_action?.redirect_to_url?.url;
        if (!next) throw new Error(t('common.error'));
        window.location.assign(next);
        return;
      }
      const stripe = await loadStripeJs(publishableKey);
      if (!stripe) throw new Error(t('checkout.card.unavailable'));
      const { error } = await stripe.confirmKlarnaPayment(clientSecret, {
        payment_method: { billing_details: { email, address: { country: 'US' } } },
        return_url: returnUrl,
      });
      if (error) throw new Error(error.message ?? t('common.error'));
    } catch (error) {
      setRedirecting(false);
      onFailed(error instanceof Error ? error.message : t('common.error'));
    }
  };

  return (
    <div className="space-y-4">
      <p className="font-semibold">{t('checkout.payLater.label')}</p>
      <p className="text-sm text-fg-muted">
        {t('checkout.payLater.text', { amount: money(price) })}
      </p>
      <ol aria-label={t('checkout.payLater.scheduleLabel')} className="grid gap-2 sm:grid-cols-4">
        {schedule.map((part, index) => (
          <li
            key={part.dueInDays}
            className="rounded-lg border border-border bg-canvas p-3 text-center text-sm"
          >
            <span className="block text-lg font-bold">{money(part.amount)}</span>
            <span className="text-fg-muted">
              {index === 0
                ? t('checkout.payLater.today')
                : dateFormat.format(new Date(today + part.dueInDays * DAY_MS))}
            </span>
          </li>
        ))}
      </ol>
      <button
        type="button"
        disabled={!publishableKey || redirecting}
        aria-busy={redirecting}
        onClick={() => void start()}
        className={buttonClass({ size: 'lg' }, 'w-full')}
      >
        {redirecting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {redirecting ? t('checkout.payLater.redirecting') : t('checkout.payLater.button')}
      </button>
    </div>
  );
}
