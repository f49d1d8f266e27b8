import { canUse, type PlanId, type StyleCard } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { Modal } from '@/components/ui/modal.tsx';
import { paths } from '@/config/paths.ts';

interface UseStyleDialogProps {
  card: StyleCard | null;
  /** Null while signed out. */
  userPlan: PlanId | null;
  onClose: () => void;
}

/** Explains the next step for this visitor: sign in, upgrade, or activate a key with this style. */
export function UseStyleDialog({ card, userPlan, onClose }: UseStyleDialogProps) {
  const { t } = useTranslation();
  const step = !card
    ? null
    : userPlan === null
      ? 'signIn'
      : canUse(userPlan, card.requiredPlan)
        ? 'activate'
        : 'upgrade';
  const description =
    step === 'signIn'
      ? t('styles.useSignIn')
      : step === 'activate'
        ? t('styles.useActivate')
        : card
          ? t('styles.requires', { plan: t(`plans.${card.requiredPlan}`) })
          : '';
  return (
    <Modal
      open={card !== null}
      onClose={onClose}
      title={card?.name}
      description={description}
      showDescription
      closeLabel={t('styles.close')}
      className="w-[min(92vw,30rem)]"
    >
      {step === 'signIn' ? (
        <Link
          to={`${paths.login}?returnTo=${encodeURIComponent(paths.styles)}`}
          className={buttonClass({}, 'mt-4')}
        >
          {t('nav.login')}
        </Link>
      ) : step === 'activate' && card ? (
        <code className="mt-3 block rounded-lg bg-surface p-3 font-mono text-sm break-all">
          /activate key:TPL-… style:{card.id}
        </code>
      ) : step === 'upgrade' ? (
        <Link to={paths.pricing} className={buttonClass({}, 'mt-4')}>
          {t('styles.seePlans')}
        </Link>
      ) : null}
    </Modal>
  );
}
