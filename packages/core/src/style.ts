/**
 * The style (server layout) format shared by the catalogue, the API, the web
 * gallery and the bot's builder.
 *
 * Two layers of checks:
 * - `styleSchema` rejects anything the builder could not create faithfully:
 *   Discord's hard limits, names Discord would rewrite, dangling keys, and
 *   overwrites that would leak a hidden category. The catalogue parses every
 *   style with it at load.
 * - `validateStyleRules` adds the product rules (channel count per plan,
 *   5 to 8 staff roles) and reports every problem as a sentence.
 */
import { z } from 'zod';
import { getPlan, PLAN_IDS, type PlanId } from './plans.ts';
import { STYLE_CATEGORY_IDS } from './style-categories.ts';
import { collectStructuralIssues, DISCORD_LIMITS, styleChannels } from './style-checks.ts';
import { PERMISSION_NAMES } from './style-permissions.ts';
import { text } from './text.ts';

export {
  STYLE_CATEGORIES,
  STYLE_CATEGORY_IDS,
  type StyleCategoryId,
  styleCategoryLabel,
} from './style-categories.ts';
export {
  DISCORD_LIMITS,
  type PlacedChannel,
  type StyleIssue,
  styleChannels,
  TEXT_CHANNEL_NAME,
} from './style-checks.ts';
export {
  DISCORD_PERMISSION_BITS,
  PERMISSION_NAMES,
  type PermissionName,
  permissionsToBitfield,
} from './style-permissions.ts';

/** Product rules every catalogue style follows. */
export const STYLE_RULES = {
  minChannels: 10,
  minStaffRoles: 5,
  maxStaffRoles: 8,
} as const;

