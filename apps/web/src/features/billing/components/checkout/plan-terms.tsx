import type { Plan } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';

/** "One-time payment · N days of access" (or forever), as the summary and the e-mail gate say it. */
export function PlanTerms({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-fg-muted">
      {t('checkout.oneTime')} ·{' '}
      {plan.accessDays === null
        ? t('checkout.accessForever')
        : t('checkout.accessDays', { count: plan.accessDays })}
    </p>
  );
}
