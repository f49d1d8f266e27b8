/**
 * The plan catalogue (spec section 9, DESIGN section 2): the single source of
 * truth for ids, prices, limits and features. Screens, checkout, e-mails and
 * the bot all derive from it.
 */

export const PLAN_IDS = ['free', 'starter', 'premium', 'ultimate', 'lifetime'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type PlanPeriod = 'forever' | 'month' | 'one-time';
export type SupportLevel = 'community' | 'email' | 'priority' | '24/7';

export const PLAN_FEATURE_KEYS = [
  'accountSignIn',
  'basicTemplates',
  'communitySupport',
  'advancedConfiguration',
  'emailSupport',
  'verificationSystems',
  'ticketingSystem',
  'prioritySupport',
  'allPremiumFeatures',
  'advancedSecurity',
  'support247',
  'allTemplates',
  'lifetimeAccess',
  'noMonthlyFees',
] as const;
export type PlanFeatureKey = (typeof PLAN_FEATURE_KEYS)[number];

export interface PlanFeature {
  key: PlanFeatureKey;
  included: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** What checkout charges, in USD. */
  price: number;
  /** Struck-through list price shown next to the price (lifetime only). */
  listPrice: number | null;
  period: PlanPeriod;
  description: string;
  color: string;
  popular: boolean;
  special: boolean;
  /** Setup questions the bot asks (DESIGN section 2). */
  questionCount: number;
  /** How the screens describe the question count (spec section 9). */
  questionRange: string;
  channelLimit: number;
  /** Days of access a purchase grants; null never expires. */
  accessDays: number | null;
  support: SupportLevel;
  features: PlanFeature[];
}

/** Which features each plan's card lists, and which of those it includes. */
const FEATURES: Record<PlanId, { listed: PlanFeatureKey[]; included: PlanFeatureKey[] }> = {
  free: {
    listed: [
      'accountSignIn',
      'basicTemplates',
      'communitySupport',
      'advancedConfiguration',
      'emailSupport',
    ],
    included: ['accountSignIn', 'basicTemplates', 'communitySupport'],
  },
  starter: {
    listed: [
      'accountSignIn',
      'basicTemplates',
      'advancedConfiguration',
      'emailSupport',
      'verificationSystems',
      'ticketingSystem',
    ],
    included: ['accountSignIn', 'basicTemplates', 'advancedConfiguration', 'emailSupport'],
  },
  premium: {
    listed: [
      'advancedConfiguration',
      'verificationSystems',
      'ticketingSystem',
      'prioritySupport',
      'advancedSecurity',
    ],
    included: [
      'advancedConfiguration',
      'verificationSystems',
      'ticketingSystem',
      'prioritySupport',
    ],
  },
  ultimate: {
    listed: ['allPremiumFeatures', 'advancedSecurity', 'support247'],
    included: ['allPremiumFeatures', 'advancedSecurity', 'support247'],
  },
  lifetime: {
    listed: ['allTemplates', 'lifetimeAccess', 'prioritySupport', 'noMonthlyFees'],
    included: ['allTemplates', 'lifetimeAccess', 'prioritySupport', 'noMonthlyFees'],
  },
};

const features = (id: PlanId): PlanFeature[] =>
  FEATURES[id].listed.map((key) => ({ key, included: FEATURES[id].included.includes(key) }));

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    listPrice: null,
    period: 'forever',
    description: 'Try Guildsmith with one ready-made layout.',
    color: '#64748b',
    popular: false,
    special: false,
    questionCount: 20,
    questionRange: '20',
    channelLimit: 10,
    accessDays: null,
    support: 'community',
    features: features('free'),
  },
  {
    id: 'starter',
    name: 'Starter',
    price: 4.99,
    listPrice: null,
    period: 'month',
    description: 'For new communities that want a solid structure fast.',
    color: '#0ea5e9',
    popular: false,
    special: false,
    questionCount: 30,
    questionRange: '20-30',
    channelLimit: 25,
    accessDays: 30,
    support: 'email',
    features: features('starter'),
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 19.99,
    listPrice: null,
    period: 'month',
    description: 'Verification, tickets and richer layouts for growing servers.',
    color: '#5865f2',
    popular: true,
    special: false,
    questionCount: 50,
    questionRange: '40-50',
    channelLimit: 40,
    accessDays: 30,
    support: 'priority',
    features: features('premium'),
  },
  {
    id: 'ultimate',
    name: 'Ultimate',
    price: 39.99,
    listPrice: null,
    period: 'month',
    description: 'Advanced security and the largest layouts for serious communities.',
    color: '#a855f7',
    popular: false,
    special: false,
    questionCount: 60,
    questionRange: '60',
    channelLimit: 50,
    accessDays: 30,
    support: '24/7',
    features: features('ultimate'),
  },
  {
    id: 'lifetime',
    name: 'Shining Lifetime',
    price: 59.99,
    listPrice: 199.99,
    period: 'one-time',
    description: 'Every template, every update, forever. No monthly fees.',
    color: '#f59e0b',
    popular: false,
    special: true,
    questionCount: 75,
    questionRange: '75',
    channelLimit: 75,
    accessDays: null,
    support: 'priority',
    features: features('lifetime'),
  },
];

