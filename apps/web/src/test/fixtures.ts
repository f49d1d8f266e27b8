import {
  adminActiveUserSchema,
  adminActiveUsersResponse,
  adminChatMessageSchema,
  adminEventsTicketResponse,
  adminMessageSentResponse,
  adminMessagesResponse,
  adminPurchaseSchema,
  adminRecentPurchasesResponse,
  adminSecurityMetricsResponse,
  adminStatsResponse,
  analyticsDashboardResponse,
  contactEmailResponse,
  dashboardResponse,
  emailConfirmationSentResponse,
  emailConfirmedResponse,
  feedbackAcceptedResponse,
  licenseIdResponse,
  licenseSchema,
  licensesResponse,
  newsletterSubscribedResponse,
  paymentIntentResponse,
  platformMetricsResponse,
  profileResponse,
  publicConfigResponse,
  purchaseSchema,
  purchasesResponse,
  registeredServerSchema,
  serverBuildSchema,
  serversResponse,
  signInResponse,
  styleCountResponse,
  styleRangeResponse,
  undoStartedResponse,
  userSchema,
} from '@guildsmith/core';
import * as z from 'zod/mini';

/**
 * A builder of one API answer from its core contract, the schema the server
 * answers through: complete defaults, a test's changes on top, the whole parsed
 * by the contract. A contract that renames, drops, adds or retypes a field
 * breaks the defaults, so every test that stubs that answer fails, just as the
 * server's tests of the route do, without either test changing.
 */
