import { z } from 'zod';
import { isSnowflake } from './snowflake.ts';

/**
 * Message bodies as Discord validates them (content, embeds, classic
 * components, allowed mentions), with Discord's limits. Unknown fields pass
 * through untouched, as Discord ignores them.
 */

export const snowflake = z.string().refine(isSnowflake, {
  error: (issue) => `Value "${String(issue.input)}" is not snowflake.`,
});

/** A custom issue reported under Discord's own error code rather than BASE_TYPE_INVALID. */
function discordIssue(path: (string | number)[], discordCode: string, message: string) {
  return { code: 'custom' as const, path, message, params: { discordCode } };
}

/** Discord's wording for a string outside its bounds ("Must be between 1 and 100 in length."). */
export function text(min: number, max: number) {
  const message = `Must be between ${min} and ${max} in length.`;
  return z.string().min(min, message).max(max, message);
}

const url = z.string().max(2048);
const emoji = z.looseObject({
  id: snowflake.nullable().optional(),
  name: z.string().max(100).nullable().optional(),
  animated: z.boolean().optional(),
});

const embedField = z.looseObject({
  name: text(1, 256),
  value: text(1, 1024),
  inline: z.boolean().optional(),
});

const embedSchema = z.looseObject({
  title: text(0, 256).optional(),
  type: z.string().optional(),
  description: text(0, 4096).optional(),
  url: url.optional(),
  timestamp: z.iso.datetime({ offset: true }).optional(),
  color: z.number().int().min(0).max(0xffffff).optional(),
  footer: z.looseObject({ text: text(1, 2048), icon_url: url.optional() }).optional(),
  image: z.looseObject({ url }).optional(),
  thumbnail: z.looseObject({ url }).optional(),
  author: z
    .looseObject({ name: text(1, 256), url: url.optional(), icon_url: url.optional() })
    .optional(),
  fields: z.array(embedField).max(25).optional(),
});

export type EmbedInput = z.infer<typeof embedSchema>;

const customId = text(1, 100);

const button = z
  .looseObject({
    type: z.literal(2),
    style: z.number().int().min(1).max(6),
    label: text(0, 80).optional(),
    emoji: emoji.optional(),
    custom_id: customId.optional(),
    url: url.optional(),
    sku_id: snowflake.optional(),
    disabled: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    const linkLike = value.style === 5 || value.style === 6;
    if (!linkLike && value.custom_id === undefined) {
      context.addIssue(discordIssue(['custom_id'], 'BASE_TYPE_REQUIRED', 'This field is required'));
    }
    if (value.style === 5 && value.url === undefined) {
      context.addIssue(discordIssue(['url'], 'BASE_TYPE_REQUIRED', 'This field is required'));
    }
    if (linkLike && value.custom_id !== undefined) {
      context.addIssue(
        discordIssue(
          ['custom_id'],
          'BUTTON_CUSTOM_ID_NOT_ALLOWED',
          'A link button cannot have a custom_id',
        ),
      );
    }
    if (value.style !== 6 && !value.label && !value.emoji) {
      context.addIssue(
        discordIssue(['label'], 'BUTTON_LABEL_REQUIRED', 'A button needs a label or an emoji'),
      );
    }
  });

const selectOption = z.looseObject({
  label: text(1, 100),
  value: text(1, 100),
  description: text(0, 100).optional(),
  emoji: emoji.optional(),
  default: z.boolean().optional(),
});

const selectBase = {
  custom_id: customId,
  placeholder: text(0, 150).optional(),
  min_values: z.number().int().min(0).max(25).optional(),
  max_values: z.number().int().min(1).max(25).optional(),
  disabled: z.boolean().optional(),
  required: z.boolean().optional(),
};

const stringSelect = z.looseObject({
  type: z.literal(3),
  ...selectBase,
  options: z.array(selectOption).min(1).max(25),
});

const defaultValue = z.looseObject({ id: snowflake, type: z.enum(['user', 'role', 'channel']) });