export const CHANNEL_TYPES = ['text', 'voice', 'announcement', 'forum', 'stage'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** The overwrite target for the server's default role. */
export const EVERYONE = '@everyone';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const KEY = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

const keySchema = text().max(64).regex(KEY, 'keys are lower-case words joined by - or _');
const nameSchema = text().min(1).max(DISCORD_LIMITS.nameLength);
const nonBlank = (max: number) =>
  text()
    .max(max)
    .refine((value) => value.trim().length > 0, 'must not be blank');
const permissionNameSchema = z.enum(PERMISSION_NAMES);

/** A colour as Discord stores it (an integer) or as designers write it. */
export const roleColorSchema = z.union([
  z.number().int().min(0).max(0xffffff),
  text().regex(/^#[0-9a-fA-F]{6}$/),
]);
export type RoleColor = z.infer<typeof roleColorSchema>;

export function roleColorToInt(color: RoleColor): number {
  return typeof color === 'number' ? color : Number.parseInt(color.slice(1), 16);
}

export const styleRoleSchema = z.object({
  key: keySchema,
  name: nameSchema,
  color: roleColorSchema,
  hoist: z.boolean(),
  mentionable: z.boolean(),
  permissions: z.array(permissionNameSchema),
  /** Counts toward the 5 to 8 staff roles every style ships. */
  staff: z.boolean(),
});

export const overwriteSchema = z.object({
  /** A role key of the same style, or '@everyone'. */
  role: z.union([z.literal(EVERYONE), keySchema]),
  allow: z.array(permissionNameSchema),
  deny: z.array(permissionNameSchema),
});

/**
 * A channel. With `overwrites` it is created with exactly those (Discord does
 * not merge them with its category's); without, it inherits its category's.
 */
export const styleChannelSchema = z.object({
  key: keySchema,
  name: nameSchema,
  type: z.enum(CHANNEL_TYPES),
  /** Text, announcement and forum channels only. */
  topic: nonBlank(DISCORD_LIMITS.topicLength).optional(),
  /** Not on announcement channels (Discord has no slow mode there). */
  slowmodeSeconds: z.number().int().min(0).max(DISCORD_LIMITS.slowmodeSeconds).optional(),
  /** Voice (at most 99) and stage channels only; 0 means unlimited. */
  userLimit: z.number().int().min(0).max(DISCORD_LIMITS.stageUserLimit).optional(),
  /** Styles never create age-restricted channels. */
  nsfw: z.literal(false).optional(),
  overwrites: z.array(overwriteSchema).optional(),
});

export const styleCategorySchema = z.object({
  key: keySchema,
  name: nameSchema,
  channels: z.array(styleChannelSchema),
  overwrites: z.array(overwriteSchema).optional(),
});

/** Reaction verification is gone: it needs a gateway connection the bot never opens (ADR 0014). */
export const VERIFICATION_TYPES = ['button', 'captcha'] as const;

/**
 * Verification types older builds and sessions stored, read as the type that
 * replaced them, so nothing saved before the change stops working.
 */
export const RETIRED_VERIFICATION_TYPES: Readonly<Record<string, VerificationType>> = {
  reaction: 'button',
};

/** A stored verification type as the builder reads it today, or undefined when it is none. */
export function readVerificationType(value: unknown): VerificationType | undefined {
  if (typeof value !== 'string') return undefined;
  if ((VERIFICATION_TYPES as readonly string[]).includes(value)) return value as VerificationType;
  // Own keys only: `constructor` or `toString` must not read as a type.
  return Object.hasOwn(RETIRED_VERIFICATION_TYPES, value)
    ? RETIRED_VERIFICATION_TYPES[value]
    : undefined;
}

export const styleSettingsSchema = z.object({
  /** Posted in the welcome channel; may use {server} and {user}. */
  welcomeMessage: nonBlank(DISCORD_LIMITS.messageLength),
  rulesText: nonBlank(4000).optional(),
  verification: z
    .object({
      type: z.enum(VERIFICATION_TYPES),
      channelKey: keySchema,
      verifiedRoleKey: keySchema,
    })
    .optional(),
  tickets: z
    .object({
      channelKey: keySchema,
      /** Ticket types offered in the picker. */
      categories: z
        .array(nonBlank(DISCORD_LIMITS.nameLength))
        .min(1)
        .max(DISCORD_LIMITS.selectOptions),
      staffRoleKey: keySchema,
    })
    .optional(),
  systemChannelKey: keySchema.optional(),
  welcomeChannelKey: keySchema,
  rulesChannelKey: keySchema.optional(),
});

export const styleSchema = z
  .object({
    id: text().max(64).regex(SLUG, 'ids are kebab-case slugs'),
    name: nameSchema,
    description: nonBlank(300),
    category: z.enum(STYLE_CATEGORY_IDS),
    tags: z.array(text().min(1).max(32)).max(12),
    requiredPlan: z.enum(PLAN_IDS),
    /** Display order, highest first. */
    roles: z.array(styleRoleSchema).min(1),
    categories: z.array(styleCategorySchema),
    /** Uncategorised channels, shown above every category. */
    channels: z.array(styleChannelSchema).optional(),
    settings: styleSettingsSchema,
  })
  .superRefine((style, ctx) => {
    for (const issue of collectStructuralIssues(style)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });

export type Style = z.infer<typeof styleSchema>;
export type StyleRole = z.infer<typeof styleRoleSchema>;
export type StyleChannel = z.infer<typeof styleChannelSchema>;
export type StyleCategory = z.infer<typeof styleCategorySchema>;
export type StyleOverwrite = z.infer<typeof overwriteSchema>;
export type StyleSettings = z.infer<typeof styleSettingsSchema>;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

/** Channels a build creates, categories excluded. */
export function countChannels(style: Style): number {
  return styleChannels(style).length;
}

/** Stage channels are voice channels to Discord, so they count. */
export function styleHasVoice(style: Style): boolean {
  return styleChannels(style).some(
    ({ channel }) => channel.type === 'voice' || channel.type === 'stage',
  );
}

/**
 * Announcement, forum and stage channels exist only in servers with the
 * Community feature, so the builder must enable it (or refuse) first.
 */
export function styleNeedsCommunity(style: Style): boolean {
  return styleChannels(style).some(({ channel }) => !['text', 'voice'].includes(channel.type));
}

/** How many of a style's categories its gallery card names; the rest are counted. */
export const CARD_CATEGORIES_SHOWN = 3;
const CARD_TAGS_SHOWN = 3;

export const styleShapeSchema = z.object({
  /** The first categories the style builds, in order. */
  categories: z.array(text()),
  moreCategories: z.number().int(),
  channels: z.object({
    text: z.number().int(),
    voice: z.number().int(),
    forum: z.number().int(),
    announcement: z.number().int(),
    stage: z.number().int(),
  }),
  /** The catalogue's own tags, which tell one style from another. */
  tags: z.array(text()),
});
export type StyleShape = z.infer<typeof styleShapeSchema>;

/** What a gallery card shows of a style's layout: its first categories, channels by type, tags. */
export function styleShape(style: Style): StyleShape {
  const channels = { text: 0, voice: 0, forum: 0, announcement: 0, stage: 0 };
  for (const { channel } of styleChannels(style)) channels[channel.type] += 1;
  return {
    categories: style.categories.slice(0, CARD_CATEGORIES_SHOWN).map((category) => category.name),
    moreCategories: Math.max(0, style.categories.length - CARD_CATEGORIES_SHOWN),
    channels,
    tags: style.tags.slice(0, CARD_TAGS_SHOWN),
  };
}

export const styleCardSchema = z.object({
  id: text(),
  name: text(),
  description: text(),
  category: z.enum(STYLE_CATEGORY_IDS),
  tags: z.array(text()),
  requiredPlan: z.enum(PLAN_IDS),
  channelCount: z.number().int(),
  roleCount: z.number().int(),
  hasVoice: z.boolean(),
  hasWelcome: z.boolean(),
  shape: styleShapeSchema,
});
export type StyleCard = z.infer<typeof styleCardSchema>;

export function styleCard(style: Style): StyleCard {
  return {
    id: style.id,
    name: style.name,
    description: style.description,
    category: style.category,
    tags: [...style.tags],
    requiredPlan: style.requiredPlan,
    channelCount: countChannels(style),
    roleCount: style.roles.length,
    hasVoice: styleHasVoice(style),
    hasWelcome: style.settings.welcomeMessage.trim() !== '',
    shape: styleShape(style),
  };
}

const defaultChannelLimit = (plan: PlanId): number => getPlan(plan).channelLimit;

/**
 * Every rule a catalogue style must meet, as sentences naming the offending
 * object; an empty list means the style is sound.
 */
export function validateStyleRules(
  style: Style,
  channelLimitFor: (plan: PlanId) => number = defaultChannelLimit,
): string[] {
  const problems: string[] = [];
  const channelCount = countChannels(style);
  const limit = channelLimitFor(style.requiredPlan);
  if (channelCount < STYLE_RULES.minChannels || channelCount > limit) {
    problems.push(
      `has ${channelCount} channels; a ${style.requiredPlan} style needs ${STYLE_RULES.minChannels} to ${limit}`,
    );
  }
  const staffRoles = style.roles.filter((role) => role.staff).length;
  if (staffRoles < STYLE_RULES.minStaffRoles || staffRoles > STYLE_RULES.maxStaffRoles) {
    problems.push(
      `has ${staffRoles} staff roles; styles need ${STYLE_RULES.minStaffRoles} to ${STYLE_RULES.maxStaffRoles}`,
    );
  }
  if (style.settings.welcomeMessage.trim() === '') problems.push('welcome message is empty');
  for (const issue of collectStructuralIssues(style)) problems.push(issue.message);
  return problems;
}
