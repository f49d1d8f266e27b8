import { isPlanId, NEWSLETTER_LINK_PAGES, type PlanId } from '@guildsmith/core';

/** Every client route. Links and the router read paths only from here. */
export const paths = {
  home: '/',
  styles: '/styles',
  pricing: '/pricing',
  plans: '/plans',
  permissions: '/permissions',
  botPermissions: '/bot-permissions',
  authDiscord: '/auth/discord',
  authCallback: '/auth/callback',
  authDiscordCallback: '/auth/discord/callback',
  discordLogin: '/discord-login',
  login: '/login',
  checkout: '/checkout',
  purchaseSuccess: '/purchase-success',
  confirmEmail: '/confirm-email',
  adminPortal: '/admin-portal',
  adminLogin: '/admin-login',
  adminDashboard: '/admin-dashboard',
  adminAnalytics: '/admin/analytics',
  adminPurchases: '/admin/purchases',
  adminPurchase: '/admin/purchases/:purchaseId',
  adminAbuseReports: '/admin/abuse-reports',
  adminAbuseReport: '/admin/abuse-reports/:reportId',
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:userId',
  adminAuditLog: '/admin/audit-log',
  adminPraise: '/admin/praise',
  dashboard: '/dashboard',
  receipt: '/dashboard/receipts/:purchaseId',
  userDashboard: '/user-dashboard',
  profile: '/profile',
  profileSetup: '/profile-setup',
  manage: '/manage',
  servers: '/servers',
  privacy: '/privacy',
  newsletterConfirm: NEWSLETTER_LINK_PAGES.confirm,
  newsletterUnsubscribe: NEWSLETTER_LINK_PAGES.unsubscribe,
  terms: '/terms',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The landing-page sections the navigation scrolls to. */
export const homeSections = ['features', 'pricing', 'about'] as const;
export type HomeSection = (typeof homeSections)[number];

export function receiptPath(purchaseId: string): string {
  return paths.receipt.replace(':purchaseId', encodeURIComponent(purchaseId));
}

export function checkoutPath(plan: PlanId): string {
  return `${paths.checkout}?plan=${encodeURIComponent(plan)}`;
}

export function purchaseSuccessPath(plan: PlanId): string {
  return `${paths.purchaseSuccess}?plan=${encodeURIComponent(plan)}`;
}

export function adminPurchasePath(purchaseId: string): string {
  return `${paths.adminPurchases}/${encodeURIComponent(purchaseId)}`;
}

export function adminAbuseReportPath(reportId: string): string {
  return `${paths.adminAbuseReports}/${encodeURIComponent(reportId)}`;
}

export function adminUserPath(userId: string): string {
  return `${paths.adminUsers}/${encodeURIComponent(userId)}`;
}

/** The plan of a checkout path such as a pending return target; null for any other path. */
export function planOfCheckoutPath(path: string | null): PlanId | null {
  if (!path) return null;
  const url = new URL(path, window.location.origin);
  const plan = url.searchParams.get('plan');
  return url.pathname === paths.checkout && plan && isPlanId(plan) ? plan : null;
}
