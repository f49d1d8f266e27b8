import { ChannelType } from 'discord-api-types/v10';
import { z } from 'zod';
import { snowflake, text } from './message-schemas.ts';

/** The guild channel types the API lets a bot create. */
export const CREATABLE_CHANNEL_TYPES: readonly number[] = [
  ChannelType.GuildText,
  ChannelType.GuildVoice,
  ChannelType.GuildCategory,
  ChannelType.GuildAnnouncement,
  ChannelType.GuildStageVoice,
  ChannelType.GuildForum,
  ChannelType.GuildMedia,
];

/** Text-like channels: their names are lower-cased, with dashes for spaces. */
export const TEXT_LIKE_TYPES: readonly number[] = [
  ChannelType.GuildText,
  ChannelType.GuildAnnouncement,
  ChannelType.GuildForum,
  ChannelType.GuildMedia,
];

export function choicesMessage(types: readonly number[]): string {
  return `Value must be one of {${types.join(', ')}}.`;
}

/** Discord takes bitfields as decimal strings, and numbers from older clients. */
const bitfield = z
  .union([z.string().regex(/^\d{1,20}$/, 'Invalid permissions'), z.number().int().min(0)])
  .transform((value) => String(value));

const overwriteSchema = z.looseObject({
  id: snowflake,
  type: z.union([z.literal(0), z.literal(1)]),
  allow: bitfield.nullable().optional(),
  deny: bitfield.nullable().optional(),
});

export type OverwriteInput = z.infer<typeof overwriteSchema>;

const channelFields = {
  topic: z.string().max(4096).nullable().optional(),
  bitrate: z.number().int().min(8000).max(384000).nullable().optional(),
  user_limit: z.number().int().min(0).max(10000).nullable().optional(),
  rate_limit_per_user: z.number().int().min(0).max(21600).nullable().optional(),
  position: z.number().int().nullable().optional(),
  permission_overwrites: z.array(overwriteSchema).max(100).nullable().optional(),
  parent_id: snowflake.nullable().optional(),
  nsfw: z.boolean().nullable().optional(),
  rtc_region: z.string().nullable().optional(),
  video_quality_mode: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .optional(),
  default_auto_archive_duration: z
    .union([z.literal(60), z.literal(1440), z.literal(4320), z.literal(10080)])
    .nullable()
    .optional(),
  default_thread_rate_limit_per_user: z.number().int().min(0).max(21600).nullable().optional(),
  default_forum_layout: z.number().int().min(0).max(2).nullable().optional(),
  default_sort_order: z.number().int().min(0).max(1).nullable().optional(),
};

export const createChannelSchema = z.looseObject({
  name: text(1, 100),
  type: z
    .number()
    .int()
    .refine((type) => CREATABLE_CHANNEL_TYPES.includes(type), {
      message: choicesMessage(CREATABLE_CHANNEL_TYPES),
      params: { discordCode: 'BASE_TYPE_CHOICES' },
    })
    .default(ChannelType.GuildText),
  ...channelFields,
});

export type CreateChannelInput = z.infer<typeof createChannelSchema>;

export const modifyChannelSchema = z.looseObject({
  name: text(1, 100).optional(),
  type: z.number().int().optional(),
  lock_permissions: z.boolean().nullable().optional(),
  ...channelFields,
});

export type ModifyChannelInput = z.infer<typeof modifyChannelSchema>;

export const channelPositionsSchema = z
  .array(
    z.looseObject({
      id: snowflake,
      position: z.number().int().nullable().optional(),
      lock_permissions: z.boolean().nullable().optional(),
      parent_id: snowflake.nullable().optional(),
    }),
  )
  .min(1);

export type ChannelPositionsInput = z.infer<typeof channelPositionsSchema>;
