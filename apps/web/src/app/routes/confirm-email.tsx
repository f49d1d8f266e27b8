import { isPlanId } from '@guildsmith/core';
import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { checkoutPath, paths, planOfCheckoutPath } from '@/config/paths.ts';
import { useConfirmEmail } from '@/features/profile/api/confirm-email.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { ApiError } from '@/lib/request.ts';
import { forgetReturnTarget, peekReturnTarget } from '@/lib/return-target.ts';

/**
 * /confirm-email?token=…: the link e-mailed to a contact address. The token is
 * posted once; the way on is back to checkout when a plan is known (the `plan`
 * parameter, or the checkout this tab was waiting in), else the dashboard.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('confirmEmail.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmEmail();
  const started = useRef(false);
  const planParam = params.get('plan');
  // Read once: the pending target is forgotten when the confirmation succeeds.
  const [plan] = useState(() =>
    planParam && isPlanId(planParam) ? planParam : planOfCheckoutPath(peekReturnTarget()),
  );

  useEffect(() => {
    // The token is single use: StrictMode's second effect run must not send it again.
    if (started.current || !token) return;
    started.current = true;
    // The way back to checkout is on this page now, so the pending target is spent.
    confirm.mutate(token, { onSuccess: () => forgetReturnTarget() });
  }, [confirm, token]);

  const onward = plan ? (
    <Link to={checkoutPath(plan)} className={buttonClass({ size: 'lg' })}>
      {t('confirmEmail.backToCheckout')}
    </Link>
  ) : (
    <Link to={paths.dashboard} className={buttonClass({ size: 'lg' })}>
      {t('confirmEmail.toDashboard')}
    </Link>
  );
  const failure = !token
    ? t('confirmEmail.missingToken')
    : confirm.isError
      ? confirm.error instanceof ApiError && confirm.error.serverMessage
        ? confirm.error.serverMessage
        : t('common.error')
      : null;

  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      {failure ? (
        <>
          <CircleX aria-hidden="true" className="size-12 text-danger" />
          <h1 className="text-2xl font-bold">{t('confirmEmail.failedTitle')}</h1>
          <p role="alert">{failure}</p>
          <p className="text-sm text-fg-muted">{t('confirmEmail.failedHint')}</p>
          {onward}
        </>
      ) : confirm.isSuccess ? (
        <>
          <CircleCheck aria-hidden="true" className="size-12 text-green-600" />
          <h1 className="text-2xl font-bold">{t('confirmEmail.confirmedTitle')}</h1>
          <p className="text-fg-muted">
            {t('confirmEmail.confirmedText', { email: confirm.data.email })}
          </p>
          {onward}
        </>
      ) : (
        <div role="status" className="flex flex-col items-center gap-4">
          <Loader2 aria-hidden="true" className="size-10 animate-spin text-accent-text" />
          <h1 className="text-2xl font-bold">{t('confirmEmail.confirming')}</h1>
        </div>
      )}
    </section>
  );
}

export const Component = ConfirmEmailPage;
