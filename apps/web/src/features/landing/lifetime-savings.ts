import { getPlan, toCents } from '@guildsmith/core';

/** Ultimate passes last 30 days; a year of them is twelve purchases. */
const PASSES_PER_YEAR = 12;

export interface LifetimeSavings {
  /** Twelve Ultimate passes, in USD. */
  ultimateYear: number;
  lifetime: number;
  /** What Lifetime saves against a year of Ultimate; 0 when it saves nothing. */
  savings: number;
}

/**
 * The lifetime card's savings claim; the landing states one only as computed
 * here from the catalogue's prices, in cents.
 */
export function lifetimeSavings(): LifetimeSavings {
  const ultimateYearCents = toCents(getPlan('ultimate').price) * PASSES_PER_YEAR;
  const lifetimeCents = toCents(getPlan('lifetime').price);
  return {
    ultimateYear: ultimateYearCents / 100,
    lifetime: lifetimeCents / 100,
    savings: Math.max(0, ultimateYearCents - lifetimeCents) / 100,
  };
}
