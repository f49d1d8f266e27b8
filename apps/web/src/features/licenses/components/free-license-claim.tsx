import { Gift, Loader2, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { Panel } from '@/components/ui/panel.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/request.ts';
import { useClaimFreeLicense } from '../api/claim-free-license.ts';

/** The free plan, signed in with a confirmed address: one free key per account, e-mailed. */
export function FreeLicenseClaim({ email }: { email: string }) {
  const { t } = useTranslation();
  const claim = useClaimFreeLicense();

  if (claim.isSuccess) {
    return (
      <Panel icon={<MailCheck aria-hidden="true" />} title={t('checkout.freeTitle')}>
        <p role="status">{t('checkout.freeSent', { email })}</p>
        <Link to={paths.dashboard} className={buttonClass()}>
          {t('purchaseSuccess.goToDashboard')}
        </Link>
      </Panel>
    );
  }
  const error =
    claim.error instanceof ApiError && claim.error.serverMessage
      ? claim.error.serverMessage
      : claim.isError
        ? t('common.error')
        : null;
  return (
    <Panel icon={<Gift aria-hidden="true" />} title={t('checkout.freeTitle')}>
      <p className="text-fg-muted">{t('checkout.freeText')}</p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        disabled={claim.isPending}
        aria-busy={claim.isPending}
        onClick={() => claim.mutate()}
        className={buttonClass({ size: 'lg' })}
      >
        {claim.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t('checkout.claimFree')}
      </button>
    </Panel>
  );
}
