import {
  canUse,
  type License,
  type PlanId,
  type RegisteredServer,
  type StyleCard,
} from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { Modal } from '@/components/ui/modal.tsx';
import { paths } from '@/config/paths.ts';
import { CopyCommand } from './copy-command.tsx';

/** The signed-in user's registered servers and license keys, as far as this dialog needs them. */
export interface StyleOwnership {
  servers: readonly Pick<RegisteredServer, 'serverName' | 'plan' | 'status'>[];
  licenses: readonly Pick<License, 'maskedKey' | 'plan' | 'status'>[];
}

interface UseStyleDialogProps {
  card: StyleCard | null;
  /** Null while signed out. */
  userPlan: PlanId | null;
  /** Read only for a signed-in user whose plan can use the style. */
  ownership: StyleOwnership | 'loading' | 'error';
  onClose: () => void;
}

/**
 * Where this user can build the style: servers where Guildsmith is already
 * active on a plan that has it (`/setup` there, since `/activate` would refuse
 * a second key), and their first unused key that unlocks it (for a new server).
 */
function placesFor(card: StyleCard, ownership: StyleOwnership) {
  return {
    servers: ownership.servers
      .filter((server) => server.status === 'active' && canUse(server.plan, card.requiredPlan))
      .map((server) => server.serverName),
    unusedKey: ownership.licenses.find(
      (license) => license.status === 'issued' && canUse(license.plan, card.requiredPlan),
    ),
  };
}

function UseSteps({ card, ownership }: { card: StyleCard; ownership: StyleOwnership }) {
  const { t, i18n } = useTranslation();
  const { servers, unusedKey } = placesFor(card, ownership);
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(servers);
  return (
    <div className="mt-4 space-y-4 text-sm">
      {servers.length > 0 ? (
        <section className="space-y-2">
          <p>
            {t('styles.useSetup', {
              servers: names,
              style: card.name,
              category: t(`styles.categories.${card.category}`),
            })}
          </p>
          <CopyCommand command="/setup" />
        </section>
      ) : null}
      {unusedKey ? (
        <section className="space-y-2">
          <p>{t('styles.useActivateKey', { plan: t(`plans.${unusedKey.plan}`) })}</p>
          <code className="block rounded-lg bg-surface p-3 font-mono break-all">
            /activate key:{unusedKey.maskedKey} style:{card.id}
          </code>
          <p className="text-fg-muted">
            {t('styles.useKeyWhere')}{' '}
            <Link to={paths.dashboard} className="font-semibold text-accent-text underline">
              {t('styles.yourKeys')}
            </Link>
          </p>
        </section>
      ) : null}
      {servers.length === 0 && !unusedKey ? (
        <section className="space-y-3">
          <p>{t('styles.useNoKey')}</p>
          <div className="flex flex-wrap gap-2">
            <Link to={paths.pricing} className={buttonClass({ size: 'sm' })}>
              {t('styles.seePlans')}
            </Link>
            <Link
              to={paths.dashboard}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              {t('styles.yourKeys')}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** Explains the next step for this visitor: sign in, upgrade, or where and how to build the style. */
export function UseStyleDialog({ card, userPlan, ownership, onClose }: UseStyleDialogProps) {
  const { t } = useTranslation();
  const step = !card
    ? null
    : userPlan === null
      ? 'signIn'
      : canUse(userPlan, card.requiredPlan)
        ? 'use'
        : 'upgrade';
  const description =
    step === 'signIn'
      ? t('styles.useSignIn')
      : step === 'use' && card
        ? t('styles.useIntro', { style: card.name })
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
      className="w-[min(92vw,32rem)]"
    >
      {step === 'signIn' ? (
        <Link
          to={`${paths.login}?returnTo=${encodeURIComponent(paths.styles)}`}
          className={buttonClass({}, 'mt-4')}
        >
          {t('nav.login')}
        </Link>
      ) : step === 'use' && card ? (
        ownership === 'loading' ? (
          <p role="status" className="mt-4 text-sm text-fg-muted">
            {t('common.loading')}
          </p>
        ) : ownership === 'error' ? (
          <p role="alert" className="mt-4 text-sm">
            {t('styles.useLoadError')}
          </p>
        ) : (
          <UseSteps card={card} ownership={ownership} />
        )
      ) : step === 'upgrade' ? (
        <Link to={paths.pricing} className={buttonClass({}, 'mt-4')}>
          {t('styles.seePlans')}
        </Link>
      ) : null}
    </Modal>
  );
}
