import {
  adminAbuseReportDetailResponse,
  adminAbuseReportSchema,
  adminAbuseReportsResponse,
  adminAuditEntrySchema,
  adminAuditLogResponse,
  adminBotUsageSchema,
  adminBuildSchema,
  adminEmailSchema,
  adminLicenseKeySchema,
  adminPurchaseDetailResponse,
  adminPurchaseSummarySchema,
  adminPurchasesResponse,
  adminRefundResponse,
  adminRegistrationSchema,
  adminResendKeyResponse,
  adminRevokeSessionsResponse,
  adminUserDetailResponse,
  adminUserSummarySchema,
  adminUsersResponse,
} from '@guildsmith/core';
import * as z from 'zod/mini';

/**
 * A builder of one admin operations answer from its core contract, like the
 * builders in fixtures.ts: complete defaults, a test's changes on top, the
 * whole parsed by the contract, so a contract change fails the tests that stub it.
 */
function answer<Contract extends z.core.$ZodObject>(
  contract: Contract,
  defaults: z.input<Contract>,
) {
  return (changes: Partial<z.input<Contract>> = {}): z.output<Contract> => {
    const stub = { ...defaults, ...changes };
    const unknown = Object.keys(stub).filter((field) => !(field in contract._zod.def.shape));
    if (unknown.length > 0) {
      throw new Error(`Not in the response contract: ${unknown.join(', ')}`);
    }
    return z.parse(contract, stub);
  };
}

const paging = { page: 1, pageSize: 25, total: 0 };

const purchaseSummary = answer(adminPurchaseSummarySchema, {
  id: 'p1',
  user: { id: 'u1', username: 'ava.codes', email: 'ava@example.com' },
  plan: 'premium',
  amount: 19.99,
  amountRefunded: 0,
  status: 'completed',
  provider: 'stripe',
  providerPaymentId: 'pi_1',
  createdAt: '2026-11-20T10:00:00.000Z',
});

const licenseKey = answer(adminLicenseKeySchema, {
  id: 'k1',
  maskedKey: 'TPL-•••••-•••••-•••••-AB12',
  plan: 'premium',
  status: 'issued',
  revokedReason: null,
  serverId: null,
  activatedAt: null,
  createdAt: '2026-11-20T10:00:05.000Z',
});

const abuseReport = answer(adminAbuseReportSchema, {
  id: 'r1',
  userId: null,
  discordUserId: '1310000000000000001',
  serverId: '1310000000000000101',
  abuseType: 'activation_failures',
  description: 'Ten wrong keys in five minutes',
  severity: 'high',
  status: 'pending',
  actionTaken: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
});

const userSummary = answer(adminUserSummarySchema, {
  id: 'u1',
  discordId: '1310000000000000001',
  username: 'ava.codes',
  email: 'ava@example.com',
  emailVerified: true,
  role: 'user',
  plan: 'premium',
  lastLoginAt: '2026-11-20T09:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
});

/** The admin operations pages' answers. */
export const adminOpsFixtures = {
  purchaseSummary,
  purchases: answer(adminPurchasesResponse, { purchases: [], ...paging }),
  purchaseDetail: answer(adminPurchaseDetailResponse, {
    purchase: {
      ...purchaseSummary(),
      currency: 'usd',
      stripePaymentIntentId: 'pi_1',
      paypalOrderId: null,
      completedAt: '2026-11-20T10:00:05.000Z',
      refundedAt: null,
      disputedAt: null,
    },
    keys: [licenseKey()],
    servers: [],
    emails: [],
    refund: { blockedBy: null, guaranteeEndsAt: '2026-12-20T10:00:05.000Z' },
  }),
  licenseKey,
  registration: answer(adminRegistrationSchema, {
    id: 'g1',
    serverId: '1310000000000000101',
    serverName: "Ava's Workshop",
    plan: 'premium',
    status: 'active',
    registeredAt: '2026-11-21T10:00:00.000Z',
  }),
  email: answer(adminEmailSchema, {
    id: 'e1',
    to: 'ava@example.com',
    template: 'license_key',
    subject: 'Your Guildsmith license key',
    status: 'sent',
    attempts: 1,
    sentAt: '2026-11-20T10:00:10.000Z',
    createdAt: '2026-11-20T10:00:06.000Z',
  }),
  refund: answer(adminRefundResponse, {
    purchaseId: 'p1',
    status: 'refunded',
    amountRefunded: 19.99,
  }),
  resendKey: answer(adminResendKeyResponse, { licenseId: 'k1' }),
  abuseReport,
  abuseReports: answer(adminAbuseReportsResponse, { reports: [], ...paging }),
  abuseReportDetail: answer(adminAbuseReportDetailResponse, {
    report: abuseReport(),
    usage: [],
    overrides: [],
  }),
  botUsage: answer(adminBotUsageSchema, {
    id: 'l1',
    discordUserId: '1310000000000000001',
    serverId: '1310000000000000101',
    command: 'activate',
    success: false,
    errorMessage: 'Unknown key',
    createdAt: '2026-11-20T09:58:00.000Z',
  }),
  userSummary,
  users: answer(adminUsersResponse, { users: [], ...paging }),
  userDetail: answer(adminUserDetailResponse, {
    user: {
      ...userSummary(),
      globalName: 'Ava',
      profileName: 'Ava',
      bio: null,
      planExpiresAt: null,
      activeSessions: 2,
    },
    purchases: [],
    keys: [],
    servers: [],
    builds: [],
  }),
  build: answer(adminBuildSchema, {
    id: 'b1',
    serverId: '1310000000000000101',
    serverName: "Ava's Workshop",
    status: 'success',
    createdAt: '2026-11-21T10:05:00.000Z',
    undoneAt: null,
  }),
  revokeSessions: answer(adminRevokeSessionsResponse, { revoked: 2 }),
  auditEntry: answer(adminAuditEntrySchema, {
    id: 'a1',
    actorId: 'admin1',
    actorName: 'root.admin',
    action: 'refund',
    targetType: 'purchase',
    targetId: 'p1',
    reason: 'Customer asked within the guarantee',
    details: null,
    createdAt: '2026-11-20T11:00:00.000Z',
  }),
  auditLog: answer(adminAuditLogResponse, { entries: [], ...paging }),
};
