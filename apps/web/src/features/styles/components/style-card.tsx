import { canUse, type PlanId, type StyleCard } from '@guildsmith/core';
import { Eye, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { StyleShapeView } from './style-shape.tsx';

interface StyleCardViewProps {
  card: StyleCard;
  userPlan: PlanId;
  onPreview: (id: string) => void;
  onUse: (card: StyleCard) => void;
}

/** One gallery card: plan badge, description, the style's shape, and the gated actions. */
export function StyleCardView({ card, userPlan, onPreview, onUse }: StyleCardViewProps) {
  const { t } = useTranslation();
  const usable = canUse(userPlan, card.requiredPlan);
  return (
    <article
      className="flex min-w-0 flex-col rounded-2xl border border-border bg-surface p-5"
      aria-labelledby={`style-${card.id}`}
    >
      <div className="flex items-start justify-between gap-2">
        {/* Long compound names ("Prüfungsvorbereitung") hyphenate rather than push out the badge. */}
        <h2
          id={`style-${card.id}`}
          className="min-w-0 text-lg font-semibold break-words hyphens-auto"
        >
          {card.name}
        </h2>
        <span className="shrink-0 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-text">
          {t(`plans.${card.requiredPlan}`)}
        </span>
      </div>
      <p className="mt-2 flex-1 text-sm text-fg-muted">{card.description}</p>
      <p className="mt-2 text-xs font-medium text-accent-text">
        {t(`styles.categories.${card.category}`)}
      </p>
      <StyleShapeView shape={card.shape} roles={card.roleCount} />
      {usable ? null : (
        <p className="mt-2 flex items-center gap-1 text-xs font-medium text-fg-muted">
          <Lock aria-hidden="true" className="size-3.5" />
          {t('styles.requires', { plan: t(`plans.${card.requiredPlan}`) })}
        </p>
      )}
      {/* Equal halves whose labels wrap; when a word of one cannot fit beside the other, they stack. */}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => onPreview(card.id)}
          className={buttonClass({ variant: 'secondary', size: 'sm' }, 'flex-1')}
          aria-label={t('styles.previewNamed', { name: card.name })}
        >
          <Eye aria-hidden="true" className="size-4" />
          {t('styles.preview')}
        </button>
        <button
          type="button"
          onClick={() => onUse(card)}
          className={buttonClass(
            { variant: usable ? 'primary' : 'secondary', size: 'sm' },
            'flex-1',
          )}
        >
          {usable ? t('styles.useStyle') : t('styles.upgradeToUse')}
        </button>
      </div>
    </article>
  );
}

export function StyleCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="h-64 animate-pulse rounded-2xl border border-border bg-surface p-5"
    >
      <div className="h-5 w-2/3 rounded bg-surface-strong" />
      <div className="mt-4 h-3 w-full rounded bg-surface-strong" />
      <div className="mt-2 h-3 w-5/6 rounded bg-surface-strong" />
      <div className="mt-6 flex gap-2">
        <div className="h-5 w-16 rounded bg-surface-strong" />
        <div className="h-5 w-12 rounded bg-surface-strong" />
      </div>
    </div>
  );
}
