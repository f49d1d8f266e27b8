import type { PlanId } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';

/** A plan's name as a small pill: the account menu, the dashboard, pricing and server cards. */
export function PlanBadge({ plan }: { plan: PlanId }) {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-text">
      {t(`plans.${plan}`)}
    </span>
  );
}
