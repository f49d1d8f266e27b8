import { PLAN_IDS } from '@guildsmith/core';

// The vocabularies the database accepts. Each list backs both a CHECK
// constraint and the TypeScript/zod type of its column, so the three never drift.

/** The plans, as core's catalogue names them: one list for prices, ranks and columns. */
export const planIds = PLAN_IDS;
export type { PlanId } from '@guildsmith/core';

export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const paymentStatuses = ['inactive', 'active', 'past_due', 'canceled'] as const;

export const paymentProviders = ['stripe', 'paypal', 'free'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

// The purchase lifecycle's states; apps/server's billing module names the transitions between them.
export const purchaseStatuses = [
  'pending',
  'failed',
  'completed',
  'refunded',
  'disputed',
  'canceled',
] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

export const licenseKeyStatuses = ['issued', 'activated', 'revoked'] as const;

/** Why a key stopped working: its payment was refunded or disputed, or the buyer replaced it. */
export const licenseKeyRevocationReasons = ['refunded', 'disputed', 'replaced'] as const;
export type LicenseKeyRevocationReason = (typeof licenseKeyRevocationReasons)[number];

export const webhookProviders = ['stripe', 'paypal'] as const;

export const emailStatuses = ['queued', 'sent', 'failed'] as const;

export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;

export const feedbackRelayStatuses = ['pending', 'sent', 'failed'] as const;

export const registrationStatuses = ['active', 'inactive', 'suspended'] as const;

export const abuseSeverities = ['low', 'medium', 'high', 'critical'] as const;

export const abuseReportStatuses = ['pending', 'reviewing', 'resolved', 'dismissed'] as const;

export const setupSessionStatuses = [
  'in_progress',
  'building',
  'completed',
  'failed',
  'cancelled',
] as const;

export const creationResultStatuses = ['success', 'partial', 'failed', 'undone'] as const;

/**
 * `automod`: an AutoMod rule the build creates (deleted by /undo). `settings`: a
 * change to an existing server setting that creates nothing (the system
 * channel, the welcome screen, onboarding); /undo puts back what it replaced.
 */
export const buildOperationKinds = [
  'role',
  'category',
  'channel',
  'message',
  'invite',
  'automod',
  'settings',
] as const;
export type BuildOperationKind = (typeof buildOperationKinds)[number];

// `failed`: the call was refused for good (e.g. missing permissions); a retried build reconciles it like `started`.
export const buildOperationStatuses = [
  'planned',
  'started',
  'done',
  'failed',
  'skipped',
  'undone',
] as const;
export type BuildOperationStatus = (typeof buildOperationStatuses)[number];

/** `open` until Close is confirmed; `closed` once its channel is deleted. */
export const ticketStatuses = ['open', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** What the admin audit log records. */
export const adminAuditActions = [
  'refund',
  'resend_key',
  'resolve_abuse_report',
  'lift_activation_pause',
  'revoke_sessions',
  'grant_admin',
  'reset_admin_password',
  'approve_testimonial',
  'withdraw_testimonial',
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];

/** Why an admin sign-in was refused after its password or code was checked. */
export const adminLoginFailureReasons = ['invalid_credentials', 'invalid_totp'] as const;
export type AdminLoginFailureReason = (typeof adminLoginFailureReasons)[number];
