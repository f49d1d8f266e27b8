import { toCents } from './money.ts';
import { getPlan } from './plans.ts';

/** Ultimate passes last 30 days; a year of them is twelve purchases. */
const PASSES_PER_YEAR = 12;

/**
 * The Lifetime card's "Save over $200 versus Ultimate": a round figure the
 * card states only while the computed saving stays above it.
 */
export const LIFETIME_SAVINGS_CLAIM_USD = 200;

export interface LifetimeSavings {
  /** Twelve Ultimate passes, in USD. */
  ultimateYear: number;
  lifetime: number;
  /** What Lifetime saves against a year of Ultimate; 0 when it saves nothing. */
  savings: number;
  /** The round saving the Lifetime card may claim; null when the saving does not exceed it. */
  claim: number | null;
}

/** Lifetime against a year of Ultimate, computed in cents from the catalogue's prices. */
export function lifetimeSavings(): LifetimeSavings {
  const ultimateYearCents = toCents(getPlan('ultimate').price) * PASSES_PER_YEAR;
  const lifetimeCents = toCents(getPlan('lifetime').price);
  const savingsCents = Math.max(0, ultimateYearCents - lifetimeCents);
  return {
    ultimateYear: ultimateYearCents / 100,
    lifetime: lifetimeCents / 100,
    savings: savingsCents / 100,
    claim: savingsCents > toCents(LIFETIME_SAVINGS_CLAIM_USD) ? LIFETIME_SAVINGS_CLAIM_USD : null,
  };
}
