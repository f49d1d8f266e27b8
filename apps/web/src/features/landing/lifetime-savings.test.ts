import { PLANS } from '@guildsmith/core';
import { describe, expect, it } from 'vitest';
import { lifetimeSavings } from './lifetime-savings.ts';

describe('lifetimeSavings', () => {
  it('compares Lifetime with twelve 30-day Ultimate passes at catalogue prices', () => {
    const ultimate = PLANS.find((plan) => plan.id === 'ultimate');
    const lifetime = PLANS.find((plan) => plan.id === 'lifetime');
    expect(ultimate?.accessDays).toBe(30);
    expect(lifetime?.accessDays).toBeNull();
    expect(lifetimeSavings()).toEqual({ ultimateYear: 479.88, lifetime: 59.99, savings: 419.89 });
  });
});
