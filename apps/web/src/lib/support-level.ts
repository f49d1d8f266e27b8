import type { Plan } from '@guildsmith/core';

/** The translation key naming a plan's support level, the same on every screen. */
export function supportLevelKey(support: Plan['support']) {
  return `dashboard.supportLevels.${support === '24/7' ? 'allDay' : support}` as const;
}
