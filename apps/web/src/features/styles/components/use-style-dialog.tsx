import { canUse, type PlanId, type StyleCard } from '@guildsmith/core';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths.ts';
import { buttonClass } from '@/components/ui/button-styles.ts';

interface UseStyleDialogProps {
  card: StyleCard | null;
  /** Null while signed out. */
  userPlan: PlanId | null;
  onClose: () => void;
}

/** Explains the next step for this visitor: sign in, upgrade, or activate a key with this style. */
export function UseStyleDialog({ card, userPlan, onClose }: UseStyleDialogProps) {
  const { t } = useTranslation();
  const usable = card && userPlan ? canUse(userPlan, card.requiredPlan) : false;
  return (
    <Dialog.Root open={card !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-canvas p-6 shadow-2xl">
          <Dialog.Title className="pr-8 text-xl font-bold">{card?.name}</Dialog.Title>
          {card === null ? null : userPlan === null ? (
            <>
              <Dialog.Description className="mt-2 text-fg-muted">
                {t('styles.useSignIn')}
              </Dialog.Description>
              <Link
                to={`${paths.login}?returnTo=${encodeURIComponent(paths.styles)}`}
                className={buttonClass({}, 'mt-4')}
              >
                {t('nav.login')}
              </Link>
            </>
          ) : usable ? (
            <>
              <Dialog.Description className="mt-2 text-fg-muted">
                {t('styles.useActivate')}
              </Dialog.Description>
              <code className="mt-3 block rounded-lg bg-surface p-3 font-mono text-sm break-all">
                /activate key:TPL-… style:{card.id}
              </code>
            </>
          ) : (
            <>
              <Dialog.Description className="mt-2 text-fg-muted">
                {t('styles.requires', { plan: t(`plans.${card.requiredPlan}`) })}
              </Dialog.Description>
              <Link to={paths.pricing} className={buttonClass({}, 'mt-4')}>
                {t('styles.seePlans')}
              </Link>
            </>
          )}
          <Dialog.Close
            aria-label={t('styles.close')}
            className="absolute top-4 right-4 rounded p-1 text-fg-muted hover:text-fg"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
