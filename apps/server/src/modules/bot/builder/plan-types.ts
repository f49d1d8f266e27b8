/**
 * A build plan: the ordered Discord calls a build makes, one per object it
 * creates and one per server setting it changes. The payloads are templates: references to other objects of the same build
 * (`role:<key>` in overwrites, the parent category, a message's channel) are
 * resolved from the journal when the call is made, because those ids exist
 * only once the earlier calls succeeded. Payloads are stored in the journal
 * and parsed back with these schemas when a build resumes.
 */
import { type PlanId, VERIFICATION_TYPES } from '@guildsmith/core';
import { z } from 'zod';
import type { BotLocale } from '../texts/locales.ts';

/** The default role's overwrite target; resolved to the guild id. */
export const EVERYONE_TARGET = '@everyone';

/**
 * Placeholders inside message bodies, resolved at execution:
 * `⟦server⟧` (the server's name), `⟦role:key⟧` and `⟦channel:key⟧` (ids).
 * The brackets are characters nobody types, and user text is stripped of them.
 */
export const TOKEN = /⟦(server|role:[a-z0-9_-]+|channel:[a-z0-9_-]+)⟧/g;
export const serverToken = '⟦server⟧';
export const roleToken = (key: string) => `⟦role:${key}⟧`;

const overwriteTemplateSchema = z.object({
  /** `@everyone` or the key of a role operation (`role:moderator`). */
  target: z.string().min(1),
  allow: z.string().regex(/^\d+$/),
  deny: z.string().regex(/^\d+$/),
});
export type OverwriteTemplate = z.infer<typeof overwriteTemplateSchema>;

const rolePayloadSchema = z.object({
  name: z.string().min(1).max(100),
  color: z.number().int().min(0).max(0xffffff),
  hoist: z.boolean(),
  mentionable: z.boolean(),
  permissions: z.string().regex(/^\d+$/),
});

const BUILD_CHANNEL_TYPES = [
  'category',
  'text',
  'voice',
  'announcement',
  'forum',
  'stage',
] as const;
export type BuildChannelType = (typeof BUILD_CHANNEL_TYPES)[number];

/**
 * Where a position counts from: new categories and top-level channels go
 * below what the server already has; channels inside a new category start at 0.
 */
const POSITION_BASES = ['categories', 'top-level', 'none'] as const;

const channelPayloadSchema = z.object({
  name: z.string().min(1).max(100),
  type: z.enum(BUILD_CHANNEL_TYPES),
  /** The key of the category operation, or null for a top-level channel. */
  parent: z.string().nullable(),
  position: z.number().int().min(0),
  positionBase: z.enum(POSITION_BASES),
  topic: z.string().max(1024).optional(),
  rateLimitPerUser: z.number().int().min(0).max(21_600).optional(),
  userLimit: z.number().int().min(0).max(10_000).optional(),
  overwrites: z.array(overwriteTemplateSchema),
});

const messagePayloadSchema = z.object({
  /** The key of the channel operation to post in. */
  channel: z.string().min(1),
  /** Discord's message body with placeholders; always `allowed_mentions: { parse: [] }`. */
  body: z.record(z.string(), z.unknown()),
});

const invitePayloadSchema = z.object({
  channel: z.string().min(1),
  maxAge: z.number().int().min(0).max(604_800),
  maxUses: z.number().int().min(0).max(100),
  temporary: z.boolean(),
});

/**
 * One AutoMod rule, in Discord's terms: trigger types 3 (spam), 4 (keyword
 * preset) and 5 (mention spam), each blocking the message. Exempt roles are
 * role operation keys, resolved like overwrite targets.
 */
const automodPayloadSchema = z.object({
  name: z.string().min(1).max(100),
  triggerType: z.union([z.literal(3), z.literal(4), z.literal(5)]),
  /** Keyword presets: 1 profanity, 2 sexual content, 3 slurs. */
  presets: z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])).optional(),
  mentionLimit: z.number().int().min(1).max(50).optional(),
  exemptRoles: z.array(z.string().min(1)).max(20),
});

