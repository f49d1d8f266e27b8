import { isPlanId, type PlanId } from '@guildsmith/core';
import { paths } from '@/app/paths.ts';

export function checkoutPath(plan: PlanId): string {
  return `${paths.checkout}?plan=${encodeURIComponent(plan)}`;
}

export function purchaseSuccessPath(plan: PlanId): string {
  return `${paths.purchaseSuccess}?plan=${encodeURIComponent(plan)}`;
}

/** The plan of a checkout path such as a pending return target; null for any other path. */
export function planOfCheckoutPath(path: string | null): PlanId | null {
  if (!path) return null;
  const url = new URL(path, window.location.origin);
  const plan = url.searchParams.get('plan');
  return url.pathname === paths.checkout && plan && isPlanId(plan) ? plan : null;
}
