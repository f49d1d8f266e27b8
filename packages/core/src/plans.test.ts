import { describe, expect, it } from 'vitest';
import {
  canUse,
  effectivePlan,
  getPlan,
  installments,
  isPlanId,
  nextPlan,
  PLAN_IDS,
  PLANS,
  planAfterPurchase,
  planRank,
  toCents,
} from './plans.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * DAY);

describe('plan catalogue', () => {
  it('holds the five plans of the spec with their prices and limits', () => {
    expect(
      PLANS.map((plan) => [plan.id, plan.price, plan.channelLimit, plan.questionCount]),
    ).toEqual([
      ['free', 0, 10, 20],
      ['starter', 4.99, 25, 30],
      ['premium', 19.99, 40, 50],
      ['ultimate', 39.99, 50, 60],
      ['lifetime', 59.99, 75, 75],
    ]);
    expect(getPlan('lifetime')).toMatchObject({
      listPrice: 199.99,
      special: true,
      period: 'one-time',
    });
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['premium']);
  });

  it('ranks plans and gates styles by rank', () => {
    expect(PLAN_IDS.map(planRank)).toEqual([0, 1, 2, 3, 4]);
    expect(canUse('free', 'free')).toBe(true);
    expect(canUse('free', 'starter')).toBe(false);
    expect(canUse('premium', 'starter')).toBe(true);
    expect(canUse('ultimate', 'lifetime')).toBe(false);
    expect(canUse('lifetime', 'ultimate')).toBe(true);
    expect(nextPlan('ultimate')).toBe('lifetime');
    expect(nextPlan('lifetime')).toBeNull();
  });

  it('recognises plan ids only', () => {
    expect(isPlanId('premium')).toBe(true);
    expect(isPlanId('gold')).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });

  it('lists each plan feature with an included flag', () => {
    const premium = getPlan('premium').features;
    expect(premium).toContainEqual({ key: 'ticketingSystem', included: true });
    expect(getPlan('free').features).toContainEqual({ key: 'emailSupport', included: false });
  });
});

describe('effective plan', () => {
  it('keeps a plan until it expires, then falls back to free', () => {
    expect(effectivePlan({ plan: 'premium', planExpiresAt: inDays(1) }, now)).toBe('premium');
    expect(effectivePlan({ plan: 'premium', planExpiresAt: inDays(-1) }, now)).toBe('free');
    expect(effectivePlan({ plan: 'lifetime', planExpiresAt: null }, now)).toBe('lifetime');
  });
});

describe('plan after a purchase', () => {
  it('upgrades at once for 30 days', () => {
    expect(planAfterPurchase({ plan: 'free', planExpiresAt: null }, 'premium', now)).toEqual({
      plan: 'premium',
      planExpiresAt: inDays(30),
    });
  });

  it('extends the same plan from its current expiry', () => {
    expect(
      planAfterPurchase({ plan: 'starter', planExpiresAt: inDays(10) }, 'starter', now),
    ).toEqual({
      plan: 'starter',
      planExpiresAt: inDays(40),
    });
  });

  it('restarts an expired plan from now', () => {
    expect(
      planAfterPurchase({ plan: 'starter', planExpiresAt: inDays(-5) }, 'starter', now),
    ).toEqual({
      plan: 'starter',
      planExpiresAt: inDays(30),
    });
  });

  it('keeps a higher plan when a lower one is bought', () => {
    const holding = { plan: 'ultimate' as const, planExpiresAt: inDays(12) };
    expect(planAfterPurchase(holding, 'starter', now)).toEqual(holding);
  });

  it('makes lifetime permanent', () => {
    expect(
      planAfterPurchase({ plan: 'premium', planExpiresAt: inDays(3) }, 'lifetime', now),
    ).toEqual({
      plan: 'lifetime',
      planExpiresAt: null,
    });
  });
});

describe('money', () => {
  it('splits every price into four instalments that sum exactly', () => {
    for (const plan of PLANS) {
      const parts = installments(plan.price);
      expect(parts.map((part) => part.dueInDays)).toEqual([0, 14, 28, 42]);
      expect(parts.reduce((sum, part) => sum + toCents(part.amount), 0)).toBe(toCents(plan.price));
    }
    expect(installments(19.99).map((part) => part.amount)).toEqual([5.02, 4.99, 4.99, 4.99]);
  });
});
