import type { StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { Loader2, Lock } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { useFormatMoney } from '@/lib/format-money.ts';
import { loadStripeJs } from '../../api/load-stripe.ts';
import { CardDeclineMessage } from './card-decline-message.tsx';

/**
 * Stripe's Payment Element, for deployments with a real publishable key. After
 * a decline the intent waits for another payment method: the buyer edits the
 * card in the same element and confirms the same intent again.
 */
export function StripeCardForm({
  publishableKey,
  clientSecret,
  amount,
  returnUrl,
  onSucceeded,
}: {
  publishableKey: string;
  clientSecret: string;
  amount: number;
  returnUrl: string;
  onSucceeded: () => void;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const mountPoint = useRef<HTMLDivElement>(null);
  const elementsRef = useRef<StripeElements | null>(null);
  const paymentRef = useRef<StripePaymentElement | null>(null);
  const declineId = useId();
  const [state, setState] = useState<'loading' | 'ready' | 'processing' | 'unavailable'>('loading');
  const [declined, setDeclined] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let unmount = () => {};
    void loadStripeJs(publishableKey)
      .then((stripe) => {
        if (cancelled) return;
        if (!stripe || !mountPoint.current) {
          setState('unavailable');
          return;
        }
        const elements = stripe.elements({ clientSecret });
        const payment = elements.create('payment', { layout: 'tabs' });
        payment.mount(mountPoint.current);
        payment.on('ready', () => setState('ready'));
        // The decline was about the card as it was; a changed card has not been tried yet.
        payment.on('change', () => setDeclined(null));
        elementsRef.current = elements;
        paymentRef.current = payment;
        unmount = () => payment.destroy();
      })
      .catch(() => {
        if (!cancelled) setState('unavailable');
      });
    return () => {
      cancelled = true;
      unmount();
    };
  }, [clientSecret, publishableKey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const elements = elementsRef.current;
    if (state !== 'ready' || !elements) return;
    setState('processing');
    setDeclined(null);
    const stripe = await loadStripeJs(publishableKey);
    if (!stripe) {
      setState('unavailable');
      return;
    }
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    if (error || paymentIntent?.status !== 'succeeded') {
      const message = error?.message ?? t('common.error');
      setState('ready');
      setDeclined(message);
      // The pay button was disabled under the keyboard; the buyer continues at the card.
      paymentRef.current?.focus();
      return;
    }
    onSucceeded();
  };

  if (state === 'unavailable') {
    return (
      <p role="alert" className="text-sm">
        {t('checkout.card.unavailable')}
      </p>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      {state === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t('checkout.card.loading')}
        </p>
      ) : null}
      <div ref={mountPoint} />
      {declined ? <CardDeclineMessage id={declineId} message={declined} /> : null}
      <button
        type="submit"
        disabled={state !== 'ready'}
        aria-busy={state === 'processing'}
        className={buttonClass({ size: 'lg' }, 'w-full')}
      >
        <Lock aria-hidden="true" className="size-4" />
        {state === 'processing'
          ? t('checkout.card.processing')
          : t('checkout.card.pay', { amount: money(amount) })}
      </button>
    </form>
  );
}
