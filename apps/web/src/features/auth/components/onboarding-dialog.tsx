import type { User } from '@guildsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Palette, PlugZap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { Modal } from '@/components/ui/modal.tsx';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { paths } from '@/config/paths.ts';
import { apiPaths } from '@/lib/api-paths.ts';
import { usePublicConfig } from '@/lib/public-config.ts';
import { completeOnboarding } from '../api/complete-onboarding.ts';

const STEPS = ['connect', 'invite', 'style'] as const;

/** First-login dialog: three steps; Skip, close and the last step complete it. */
export function OnboardingDialog({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: config } = usePublicConfig();
  const [step, setStep] = useState(0);
  const [open, setOpen] = useState(!user.onboardingCompleted);

  const finish = async (then?: () => void) => {
    try {
      const { user: updated } = await completeOnboarding();
      queryClient.setQueryData([apiPaths.auth.user], updated);
      setOpen(false);
      toast({ title: t('onboarding.doneTitle'), description: t('onboarding.doneText') });
      then?.();
    } catch {
      toast({ title: t('onboarding.failed'), variant: 'destructive' });
    }
  };

  const current = STEPS[step] ?? 'connect';
  const percent = Math.round(((step + 1) / STEPS.length) * 100);
  const isLast = step === STEPS.length - 1;

  return (
    <Modal
      open={open}
      onClose={() => void finish()}
      title={t('onboarding.title')}
      description={t('onboarding.stepOf', { current: step + 1, total: STEPS.length })}
      showDescription
      closeLabel={t('onboarding.close')}
      className="w-[min(92vw,28rem)]"
    >
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('onboarding.progress', { percent })}
        className="mt-3 h-2 overflow-hidden rounded-full bg-surface-strong"
      >
        <div className="h-full bg-accent transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-right text-xs text-fg-muted">
        {t('onboarding.progress', { percent })}
      </p>
      <div className="mt-4 flex gap-3 rounded-xl bg-surface p-4">
        {current === 'connect' ? (
          <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-green-600" />
        ) : null}
        {current === 'invite' ? (
          <PlugZap aria-hidden="true" className="size-6 shrink-0 text-accent-text" />
        ) : null}
        {current === 'style' ? (
          <Palette aria-hidden="true" className="size-6 shrink-0 text-accent-text" />
        ) : null}
        <div>
          <h3 className="font-semibold">{t(`onboarding.${current}Title`)}</h3>
          <p className="text-sm text-fg-muted">{t(`onboarding.${current}Text`)}</p>
          {current === 'invite' && config ? (
            <a
              href={config.botInviteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ variant: 'secondary', size: 'sm' }, 'mt-3')}
            >
              {t('onboarding.inviteBot')}
            </a>
          ) : null}
        </div>
      </div>
      <div className="mt-6 flex justify-between gap-2">
        <button
          type="button"
          className={buttonClass({ variant: 'ghost' })}
          onClick={() => void finish()}
        >
          {t('onboarding.skip')}
        </button>
        <button
          type="button"
          className={buttonClass()}
          onClick={() => (isLast ? void finish(() => navigate(paths.styles)) : setStep(step + 1))}
        >
          {isLast ? t('onboarding.chooseStyle') : t('onboarding.next')}
        </button>
      </div>
    </Modal>
  );
}
