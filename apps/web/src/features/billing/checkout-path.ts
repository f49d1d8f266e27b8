import type { PlanId } from '@guildsmith/core';
import { paths } from '@/app/paths.ts';

export function checkoutPath(plan: PlanId): string {
  return `${paths.checkout}?plan=${encodeURIComponent(plan)}`;
}

export function purchaseSuccessPath(plan: PlanId): string {
  return `${paths.purchaseSuccess}?plan=${encodeURIComponent(plan)}`;
}
