import { useQuery } from '@tanstack/react-query';
import { Loader2, MailCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { currentUserQueryOptions } from '@/lib/current-user.ts';
import { ApiError } from '@/lib/request.ts';
import { useResendEmailConfirmation } from '../api/resend-email-confirmation.ts';

/** How often the account is read while waiting; the link is usually opened within a minute. */
const POLL_MS = 3000;

/**
 * After the address is saved: the server has e-mailed a confirmation link.
 * The account is read again every few seconds while the page is visible (and
 * at once when the buyer comes back to it); checkout reads the same query, so
 * it moves on to payment by itself once the address is confirmed.
 */
export function CheckInbox({
  email,
  onUseAnotherAddress,
}: {
  email: string;
  onUseAnotherAddress: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  useQuery({
    ...currentUserQueryOptions(),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: 'always',
  });
  const resend = useResendEmailConfirmation();
  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t('checkout.email.resentTitle'),
          description: t('checkout.email.resentText', { email }),
        }),
      onError: (error) =>
        toast({
          title: t('checkout.email.resendFailedTitle'),
          description:
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : t('common.error'),
          variant: 'destructive',
        }),
    });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-lg space-y-4 rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold">
        <MailCheck aria-hidden="true" className="size-5 text-accent-text" />
        {t('checkout.email.checkTitle')}
      </h2>
      <p>{t('checkout.email.checkText', { email })}</p>
      <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        {t('checkout.email.waiting')}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={resend.isPending}
          aria-busy={resend.isPending}
          onClick={sendAgain}
          className={buttonClass({ variant: 'secondary' })}
        >
          {resend.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t('checkout.email.resend')}
        </button>
        <button
          type="button"
          onClick={onUseAnotherAddress}
          className={buttonClass({ variant: 'ghost' })}
        >
          {t('checkout.email.another')}
        </button>
      </div>
    </section>
  );
}