export function answer<Contract extends z.core.$ZodObject>(
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

const user = answer(userSchema, {
  id: 'u1',
  discordId: '1',
  username: 'ava.codes',
  firstName: 'Ava',
  globalName: null,
  email: 'ava@example.com',
  emailVerified: true,
  avatar: null,
  discriminator: '0',
  plan: 'free',
  planExpiresAt: null,
  role: 'user',
  profileCompleted: true,
  onboardingCompleted: true,
  profileName: 'Ava',
  bio: null,
  website: null,
  twitter: null,
  github: null,
  profilePicture: null,
  lastLoginAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

const serverBuild = answer(serverBuildSchema, {
  id: 'r1',
  status: 'success',
  channelsCreated: 31,
  categoriesCreated: 6,
  rolesCreated: 7,
  inviteLink: 'https://discord.gg/abc123',
  createdAt: '2026-11-20T10:00:00.000Z',
  undoneAt: null,
});

/** Valid answers of the API, one builder per response contract the tests stub. */
export const fixtures = {
  user,
  signIn: answer(signInResponse, { success: true, token: 'a.b.c', user: user() }),
  profile: answer(profileResponse, {
    success: true,
    message: 'Your profile has been created successfully!',
    user: user(),
  }),
  contactEmail: answer(contactEmailResponse, {
    success: true,
    message: 'Confirmation link sent',
    user: user({ emailVerified: false }),
    confirmationSent: true,
  }),
  emailConfirmationSent: answer(emailConfirmationSentResponse, { sent: true }),
  emailConfirmed: answer(emailConfirmedResponse, { success: true, email: 'ava@example.com' }),
  publicConfig: answer(publicConfigResponse, {
    demoMode: false,
    botInviteUrl: 'https://discord.com/oauth2/authorize?client_id=1&permissions=8',
    communityInviteUrl: null,
    stripePublishableKey: null,
    stripeSandboxUrl: null,
    paypalClientId: null,
    supportEmail: 'support@guildsmith.local',
    discordCdnUrl: 'https://cdn.discordapp.com',
  }),
  styleCount: answer(styleCountResponse, {
    total: 130,
    byPlan: { free: 1, starter: 50, premium: 88, ultimate: 105, lifetime: 130 },
  }),
  styleRange: answer(styleRangeResponse, {
    channels: { min: 10, max: 71 },
    staffRoles: { min: 5, max: 8 },
  }),
  platformMetrics: answer(platformMetricsResponse, {
    activeUsers: 1234,
    serversCreated: 87,
    templatesAvailable: 130,
    feedbackCount: 12,
    monthlyGrowth: 12.5,
    countersShown: true,
  }),
  license: answer(licenseSchema, {
    id: 'k1',
    maskedKey: 'TPL-•••••-•••••-•••••-AB12',
    plan: 'premium',
    status: 'issued',
    revokedReason: null,
    resendable: true,
    serverId: null,
    activatedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  }),
  licenses: answer(licensesResponse, { licenses: [] }),
  licenseId: answer(licenseIdResponse, { id: 'k1' }),
  purchase: answer(purchaseSchema, {
    id: 'p1',
    plan: 'premium',
    amount: 19.99,
    currency: 'usd',
    status: 'completed',
    provider: 'stripe',
    amountRefunded: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    completedAt: '2026-11-20T10:00:05.000Z',
  }),
  purchases: answer(purchasesResponse, { purchases: [] }),
  dashboard: answer(dashboardResponse, {
    activity: {
      serversCreated: 0,
      stylesUsed: 0,
      lastActivityAt: null,
      recentStyles: [],
      lastBuild: null,
    },
    systemStatus: { operational: true, checks: [{ name: 'database', ok: true }] },
  }),
  paymentIntent: answer(paymentIntentResponse, {
    clientSecret: 'pi_1_secret_2',
    purchaseId: 'p1',
    amount: 19.99,
  }),
  serverBuild,
  registeredServer: answer(registeredServerSchema, {
    serverId: '1310000000000000101',
    serverName: "Ava's Workshop",
    plan: 'premium',
    status: 'active',
    usageCount: 7,
    lastUsed: '2026-11-20T10:00:00.000Z',
    registeredAt: '2026-11-19T10:00:00.000Z',
    activeBuild: null,
    builds: [serverBuild()],
    canUndo: true,
  }),
  servers: answer(serversResponse, { servers: [] }),
  undoStarted: answer(undoStartedResponse, { resultId: 'r1' }),
  feedbackAccepted: answer(feedbackAcceptedResponse, {
    id: 'f1',
    message: 'Thank you for your feedback!',
  }),
  newsletterSubscribed: answer(newsletterSubscribedResponse, {
    message: 'Check your inbox to confirm your subscription.',
  }),
};

const chatMessage = answer(adminChatMessageSchema, {
  id: 'm1',
  message: 'Morning all: refunds queue is empty.',
  createdAt: '2026-11-20T09:00:00.000Z',
  user: { id: 'a2', username: 'ops.lee', avatar: null },
});

/** The admin dashboard's and the analytics page's answers. */
export const adminFixtures = {
  stats: answer(adminStatsResponse, {
    totalUsers: 1284,
    totalRevenue: 15234.5,
    activeServers: 342,
  }),
  securityMetrics: answer(adminSecurityMetricsResponse, {
    abuseReports: {
      open: 3,
      openBySeverity: { low: 1, medium: 1, high: 1, critical: 0 },
      filed: { last24h: 1, last7d: 4 },
    },
    refusedActivations: { last24h: 2, last7d: 9 },
    failedAdminLogins: { last24h: 0, last7d: 3 },
    generatedAt: '2026-11-20T10:00:00.000Z',
  }),
  purchase: answer(adminPurchaseSchema, {
    id: 'p1',
    user: { id: 'u1', username: 'ava.codes' },
    plan: 'premium',
    amount: 19.99,
    status: 'completed',
    createdAt: '2026-11-20T10:00:00.000Z',
  }),
  recentPurchases: answer(adminRecentPurchasesResponse, { purchases: [] }),
  activeUser: answer(adminActiveUserSchema, {
    id: 'u1',
    username: 'ava.codes',
    avatar: null,
    plan: 'premium',
    lastActiveAt: '2026-11-20T10:00:00.000Z',
  }),
  activeUsers: answer(adminActiveUsersResponse, { users: [] }),
  chatMessage,
  messages: answer(adminMessagesResponse, { messages: [] }),
  messageSent: answer(adminMessageSentResponse, {
    chatMessage: chatMessage({
      id: 'm2',
      user: { id: 'a1', username: 'root.admin', avatar: null },
    }),
    notice: 'Your message has been sent to all admins',
  }),
  analytics: answer(analyticsDashboardResponse, {
    range: '30d',
    metric: 'overview',
    from: '2026-10-22T00:00:00.000Z',
    to: '2026-11-20T10:00:00.000Z',
    totalServers: 87,
    activeUsers: 412,
    templatesUsed: 23,
    successRate: 96.4,
    recentActivity: [],
    templateStats: [],
    userGrowth: [],
    planDistribution: [],
  }),
  eventsTicket: answer(adminEventsTicketResponse, {
    ticket: 'ticket-1',
    expiresAt: '2026-11-20T10:01:00.000Z',
  }),
};