const SETTINGS = ['system-channel', 'welcome-screen', 'onboarding'] as const;
export type ServerSetting = (typeof SETTINGS)[number];

/**
 * A change to a setting the server already has; it creates nothing, and the
 * value it replaces is journaled first (build_operations.previous) for /undo.
 * Channels are channel operation keys.
 */
const settingsPayloadSchema = z.discriminatedUnion('setting', [
  z.object({ setting: z.literal('system-channel'), channel: z.string().min(1) }),
  z.object({
    setting: z.literal('welcome-screen'),
    /** May hold `⟦server⟧`; clipped to Discord's 140 characters once resolved. */
    description: z.string().min(1),
    channels: z
      .array(z.object({ channel: z.string().min(1), description: z.string().min(1).max(50) }))
      .min(1)
      .max(5),
  }),
  z.object({
    setting: z.literal('onboarding'),
    channels: z.array(z.string().min(1)).min(1).max(50),
  }),
]);

export type RolePayload = z.infer<typeof rolePayloadSchema>;
export type ChannelPayload = z.infer<typeof channelPayloadSchema>;
export type MessagePayload = z.infer<typeof messagePayloadSchema>;
export type InvitePayload = z.infer<typeof invitePayloadSchema>;
export type AutomodPayload = z.infer<typeof automodPayloadSchema>;
export type SettingsPayload = z.infer<typeof settingsPayloadSchema>;

export const plannedOperationSchema = z.discriminatedUnion('kind', [
  z.object({
    seq: z.number().int(),
    key: z.string(),
    kind: z.literal('role'),
    payload: rolePayloadSchema,
  }),
  z.object({
    seq: z.number().int(),
    key: z.string(),
    kind: z.literal('category'),
    payload: channelPayloadSchema,
  }),
  z.object({
    seq: z.number().int(),
    key: z.string(),
    kind: z.literal('channel'),
    payload: channelPayloadSchema,
  }),
  z.object({
    seq: z.number().int(),
    key: z.string(),
    kind: z.literal('message'),
    payload: messagePayloadSchema,
  }),
  z.object({
    seq: z.number().int(),
    key: z.string(),
    kind: z.literal('invite'),
    payload: invitePayloadSchema,
  }),
  z.object({
    seq: z.number().int(),
    key: z.string(),
    kind: z.literal('automod'),
    payload: automodPayloadSchema,
  }),
  z.object({
    seq: z.number().int(),
    key: z.string(),
    kind: z.literal('settings'),
    payload: settingsPayloadSchema,
  }),
]);
export type PlannedOperation = z.infer<typeof plannedOperationSchema>;

/**
 * What the bot needs after the build to run the systems it set up (the
 * verify button, the ticket menu), by operation key; the executor stores it
 * with ids filled in as the result's setupConfig.
 */
const botSetupSchema = z.object({
  language: z.string(),
  welcomeChannel: z.string(),
  rulesChannel: z.string().nullable(),
  verification: z
    .object({
      type: z.enum(VERIFICATION_TYPES),
      role: z.string(),
      channel: z.string(),
    })
    .nullable(),
  tickets: z
    .object({
      types: z.array(z.string()),
      staffRole: z.string(),
      channel: z.string(),
      /** Where closed tickets' transcripts go: the style's transcript or ticket log channel. */
      logChannel: z.string().nullable(),
    })
    .nullable(),
});
export type BotSetup = z.infer<typeof botSetupSchema>;

export interface BuildPlan {
  styleId: string;
  styleName: string;
  plan: PlanId;
  locale: BotLocale;
  operations: PlannedOperation[];
  setup: BotSetup;
}

export const opKey = {
  role: (key: string) => `role:${key}`,
  category: (key: string) => `category:${key}`,
  channel: (key: string) => `channel:${key}`,
  message: (name: string) => `message:${name}`,
  automod: (name: string) => `automod:${name}`,
  settings: (setting: ServerSetting) => `settings:${setting}`,
  invite: 'invite',
} as const;
