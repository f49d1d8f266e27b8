import { describe, expect, it } from 'vitest';
import {
  canUse,
  effectivePlan,
  getPlan,
  isPlanId,
  nextPlan,
  PLAN_FEATURE_KEYS,
  PLAN_FEATURE_LABELS_EN,
  PLAN_IDS,
  PLANS,
  type PlanFeatureKey,
  type PlanId,
  planAfterPurchase,
  planRank,
  type SupportLevel,
} from './plans.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * DAY);

const includedKeys = (id: PlanId) =>
  getPlan(id)
    .features.filter((feature) => feature.included)
    .map((feature) => feature.key);

describe('plan catalogue', () => {
  it('holds the five plans with their prices and limits', () => {
    expect(
      PLANS.map((plan) => [
        plan.id,
        plan.name,
        plan.price,
        plan.period,
        plan.channelLimit,
        plan.questionCount,
        plan.questionRange,
        plan.accessDays,
      ]),
    ).toEqual([
      ['free', 'Free', 0, 'forever', 10, 20, '20', null],
      ['starter', 'Starter', 4.99, 'month', 25, 30, '20-30', 30],
      ['premium', 'Premium', 19.99, 'month', 40, 50, '40-50', 30],
      ['ultimate', 'Ultimate', 39.99, 'month', 50, 60, '60', 30],
      ['lifetime', 'Shining Lifetime', 59.99, 'one-time', 75, 75, '75', null],
    ]);
    expect(PLANS.map((plan) => plan.id)).toEqual([...PLAN_IDS]);
  });

  it('marks premium popular and lifetime special with its struck-through list price', () => {
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['premium']);
    expect(PLANS.filter((plan) => plan.special).map((plan) => plan.id)).toEqual(['lifetime']);
    expect(PLANS.filter((plan) => plan.listPrice !== null).map((plan) => plan.listPrice)).toEqual([
      199.99,
    ]);
  });

  it('gives every plan its own colour', () => {
    expect(new Set(PLANS.map((plan) => plan.color)).size).toBe(PLANS.length);
  });

  it('lists the included features of each plan', () => {
    expect(includedKeys('free')).toEqual(['accountSignIn', 'basicTemplates', 'communitySupport']);
    expect(includedKeys('starter')).toEqual([
      ...includedKeys('free'),
      'advancedConfiguration',
      'emailSupport',
    ]);
    expect(includedKeys('premium')).toEqual([
      ...includedKeys('starter'),
      'verificationSystems',
      'ticketingSystem',
      'prioritySupport',
    ]);
    expect(includedKeys('ultimate')).toEqual([
      'allPremiumFeatures',
      'advancedSecurity',
      'support247',
    ]);
    expect(includedKeys('lifetime')).toEqual([
      'allTemplates',
      'lifetimeAccess',
      'prioritySupport',
      'noMonthlyFees',
    ]);
  });

  it('shows as not included only what the next plan adds', () => {
    for (const plan of PLANS) {
      const missing = plan.features.filter((feature) => !feature.included).map((f) => f.key);
      const next = nextPlan(plan.id);
      const nextIncludes: PlanFeatureKey[] = next ? includedKeys(next) : [];
      expect(missing.every((key) => nextIncludes.includes(key))).toBe(true);
      expect(missing.some((key) => includedKeys(plan.id).includes(key))).toBe(false);
    }
    expect(getPlan('free').features).toContainEqual({ key: 'emailSupport', included: false });
    expect(getPlan('lifetime').features.every((feature) => feature.included)).toBe(true);
  });

  it("includes the feature that names each plan's support level", () => {
    const supportFeature: Record<SupportLevel, PlanFeatureKey> = {
      community: 'communitySupport',
      email: 'emailSupport',
      priority: 'prioritySupport',
      '24/7': 'support247',
    };
    expect(PLANS.map((plan) => plan.support)).toEqual([
      'community',
      'email',
      'priority',
      '24/7',
      'priority',
    ]);
    for (const plan of PLANS) expect(includedKeys(plan.id)).toContain(supportFeature[plan.support]);
  });

  it('has an English label for every feature key', () => {
    expect(Object.keys(PLAN_FEATURE_LABELS_EN).sort()).toEqual([...PLAN_FEATURE_KEYS].sort());
    expect(PLAN_FEATURE_LABELS_EN.support247).toBe('24/7 support');
  });
});

