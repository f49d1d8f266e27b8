import type { AbuseSeverity } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';

const tone: Record<AbuseSeverity, string> = {
  low: 'bg-surface-strong text-fg',
  medium: 'bg-notice text-notice-fg',
  high: 'border border-danger text-fg',
  critical: 'bg-danger text-danger-fg',
};

/** A report's severity as a pill; the word carries it, the colour only repeats it. */
export function SeverityBadge({ severity }: { severity: AbuseSeverity }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone[severity]}`}>
      {t(`admin.severity.${severity}`)}
    </span>
  );
}
