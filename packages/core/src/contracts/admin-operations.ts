import * as z from 'zod/mini';
import { PLAN_IDS } from '../plans.ts';
import { contractText } from '../text-rule.ts';
import { USER_ROLES } from './auth.ts';
import { PAYMENT_PROVIDERS, PURCHASE_STATUSES } from './billing.ts';
import { LICENSE_REVOCATION_REASONS, LICENSE_STATUSES } from './licenses.ts';
import { SERVER_BUILD_STATUSES, SERVER_REGISTRATION_STATUSES } from './servers.ts';
import { timestamp } from './timestamp.ts';

// What the admin portal reads and does. Every text a buyer or a Discord member
// wrote (names, descriptions, reasons) is plain data here: the portal shows it as text.

export const ADMIN_AUDIT_ACTIONS = [
  'refund',
  'resend_key',
  'resolve_abuse_report',
  'lift_activation_pause',
  'revoke_sessions',
  /** `npm run admin:create` made a new admin account (the only way one is made). */
  'grant_admin',
  /** `npm run admin:create` set a new password for an existing admin. */
  'reset_admin_password',
  /** Praise quoted on the landing page, or no longer. */
  'approve_testimonial',
  'withdraw_testimonial',
] as const;
export const ADMIN_AUDIT_TARGET_TYPES = [
  'purchase',
  'user',
  'abuse_report',
  'discord_user',
  'server',
  'feedback',
] as const;
export const ABUSE_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const ABUSE_REPORT_STATUSES = ['pending', 'reviewing', 'resolved', 'dismissed'] as const;
/** How an admin closes a report. */
export const ABUSE_REPORT_OUTCOMES = ['resolved', 'dismissed'] as const;
export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
/** Why a purchase cannot be refunded now (the billing service's own rule). */
export const REFUND_BLOCKS = [
  'refunded',
  'not_completed',
  'no_payment',
  'outside_guarantee',
] as const;

/** Where a list page is: 1-based, newest first. */
const paging = { page: z.int(), pageSize: z.int(), total: z.int() };

export const adminAuditEntrySchema = z.object({
  id: contractText(),
  /** Null once the admin's account is gone; `actorName` keeps the name they had. */
  actorId: z.nullable(contractText()),
  actorName: contractText(),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  targetType: contractText(),
  targetId: contractText(),
  reason: z.nullable(contractText()),
  details: z.nullable(z.record(contractText(), z.unknown())),
  createdAt: timestamp(),
});
export const adminAuditLogResponse = z.object({
  entries: z.array(adminAuditEntrySchema),
  ...paging,
});

const userRef = z.object({
  id: contractText(),
  username: contractText(),
  email: z.nullable(contractText()),
});

