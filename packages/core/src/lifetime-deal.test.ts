import { describe, expect, it } from 'vitest';
import { LIFETIME_SAVINGS_CLAIM_USD, lifetimeSavings } from './lifetime-deal.ts';
import { getPlan } from './plans.ts';

describe('lifetimeSavings', () => {
  it('compares Lifetime with twelve 30-day Ultimate passes at catalogue prices', () => {
    expect(getPlan('ultimate').accessDays).toBe(30);
    expect(getPlan('lifetime').accessDays).toBeNull();
    expect(lifetimeSavings()).toEqual({
      ultimateYear: 479.88,
      lifetime: 59.99,
      savings: 419.89,
      claim: 200,
    });
  });

  it('claims the round saving only while the computed saving exceeds it', () => {
    const { savings, claim } = lifetimeSavings();
    expect(LIFETIME_SAVINGS_CLAIM_USD).toBe(200);
    expect(claim === null || savings > claim).toBe(true);
  });
});
