/**
 * The plan catalogue: the single source of truth for ids, prices, limits and
 * features. Screens, checkout, e-mails and the bot all derive from it.
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
  readonly key: PlanFeatureKey;
  readonly included: boolean;
}

export interface Plan {
  readonly id: PlanId;
  readonly name: string;
  /** What checkout charges, in USD. */
  readonly price: number;
  /** Struck-through list price shown next to the price (lifetime only). */
  readonly listPrice: number | null;
  readonly period: PlanPeriod;
  readonly description: string;
  readonly color: string;
  readonly popular: boolean;
  readonly special: boolean;
  /** Settings the owner may tailor: the setup questions the bot asks, gathered into pages. */
  readonly questionCount: number;
  /** How the screens describe the question count. */
  readonly questionRange: string;
  readonly channelLimit: number;
  /** Days of access a purchase grants; null never expires. */
  readonly accessDays: number | null;
  readonly support: SupportLevel;
  readonly features: readonly PlanFeature[];
}

/**
 * What each plan's card lists. Free, starter and premium are
 * cumulative ("starter adds ..."); each card ends with what the next plan adds,
 * marked not included, so the card shows what an upgrade brings.
 */
const CARD_FEATURES: Record<
  PlanId,
  { included: PlanFeatureKey[]; nextPlanAdds: PlanFeatureKey[] }
> = {
  free: {
    included: ['accountSignIn', 'basicTemplates', 'communitySupport'],
    nextPlanAdds: ['advancedConfiguration', 'emailSupport'],
  },
  starter: {
    included: [
      'accountSignIn',
      'basicTemplates',
      'communitySupport',
      'advancedConfiguration',
      'emailSupport',
    ],
    nextPlanAdds: ['verificationSystems', 'ticketingSystem', 'prioritySupport'],
  },
  premium: {
    included: [
      'accountSignIn',
      'basicTemplates',
      'communitySupport',
      'advancedConfiguration',
      'emailSupport',
      'verificationSystems',
      'ticketingSystem',
      'prioritySupport',
    ],
    nextPlanAdds: ['advancedSecurity', 'support247'],
  },
  ultimate: {
    included: ['allPremiumFeatures', 'advancedSecurity', 'support247'],
    nextPlanAdds: ['allTemplates', 'lifetimeAccess', 'noMonthlyFees'],
  },
  lifetime: {
    included: ['allTemplates', 'lifetimeAccess', 'prioritySupport', 'noMonthlyFees'],
    nextPlanAdds: [],
  },
};

/** Support features from the best down: a plan's support is the best one its card includes. */
const SUPPORT_FEATURES: readonly (readonly [PlanFeatureKey, SupportLevel])[] = [
  ['support247', '24/7'],
  ['prioritySupport', 'priority'],
  ['emailSupport', 'email'],
  ['communitySupport', 'community'],
];

/** Read from the card's features, so a screen naming the support level cannot contradict the card. */
function supportOf(id: PlanId): SupportLevel {
  const included = CARD_FEATURES[id].included;
  const found = SUPPORT_FEATURES.find(([key]) => included.includes(key));
  if (!found) throw new Error(`Plan ${id} lists no support feature`);
  return found[1];
}

const features = (id: PlanId): PlanFeature[] => [
  ...CARD_FEATURES[id].included.map((key) => ({ key, included: true })),
  ...CARD_FEATURES[id].nextPlanAdds.map((key) => ({ key, included: false })),
];

/** English feature labels for e-mails and server-rendered text; the web app uses its i18n. */
export const PLAN_FEATURE_LABELS_EN: Record<PlanFeatureKey, string> = {
  accountSignIn: 'Discord account sign-in',
  basicTemplates: 'Basic templates',
  communitySupport: 'Community support',
  advancedConfiguration: 'Advanced configuration',
  emailSupport: 'E-mail support',
  verificationSystems: 'Verification systems',
  ticketingSystem: 'Ticketing system',
  prioritySupport: 'Priority support',
  allPremiumFeatures: 'All Premium features',
  advancedSecurity: 'Advanced security',
  support247: '24/7 support',
  allTemplates: 'All templates',
  lifetimeAccess: 'Lifetime access',
  noMonthlyFees: 'No monthly fees, ever',
};

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
    support: supportOf('free'),
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
    support: supportOf('starter'),
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
    support: supportOf('premium'),
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
    support: supportOf('ultimate'),
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
    support: supportOf('lifetime'),
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

/** free 0, starter 1, premium 2, ultimate 3, lifetime 4. */
export function planRank(id: PlanId): number {
  return PLAN_IDS.indexOf(id);
}

/** A style is usable when the user's plan ranks at least as high as the style's. */
export function canUse(userPlan: PlanId, requiredPlan: PlanId): boolean {
  return planRank(userPlan) >= planRank(requiredPlan);
}

/** How many of `styles` each plan unlocks: its own and every lower plan's. */
export function countStylesByPlan(
  styles: readonly { requiredPlan: PlanId }[],
): Record<PlanId, number> {
  return Object.fromEntries(
    PLAN_IDS.map((plan) => [
      plan,
      styles.filter((style) => canUse(plan, style.requiredPlan)).length,
    ]),
  ) as Record<PlanId, number>;
}

export function nextPlan(id: PlanId): PlanId | null {
  return PLAN_IDS[planRank(id) + 1] ?? null;
}

export interface PlanHolding {
  plan: PlanId;
  /**
   * When a timed plan (starter, premium, ultimate) lapses. Null for free and
   * lifetime; a timed plan without an expiry counts as expired, so a bad row
   * can never grant paid access for ever.
   */
  planExpiresAt: Date | null;
}

/** The plan in force: a timed pass that has run out falls back to free. */
export function effectivePlan(holding: PlanHolding, now: Date = new Date()): PlanId {
  if (getPlan(holding.plan).accessDays === null) return holding.plan;
  const expiresAt = holding.planExpiresAt;
  return expiresAt !== null && expiresAt.getTime() > now.getTime() ? holding.plan : 'free';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The account's plan after a purchase. A higher plan than
 * the one in force upgrades at once (30 days from now, lifetime for ever); the
 * same plan extends by 30 days from the later of now and the current expiry.
 * Buying free, or a plan below the one in force, leaves the account as it is:
 * the buyer still receives that plan's license key, and the key carries its
 * own plan to the server it activates.
 */
export function planAfterPurchase(
  holding: PlanHolding,
  purchased: PlanId,
  now: Date = new Date(),
): PlanHolding {
  const current = effectivePlan(holding, now);
  if (purchased === 'free' || planRank(purchased) < planRank(current)) return holding;
  const { accessDays } = getPlan(purchased);
  if (accessDays === null) return { plan: purchased, planExpiresAt: null };
  // The same timed plan is in force only while its expiry lies ahead, so this is the later of the two.
  const start = purchased === current && holding.planExpiresAt ? holding.planExpiresAt : now;
  return { plan: purchased, planExpiresAt: new Date(start.getTime() + accessDays * DAY_MS) };
}
