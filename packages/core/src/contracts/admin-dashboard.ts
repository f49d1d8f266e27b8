import * as z from 'zod/mini';
import { PLAN_IDS } from '../plans.ts';
import { contractText } from '../text-rule.ts';
import { PURCHASE_STATUSES } from './billing.ts';
import { timestamp } from './timestamp.ts';

/** The admin dashboard's stat cards. */
export const adminStatsResponse = z.object({
  /** Buyer accounts (role user); admin accounts are not counted. */
  totalUsers: z.int(),
  /**
   * US dollars, as purchases store them (2 decimals): completed purchases
   * only, so refunded and disputed ones are out, less what was partially refunded.
   */
  totalRevenue: z.number(),
  /** Server registrations whose status is active. */
  activeServers: z.int(),
});

/** A count over the last 24 hours and the last 7 days, up to the moment of the answer. */
export const windowedCountSchema = z.object({ last24h: z.int(), last7d: z.int() });

export const adminSecurityMetricsResponse = z.object({
  abuseReports: z.object({
    /** Reports still pending or under review, whenever they were filed. */
    open: z.int(),
    openBySeverity: z.object({
      low: z.int(),
      medium: z.int(),
      high: z.int(),
      critical: z.int(),
    }),
    /** Reports filed in each window, whatever their status now. */
    filed: windowedCountSchema,
  }),
  /** `/activate` attempts the bot refused (a wrong, spent or revoked key; a paused member). */
  refusedActivations: windowedCountSchema,
  /** Admin sign-ins refused after the password or the code was checked. */
  failedAdminLogins: windowedCountSchema,
  generatedAt: timestamp(),
});

/** A purchase as the admin dashboard lists it. */
export const adminPurchaseSchema = z.object({
  id: contractText(),
  user: z.object({ id: contractText(), username: contractText() }),
  plan: z.enum(PLAN_IDS),
  /** US dollars, as charged. */
  amount: z.number(),
  status: z.enum(PURCHASE_STATUSES),
  createdAt: timestamp(),
});

/** The newest purchases, newest first. */
export const adminRecentPurchasesResponse = z.object({
  purchases: z.array(adminPurchaseSchema),
});

/** A buyer as the admin dashboard lists them; active means signed in, `lastActiveAt` the latest sign-in. */
export const adminActiveUserSchema = z.object({
  id: contractText(),
  username: contractText(),
  /** The Discord avatar hash, or null. */
  avatar: z.nullable(contractText()),
  plan: z.enum(PLAN_IDS),
  lastActiveAt: timestamp(),
});

/** The buyers who signed in most recently, most recent first. */
export const adminActiveUsersResponse = z.object({ users: z.array(adminActiveUserSchema) });

/** One message of the admin live chat, with its author. */
export const adminChatMessageSchema = z.object({
  id: contractText(),
  message: contractText(),
  createdAt: timestamp(),
  user: z.object({
    id: contractText(),
    username: contractText(),
    avatar: z.nullable(contractText()),
  }),
});

/** The latest messages, oldest first, as the chat shows them. */
export const adminMessagesResponse = z.object({ messages: z.array(adminChatMessageSchema) });

/** The stored message, and the success toast's text for clients without translations. */
export const adminMessageSentResponse = z.object({
  chatMessage: adminChatMessageSchema,
  notice: contractText(),
});

/**
 * A single-use pass to open the live event stream: EventSource cannot send
 * the session header, and the session token must never sit in a URL.
 */
export const adminEventsTicketResponse = z.object({
  ticket: contractText(),
  expiresAt: timestamp(),
});

export type AdminStatsResponse = z.infer<typeof adminStatsResponse>;
export type WindowedCount = z.infer<typeof windowedCountSchema>;
export type AdminSecurityMetricsResponse = z.infer<typeof adminSecurityMetricsResponse>;
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;
export type AdminRecentPurchasesResponse = z.infer<typeof adminRecentPurchasesResponse>;
export type AdminActiveUser = z.infer<typeof adminActiveUserSchema>;
export type AdminActiveUsersResponse = z.infer<typeof adminActiveUsersResponse>;
export type AdminChatMessage = z.infer<typeof adminChatMessageSchema>;
export type AdminMessagesResponse = z.infer<typeof adminMessagesResponse>;
export type AdminMessageSentResponse = z.infer<typeof adminMessageSentResponse>;
export type AdminEventsTicketResponse = z.infer<typeof adminEventsTicketResponse>;
