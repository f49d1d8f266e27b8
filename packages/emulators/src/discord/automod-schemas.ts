import { z } from 'zod';
import { snowflake, text } from './message-schemas.ts';

/** AutoMod rule bodies as Discord validates them, with its limits; unknown fields pass through. */

const oneOf = <const Values extends readonly number[]>(values: Values) =>
  z.number().refine((value) => values.includes(value), {
    error: `Value must be one of (${values.join(', ')}).`,
    params: { discordCode: 'BASE_TYPE_CHOICES' },
  });

const actionSchema = z.looseObject({
  type: oneOf([1, 2, 3, 4]),
  metadata: z
    .looseObject({
      channel_id: snowflake.optional(),
      // Discord's longest timeout: 4 weeks.
      duration_seconds: z.number().int().min(0).max(2_419_200).optional(),
      custom_message: text(0, 150).nullable().optional(),
    })
    .nullable()
    .optional(),
});

export type AutoModActionInput = z.infer<typeof actionSchema>;

const words = (length: number, count: number) =>
  z.array(text(1, length)).max(count).nullable().optional();

const triggerMetadataSchema = z.looseObject({
  keyword_filter: words(60, 1000),
  regex_patterns: words(260, 10),
  presets: z
    .array(oneOf([1, 2, 3]))
    .nullable()
    .optional(),
  // Keyword rules take 100 entries, preset rules 1000; the rule checks which applies.
  allow_list: words(60, 1000),
  mention_total_limit: z.number().int().min(0).max(50).nullable().optional(),
  mention_raid_protection_enabled: z.boolean().nullable().optional(),
});

export type TriggerMetadataInput = z.infer<typeof triggerMetadataSchema>;

export const autoModRuleSchema = z.looseObject({
  name: text(1, 100),
  event_type: oneOf([1, 2]),
  trigger_type: oneOf([1, 3, 4, 5, 6]),
  trigger_metadata: triggerMetadataSchema.nullable().optional(),
  actions: z.array(actionSchema).min(1).max(5),
  enabled: z.boolean().nullable().optional(),
  exempt_roles: z.array(snowflake).max(20).nullable().optional(),
  exempt_channels: z.array(snowflake).max(50).nullable().optional(),
});

export type AutoModRuleInput = z.infer<typeof autoModRuleSchema>;

/** An edit names only what changes. */
export const autoModRuleEditSchema = autoModRuleSchema.partial();

export type AutoModRuleEdit = z.infer<typeof autoModRuleEditSchema>;