describe('plan ranks', () => {
  it('ranks free 0 to lifetime 4 and steps to the next plan', () => {
    expect(PLAN_IDS.map(planRank)).toEqual([0, 1, 2, 3, 4]);
    expect(PLAN_IDS.map(nextPlan)).toEqual(['starter', 'premium', 'ultimate', 'lifetime', null]);
  });

  it('lets a plan use exactly the styles of its rank and below', () => {
    const matrix = PLAN_IDS.map((userPlan) =>
      PLAN_IDS.map((requiredPlan) => (canUse(userPlan, requiredPlan) ? 1 : 0)),
    );
    expect(matrix).toEqual([
      [1, 0, 0, 0, 0],
      [1, 1, 0, 0, 0],
      [1, 1, 1, 0, 0],
      [1, 1, 1, 1, 0],
      [1, 1, 1, 1, 1],
    ]);
  });

  it('recognises plan ids only', () => {
    expect(PLAN_IDS.every(isPlanId)).toBe(true);
    for (const value of ['gold', 'Premium', '', undefined, null, 2, {}]) {
      expect(isPlanId(value)).toBe(false);
    }
  });
});

describe('effective plan', () => {
  it('keeps a timed plan until it expires, then falls back to free', () => {
    expect(effectivePlan({ plan: 'premium', planExpiresAt: inDays(1) }, now)).toBe('premium');
    expect(effectivePlan({ plan: 'premium', planExpiresAt: inDays(-1) }, now)).toBe('free');
    expect(effectivePlan({ plan: 'starter', planExpiresAt: now }, now)).toBe('free');
  });

  it('never lets free or lifetime lapse', () => {
    expect(effectivePlan({ plan: 'lifetime', planExpiresAt: null }, now)).toBe('lifetime');
    expect(effectivePlan({ plan: 'lifetime', planExpiresAt: inDays(-400) }, now)).toBe('lifetime');
    expect(effectivePlan({ plan: 'free', planExpiresAt: null }, now)).toBe('free');
  });

  it('treats a timed plan without an expiry as expired', () => {
    expect(effectivePlan({ plan: 'ultimate', planExpiresAt: null }, now)).toBe('free');
  });

  it('uses the current time by default', () => {
    const later = new Date(Date.now() + DAY);
    expect(effectivePlan({ plan: 'starter', planExpiresAt: later })).toBe('starter');
    expect(effectivePlan({ plan: 'starter', planExpiresAt: new Date(Date.now() - DAY) })).toBe(
      'free',
    );
  });
});

describe('plan after a purchase', () => {
  it('upgrades at once for 30 days', () => {
    expect(planAfterPurchase({ plan: 'free', planExpiresAt: null }, 'premium', now)).toEqual({
      plan: 'premium',
      planExpiresAt: inDays(30),
    });
    expect(
      planAfterPurchase({ plan: 'starter', planExpiresAt: inDays(25) }, 'ultimate', now),
    ).toEqual({
      plan: 'ultimate',
      planExpiresAt: inDays(30),
    });
  });

  it('extends the same plan from its current expiry', () => {
    expect(
      planAfterPurchase({ plan: 'starter', planExpiresAt: inDays(10) }, 'starter', now),
    ).toEqual({ plan: 'starter', planExpiresAt: inDays(40) });
  });

  it('restarts an expired plan from now', () => {
    expect(
      planAfterPurchase({ plan: 'starter', planExpiresAt: inDays(-5) }, 'starter', now),
    ).toEqual({ plan: 'starter', planExpiresAt: inDays(30) });
  });

  it('lets a lower plan bought over an expired higher one take effect', () => {
    expect(
      planAfterPurchase({ plan: 'ultimate', planExpiresAt: inDays(-1) }, 'starter', now),
    ).toEqual({ plan: 'starter', planExpiresAt: inDays(30) });
  });

  it('keeps a higher plan in force when a lower one is bought', () => {
    const ultimate = { plan: 'ultimate' as const, planExpiresAt: inDays(12) };
    expect(planAfterPurchase(ultimate, 'starter', now)).toEqual(ultimate);
    const lifetime = { plan: 'lifetime' as const, planExpiresAt: null };
    expect(planAfterPurchase(lifetime, 'ultimate', now)).toEqual(lifetime);
    expect(planAfterPurchase(lifetime, 'lifetime', now)).toEqual(lifetime);
  });

  it('makes lifetime permanent', () => {
    expect(
      planAfterPurchase({ plan: 'premium', planExpiresAt: inDays(3) }, 'lifetime', now),
    ).toEqual({
      plan: 'lifetime',
      planExpiresAt: null,
    });
  });

  it('changes nothing for a free licence', () => {
    const premium = { plan: 'premium' as const, planExpiresAt: inDays(3) };
    expect(planAfterPurchase(premium, 'free', now)).toEqual(premium);
    const lapsed = { plan: 'starter' as const, planExpiresAt: inDays(-3) };
    expect(planAfterPurchase(lapsed, 'free', now)).toEqual(lapsed);
  });
});