/** A purchase in the admin list: the buyer's name with the purchase. */
export const adminPurchaseSummarySchema = z.object({
  id: contractText(),
  user: userRef,
  plan: z.enum(PLAN_IDS),
  /** US dollars. */
  amount: z.number(),
  amountRefunded: z.number(),
  status: z.enum(PURCHASE_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The Stripe PaymentIntent or the PayPal order. */
  providerPaymentId: z.nullable(contractText()),
  createdAt: timestamp(),
});
export const adminPurchasesResponse = z.object({
  purchases: z.array(adminPurchaseSummarySchema),
  ...paging,
});

/** A key as an admin sees it: masked like everywhere else. */
export const adminLicenseKeySchema = z.object({
  id: contractText(),
  maskedKey: contractText(),
  plan: z.enum(PLAN_IDS),
  status: z.enum(LICENSE_STATUSES),
  revokedReason: z.nullable(z.enum(LICENSE_REVOCATION_REASONS)),
  serverId: z.nullable(contractText()),
  activatedAt: z.nullable(timestamp()),
  createdAt: timestamp(),
});

export const adminRegistrationSchema = z.object({
  id: contractText(),
  serverId: contractText(),
  serverName: contractText(),
  plan: z.enum(PLAN_IDS),
  status: z.enum(SERVER_REGISTRATION_STATUSES),
  registeredAt: timestamp(),
});

export const adminEmailSchema = z.object({
  id: contractText(),
  to: contractText(),
  template: contractText(),
  subject: contractText(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.int(),
  sentAt: z.nullable(timestamp()),
  createdAt: timestamp(),
});

export const adminPurchaseDetailResponse = z.object({
  purchase: z.extend(adminPurchaseSummarySchema, {
    currency: contractText(),
    stripePaymentIntentId: z.nullable(contractText()),
    paypalOrderId: z.nullable(contractText()),
    completedAt: z.nullable(timestamp()),
    refundedAt: z.nullable(timestamp()),
    disputedAt: z.nullable(timestamp()),
  }),
  /** Every key the purchase had, newest first (a replaced key stays listed, revoked). */
  keys: z.array(adminLicenseKeySchema),
  /** The servers its keys activated. */
  servers: z.array(adminRegistrationSchema),
  /** E-mails about its keys or about the purchase, newest first. */
  emails: z.array(adminEmailSchema),
  refund: z.object({
    /** Null when a refund can be asked for now. */
    blockedBy: z.nullable(z.enum(REFUND_BLOCKS)),
    /** The end of the money-back guarantee; null until the purchase is paid. */
    guaranteeEndsAt: z.nullable(timestamp()),
  }),
});

export const adminRefundResponse = z.object({
  purchaseId: contractText(),
  status: z.enum(PURCHASE_STATUSES),
  amountRefunded: z.number(),
});

/** The key that was e-mailed again (the same key: it keeps working). */
export const adminResendKeyResponse = z.object({ licenseId: contractText() });

export const adminAbuseReportSchema = z.object({
  id: contractText(),
  userId: z.nullable(contractText()),
  discordUserId: z.nullable(contractText()),
  serverId: z.nullable(contractText()),
  abuseType: contractText(),
  description: z.nullable(contractText()),
  severity: z.enum(ABUSE_SEVERITIES),
  status: z.enum(ABUSE_REPORT_STATUSES),
  actionTaken: z.nullable(contractText()),
  createdAt: timestamp(),
  resolvedAt: z.nullable(timestamp()),
});
export const adminAbuseReportsResponse = z.object({
  reports: z.array(adminAbuseReportSchema),
  ...paging,
});

export const adminBotUsageSchema = z.object({
  id: contractText(),
  discordUserId: z.nullable(contractText()),
  serverId: z.nullable(contractText()),
  command: contractText(),
  success: z.boolean(),
  errorMessage: z.nullable(contractText()),
  createdAt: timestamp(),
});

export const adminPauseOverrideSchema = z.object({
  id: contractText(),
  discordUserId: z.nullable(contractText()),
  serverId: z.nullable(contractText()),
  reason: contractText(),
  createdAt: timestamp(),
});

export const adminAbuseReportDetailResponse = z.object({
  report: adminAbuseReportSchema,
  /** The bot usage behind it: its Discord user or server, in the window before it, oldest first. */
  usage: z.array(adminBotUsageSchema),
  /** Pauses lifted for its Discord user or server, newest first. */
  overrides: z.array(adminPauseOverrideSchema),
});

export const adminLiftPauseResponse = z.object({ overrides: z.array(adminPauseOverrideSchema) });

export const adminUserSummarySchema = z.object({
  id: contractText(),
  discordId: z.nullable(contractText()),
  username: contractText(),
  email: z.nullable(contractText()),
  emailVerified: z.boolean(),
  role: z.enum(USER_ROLES),
  plan: z.enum(PLAN_IDS),
  lastLoginAt: z.nullable(timestamp()),
  createdAt: timestamp(),
});
export const adminUsersResponse = z.object({
  users: z.array(adminUserSummarySchema),
  ...paging,
});

export const adminBuildSchema = z.object({
  id: contractText(),
  serverId: contractText(),
  serverName: contractText(),
  status: z.enum(SERVER_BUILD_STATUSES),
  createdAt: timestamp(),
  undoneAt: z.nullable(timestamp()),
});

export const adminUserDetailResponse = z.object({
  user: z.extend(adminUserSummarySchema, {
    globalName: z.nullable(contractText()),
    profileName: z.nullable(contractText()),
    bio: z.nullable(contractText()),
    planExpiresAt: z.nullable(timestamp()),
    activeSessions: z.int(),
  }),
  purchases: z.array(adminPurchaseSummarySchema),
  keys: z.array(adminLicenseKeySchema),
  servers: z.array(adminRegistrationSchema),
  builds: z.array(adminBuildSchema),
});

export const adminRevokeSessionsResponse = z.object({ revoked: z.int() });

export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];
export type AdminAuditTargetType = (typeof ADMIN_AUDIT_TARGET_TYPES)[number];
export type AbuseSeverity = (typeof ABUSE_SEVERITIES)[number];
export type AbuseReportStatus = (typeof ABUSE_REPORT_STATUSES)[number];
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export type AdminAuditLogResponse = z.infer<typeof adminAuditLogResponse>;
export type AdminPurchaseSummary = z.infer<typeof adminPurchaseSummarySchema>;
export type AdminPurchasesResponse = z.infer<typeof adminPurchasesResponse>;
export type AdminLicenseKey = z.infer<typeof adminLicenseKeySchema>;
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;
export type AdminEmail = z.infer<typeof adminEmailSchema>;
export type AdminPurchaseDetailResponse = z.infer<typeof adminPurchaseDetailResponse>;
export type RefundBlock = (typeof REFUND_BLOCKS)[number];
export type AdminRefundResponse = z.infer<typeof adminRefundResponse>;
export type AdminResendKeyResponse = z.infer<typeof adminResendKeyResponse>;
export type AdminAbuseReport = z.infer<typeof adminAbuseReportSchema>;
export type AdminAbuseReportsResponse = z.infer<typeof adminAbuseReportsResponse>;
export type AdminBotUsage = z.infer<typeof adminBotUsageSchema>;
export type AdminPauseOverride = z.infer<typeof adminPauseOverrideSchema>;
export type AdminAbuseReportDetailResponse = z.infer<typeof adminAbuseReportDetailResponse>;
export type AdminLiftPauseResponse = z.infer<typeof adminLiftPauseResponse>;
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;
export type AdminBuild = z.infer<typeof adminBuildSchema>;
export type AdminUserDetailResponse = z.infer<typeof adminUserDetailResponse>;
export type AdminRevokeSessionsResponse = z.infer<typeof adminRevokeSessionsResponse>;
