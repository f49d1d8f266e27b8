import type { License } from '@guildsmith/core';
import { Loader2, Mail, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { Modal } from '@/components/ui/modal.tsx';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { cn } from '@/lib/cn.ts';
import { ApiError } from '@/lib/request.ts';
import { useReplaceLicense } from '../api/replace-license.ts';
import { useResendLicense } from '../api/resend-license.ts';

function useFailureToast() {
  const { t } = useTranslation();
  return (error: Error) =>
    toast({
      title: t('licenses.failedTitle'),
      description:
        error instanceof ApiError && error.serverMessage ? error.serverMessage : t('common.error'),
      variant: 'destructive',
    });
}

/**
 * One key: masked, with plan, status (and why a revoked key stopped working),
 * the server it is bound to, and what can be done with it. Resend e-mails the
 * same key again; Replace revokes it for a new one, so it asks first.
 */
export function LicenseRow({ license, email }: { license: License; email: string | null }) {
  const { t } = useTranslation();
  const resend = useResendLicense();
  const replace = useReplaceLicense();
  const failed = useFailureToast();
  const [confirming, setConfirming] = useState(false);
  const busy = resend.isPending || replace.isPending;
  const canReplace = license.status === 'issued';
  const status =
    license.status === 'revoked' && license.revokedReason
      ? t(`licenses.revokedBecause.${license.revokedReason}`)
      : t(`licenses.status.${license.status}`);

  const sendAgain = () =>
    resend.mutate(license.id, {
      onSuccess: () =>
        toast({
          title: t('licenses.resentTitle'),
          description: email ? t('licenses.resentText', { email }) : t('licenses.sentText'),
        }),
      onError: failed,
    });
  const replaceKey = () => {
    setConfirming(false);
    replace.mutate(license.id, {
      onSuccess: () =>
        toast({
          title: t('licenses.replacedTitle'),
          description: email ? t('licenses.replacedText', { email }) : t('licenses.sentText'),
        }),
      onError: failed,
    });
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
      <div className="min-w-0">
        <p
          className={cn('font-mono', license.status === 'revoked' && 'text-fg-muted line-through')}
        >
          {license.maskedKey}
        </p>
        <p className="text-fg-muted">
          {t(`plans.${license.plan}`)} · {status}
          {license.serverId ? ` · ${t('licenses.server', { id: license.serverId })}` : ''}
        </p>
      </div>
      {license.resendable || canReplace ? (
        <div className="flex flex-wrap gap-2">
          {license.resendable ? (
            <button
              type="button"
              disabled={busy}
              aria-busy={resend.isPending}
              onClick={sendAgain}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              {resend.isPending ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Mail aria-hidden="true" className="size-4" />
              )}
              {t('licenses.resend')}
            </button>
          ) : null}
          {canReplace ? (
            <button
              type="button"
              disabled={busy}
              aria-busy={replace.isPending}
              onClick={() => setConfirming(true)}
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
            >
              {replace.isPending ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <RefreshCw aria-hidden="true" className="size-4" />
              )}
              {t('licenses.replace')}
            </button>
          ) : null}
        </div>
      ) : null}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('licenses.replaceTitle', { key: license.maskedKey })}
        description={t('licenses.replaceText')}
        showDescription
        closeLabel={t('styles.close')}
        className="w-[min(32rem,calc(100vw-2rem))]"
      >
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => setConfirming(false)}
            className={buttonClass({ variant: 'secondary' })}
          >
            {t('licenses.cancel')}
          </button>
          <button type="button" onClick={replaceKey} className={buttonClass()}>
            {t('licenses.confirmReplace')}
          </button>
        </div>
      </Modal>
    </li>
  );
}