const PLAN_BY_ID = new Map(PLANS.map((plan) => [plan.id, plan]));

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && PLAN_BY_ID.has(value as PlanId);
}

export function getPlan(id: PlanId): Plan {
  const plan = PLAN_BY_ID.get(id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

/** free 0, starter 1, premium 2, ultimate 3, lifetime 4 (spec section 4). */
export function planRank(id: PlanId): number {
  return PLAN_IDS.indexOf(id);
}

/** A style is usable when the user's plan ranks at least as high as the style's. */
export function canUse(userPlan: PlanId, requiredPlan: PlanId): boolean {
  return planRank(userPlan) >= planRank(requiredPlan);
}

export function nextPlan(id: PlanId): PlanId | null {
  return PLAN_IDS[planRank(id) + 1] ?? null;
}

export interface PlanHolding {
  plan: PlanId;
  /** Null means the plan never lapses (free and lifetime). */
  planExpiresAt: Date | null;
}

/** The plan in force: a monthly pass that has run out falls back to free. */
export function effectivePlan(holding: PlanHolding, now: Date = new Date()): PlanId {
  if (holding.planExpiresAt === null) return holding.plan;
  return holding.planExpiresAt.getTime() > now.getTime() ? holding.plan : 'free';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The account's plan after a purchase (DESIGN section 2). A higher plan
 * upgrades at once; the same plan extends by its access period from the later
 * of now and the current expiry. A lower plan than the one in force leaves the
 * account as it is: the buyer still receives that plan's key, which binds its
 * own plan to the server it activates.
 */
export function planAfterPurchase(
  holding: PlanHolding,
  purchased: PlanId,
  now: Date = new Date(),
): PlanHolding {
  const current = effectivePlan(holding, now);
  const plan = getPlan(purchased);
  if (purchased === 'free' || planRank(purchased) < planRank(current)) {
    return current === holding.plan ? holding : { plan: current, planExpiresAt: null };
  }
  if (plan.accessDays === null) return { plan: purchased, planExpiresAt: null };
  const extendFrom =
    purchased === current && holding.planExpiresAt && holding.planExpiresAt > now
      ? holding.planExpiresAt
      : now;
  return {
    plan: purchased,
    planExpiresAt: new Date(extendFrom.getTime() + plan.accessDays * DAY_MS),
  };
}

/** Exact cents for catalogue prices (floating point never reaches a payment provider). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}

export interface Installment {
  amount: number;
  dueInDays: number;
}

/**
 * Pay-later split: equal parts two weeks apart, the first today. Cents that do
 * not divide evenly go to the first instalment, so the parts sum to the price.
 */
export function installments(price: number, count = 4): Installment[] {
  const total = toCents(price);
  const base = Math.floor(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, index) => ({
    amount: (base + (index === 0 ? remainder : 0)) / 100,
    dueInDays: index * 14,
  }));
}
