/** The scale-out journey's numbers and accounts, shared by its setup and its spec. */

export const SCALE_OUT_ADMINS = [
  { username: 'scale.admin.one', password: 'scale-out-admin-password-1' },
  { username: 'scale.admin.two', password: 'scale-out-admin-password-2' },
];

/** Simultaneous builds across the two workers (SCALE_OUT_BUILDS, default 20). */
export const SCALE_OUT_BUILDS = Number(process.env.SCALE_OUT_BUILDS ?? 20);

/** Purchases per account (create-payment-intent allows 10 a minute per account). */
export const PURCHASES_PER_ACCOUNT = 5;

/** The smallest style (29 objects, about 10 s of Discord's buckets), so twenty fit the budget. */
export const BUILD_STYLE = 'community-starter';
