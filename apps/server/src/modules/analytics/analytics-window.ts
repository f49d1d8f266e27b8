import { ANALYTICS_RANGE_DAYS, type AnalyticsRange } from '@guildsmith/core';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants a range covers: from midnight UTC of its first day up to now. */
export interface AnalyticsWindow {
  from: Date;
  to: Date;
  /** Every UTC day of the window as `YYYY-MM-DD`, oldest first. */
  days: string[];
}

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export function analyticsWindow(range: AnalyticsRange, now: Date): AnalyticsWindow {
  const count = ANALYTICS_RANGE_DAYS[range];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (count - 1) * DAY_MS);
  const days = Array.from({ length: count }, (_, index) =>
    utcDay(new Date(from.getTime() + index * DAY_MS)),
  );
  return { from, to: now, days };
}