const entitySelect = z.looseObject({
  type: z.union([z.literal(5), z.literal(6), z.literal(7), z.literal(8)]),
  ...selectBase,
  channel_types: z.array(z.number().int()).optional(),
  default_values: z.array(defaultValue).max(25).optional(),
});

const actionRow = z
  .looseObject({
    type: z.literal(1),
    components: z
      .array(z.discriminatedUnion('type', [button, stringSelect, entitySelect]))
      .min(1)
      .max(5),
  })
  .superRefine((row, context) => {
    const selects = row.components.filter((component) => component.type !== 2).length;
    if (selects > 0 && row.components.length > 1) {
      context.addIssue(
        discordIssue(
          ['components'],
          'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
          'The specified component exceeds the maximum width',
        ),
      );
    }
  });

const componentsSchema = z
  .array(actionRow)
  .max(5)
  .superRefine((rows, context) => {
    const seen = new Set<string>();
    rows.forEach((row, rowIndex) => {
      row.components.forEach((component, index) => {
        const id = component.custom_id;
        if (id === undefined) return;
        if (seen.has(id)) {
          context.addIssue(
            discordIssue(
              [rowIndex, 'components', index, 'custom_id'],
              'COMPONENT_CUSTOM_ID_DUPLICATED',
              'Component custom id cannot be duplicated',
            ),
          );
        }
        seen.add(id);
      });
    });
  });

const allowedMentionsSchema = z.looseObject({
  parse: z.array(z.enum(['roles', 'users', 'everyone'])).optional(),
  roles: z.array(snowflake).max(100).optional(),
  users: z.array(snowflake).max(100).optional(),
  replied_user: z.boolean().optional(),
});

export type AllowedMentions = z.infer<typeof allowedMentionsSchema>;

/** Flags a sender may set: SUPPRESS_EMBEDS, EPHEMERAL (interactions only), SUPPRESS_NOTIFICATIONS. */
export const SETTABLE_MESSAGE_FLAGS = 4 | 64 | 4096;

export const messageBodySchema = z.looseObject({
  content: text(0, 2000).optional(),
  tts: z.boolean().optional(),
  embeds: z.array(embedSchema).max(10).optional(),
  components: componentsSchema.optional(),
  allowed_mentions: allowedMentionsSchema.optional(),
  flags: z.number().int().min(0).optional(),
  nonce: z.union([z.string().max(25), z.number().int()]).optional(),
});

export type MessageBody = z.infer<typeof messageBodySchema>;

/** Edits may also clear fields with null, as Discord allows. */
export const messageEditSchema = z.looseObject({
  content: text(0, 2000).nullable().optional(),
  embeds: z.array(embedSchema).max(10).nullable().optional(),
  components: componentsSchema.nullable().optional(),
  allowed_mentions: allowedMentionsSchema.nullable().optional(),
  flags: z.number().int().min(0).nullable().optional(),
});

export type MessageEdit = z.infer<typeof messageEditSchema>;

const textInput = z.looseObject({
  type: z.literal(4),
  custom_id: customId,
  style: z.union([z.literal(1), z.literal(2)]),
  /** Required inside an action row; a Label component carries it otherwise. */
  label: text(1, 45).optional(),
  min_length: z.number().int().min(0).max(4000).optional(),
  max_length: z.number().int().min(1).max(4000).optional(),
  required: z.boolean().optional(),
  value: text(0, 4000).optional(),
  placeholder: text(0, 100).optional(),
});

export type TextInput = z.infer<typeof textInput>;

const modalRow = z.looseObject({ type: z.literal(1), components: z.tuple([textInput]) });
const modalLabel = z.looseObject({
  type: z.literal(18),
  label: text(1, 45),
  description: text(0, 100).optional(),
  component: z.discriminatedUnion('type', [textInput, stringSelect]),
});

export const modalSchema = z.looseObject({
  custom_id: customId,
  title: text(1, 45),
  components: z
    .array(z.discriminatedUnion('type', [modalRow, modalLabel]))
    .min(1)
    .max(5),
});

export type ModalData = z.infer<typeof modalSchema>;
