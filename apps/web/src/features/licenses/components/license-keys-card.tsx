import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { ApiError } from '@/lib/request.ts';
import { useClaimFreeLicense } from '../api/claim-free-license.ts';
import { useLicenses } from '../api/get-licenses.ts';
import { LicenseRow } from './license-row.tsx';

/** "Your license keys": masked keys with plan, status and server; resend, replace, or claim the free key. */
export function LicenseKeysCard({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useLicenses();
  const claim = useClaimFreeLicense();
  const claimFree = () =>
    claim.mutate(undefined, {
      onSuccess: () =>
        toast({ title: t('licenses.sentTitle'), description: t('licenses.sentText') }),
      onError: (error) =>
        toast({
          title: t('licenses.failedTitle'),
          description:
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : t('common.error'),
          variant: 'destructive',
        }),
    });
  const hasFreeKey = data?.licenses.some(
    (license) => license.plan === 'free' && license.status !== 'revoked',
  );

  return (
    <section
      aria-labelledby="license-keys-title"
      className="rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="license-keys-title" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-accent-text" />
        {t('licenses.title')}
      </h2>
      {isPending ? (
        <div aria-hidden="true" className="mt-3 h-16 animate-pulse rounded-lg bg-surface-strong" />
      ) : isError ? (
        <div role="alert" className="mt-3 flex items-center gap-3 text-sm">
          {t('licenses.loadError')}
          <button
            type="button"
            onClick={() => void refetch()}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            {t('dashboard.retry')}
          </button>
        </div>
      ) : data.licenses.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">{t('licenses.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {data.licenses.map((license) => (
            <LicenseRow key={license.id} license={license} email={email} />
          ))}
        </ul>
      )}
      {data && !hasFreeKey ? (
        <button
          type="button"
          disabled={claim.isPending}
          onClick={claimFree}
          className={buttonClass({ size: 'sm' }, 'mt-4')}
        >
          {t('licenses.getFree')}
        </button>
      ) : null}
    </section>
  );
}
