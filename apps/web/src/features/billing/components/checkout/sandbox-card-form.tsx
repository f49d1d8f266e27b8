import { Loader2, Lock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { cn } from '@/lib/cn.ts';
import { useFormatMoney } from '@/lib/format-money.ts';
import { confirmSandboxPayment, PaymentDeclinedError } from '../../api/confirm-sandbox-payment.ts';
import { CardDeclineMessage } from './card-decline-message.tsx';
import {
  CARD_BRAND_NAMES,
  type CardField,
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  parseCardDetails,
} from './card-details.ts';

const FIELD_MESSAGE = {
  number: 'checkout.card.invalidNumber',
  expiry: 'checkout.card.invalidExpiry',
  cvc: 'checkout.card.invalidCvc',
} as const;

const inputClass =
  'h-11 w-full rounded-lg border border-border bg-canvas px-3 font-mono text-base outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-danger';

/**
 * Demo mode's card form: the same confirm call Stripe.js makes, against the
 * Stripe emulator. Card numbers go to the payment provider only, never to our API.
 * A declined intent waits for another payment method, so after a decline the
 * buyer types another card and the same intent is confirmed again.
 */
export function SandboxCardForm({
  sandboxUrl,
  publishableKey,
  clientSecret,
  amount,
  returnUrl,
  onSucceeded,
}: {
  sandboxUrl: string;
  publishableKey: string;
  clientSecret: string;
  amount: number;
  returnUrl: string;
  onSucceeded: () => void;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const id = useId();
  const [values, setValues] = useState({ number: '', expiry: '', cvc: '' });
  const [invalid, setInvalid] = useState<CardField | null>(null);
  const [status, setStatus] = useState<'idle' | 'processing' | 'succeeded'>('idle');
  const [declined, setDeclined] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const parsed = parseCardDetails(values);
    if (!parsed.ok) {
      setInvalid(parsed.field);
      document.getElementById(`${id}-${parsed.field}`)?.focus();
      return;
    }
    setInvalid(null);
    setDeclined(null);
    setStatus('processing');
    try {
      const intent = await confirmSandboxPayment({
        sandboxUrl,
        publishableKey,
        clientSecret,
        returnUrl,
        method: { type: 'card', ...parsed.card },
      });
      if (intent.status !== 'succeeded') throw new PaymentDeclinedError(t('common.error'), null);
      setStatus('succeeded');
      onSucceeded();
    } catch (error) {
      const message = error instanceof Error ? error.message : t('common.error');
      setStatus('idle');
      setDeclined(message);
      // The pay button was disabled under the keyboard; the buyer continues at the card.
      document.getElementById(`${id}-number`)?.focus();
    }
  };

  const brand = detectCardBrand(values.number);

  const field = (name: CardField, label: string, props: Record<string, string>) => (
    <div className={cn('space-y-1', name === 'number' && 'col-span-2')}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
          {label}
        </label>
        {name === 'number' && brand ? (
          <span id={`${id}-brand`} className="text-sm font-semibold">
            {CARD_BRAND_NAMES[brand]}
          </span>
        ) : null}
      </div>
      <input
        id={`${id}-${name}`}
        value={values[name]}
        onChange={(event) => {
          const raw = event.target.value;
          const next =
            name === 'number'
              ? formatCardNumber(raw)
              : name === 'expiry'
                ? formatExpiry(raw)
                : raw.replace(/\D/g, '').slice(0, 4);
          setValues((current) => ({ ...current, [name]: next }));
          // The decline was about the card as it was; a changed card has not been tried yet.
          setDeclined(null);
        }}
        aria-invalid={invalid === name}
        aria-describedby={
          [
            invalid === name ? `${id}-${name}-error` : null,
            name === 'number' && declined ? `${id}-declined` : null,
            name === 'number' && brand ? `${id}-brand` : null,
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
        inputMode="numeric"
        className={inputClass}
        {...props}
      />
      {invalid === name ? (
        <p id={`${id}-${name}-error`} className="text-sm text-danger">
          {t(FIELD_MESSAGE[name])}
        </p>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <p className="rounded-lg bg-notice p-3 text-sm text-notice-fg">
        {t('checkout.card.demoHint')}
      </p>
      <div className="grid grid-cols-2 gap-3">
        {field('number', t('checkout.card.number'), {
          autoComplete: 'cc-number',
          placeholder: '4242 4242 4242 4242',
        })}
        {field('expiry', t('checkout.card.expiry'), {
          autoComplete: 'cc-exp',
          placeholder: 'MM/YY',
        })}
        {field('cvc', t('checkout.card.cvc'), { autoComplete: 'cc-csc', placeholder: '123' })}
      </div>
      {declined ? <CardDeclineMessage id={`${id}-declined`} message={declined} /> : null}
      <button
        type="submit"
        disabled={status !== 'idle'}
        aria-busy={status === 'processing'}
        className={buttonClass({ size: 'lg' }, 'w-full')}
      >
        {status === 'idle' ? (
          <Lock aria-hidden="true" className="size-4" />
        ) : (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        )}
        {status === 'idle'
          ? t('checkout.card.pay', { amount: money(amount) })
          : t('checkout.card.processing')}
      </button>
    </form>
  );
}
