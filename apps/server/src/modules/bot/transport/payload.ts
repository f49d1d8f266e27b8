import { InteractionType } from 'discord-api-types/v10';
import { z } from 'zod';

/**
 * The parts of Discord's interaction payload the bot reads, validated after
 * the signature check. Discord adds fields over time, so objects stay loose:
 * unknown fields pass, the ones we use must have the right shape.
 */

const snowflake = z.string().regex(/^\d{15,21}$/);

const user = z.looseObject({
  id: snowflake,
  username: z.string(),
  global_name: z.string().nullish(),
});

const member = z.looseObject({
  user,
  // Discord sends the member's computed permissions in the channel as a decimal string.
  permissions: z.string().regex(/^\d{1,20}$/),
  roles: z.array(snowflake).default([]),
});

interface CommandOption {
  name: string;
  type: number;
  value?: string | number | boolean | undefined;
  focused?: boolean | undefined;
  options?: CommandOption[] | undefined;
}

const commandOption: z.ZodType<CommandOption> = z.lazy(() =>
  z.looseObject({
    name: z.string().max(32),
    type: z.number().int(),
    value: z.union([z.string().max(6000), z.number(), z.boolean()]).optional(),
    focused: z.boolean().optional(),
    options: z.array(commandOption).max(25).optional(),
  }),
);

const commandData = z.looseObject({
  id: snowflake,
  name: z.string().max(32),
  type: z.number().int(),
  options: z.array(commandOption).max(25).default([]),
});

const componentData = z.looseObject({
  custom_id: z.string().max(100),
  component_type: z.number().int(),
  values: z.array(z.string().max(100)).max(25).default([]),
});

const textInput = z.looseObject({ custom_id: z.string().max(100), value: z.string().max(4000) });
// A modal's inputs arrive in action rows (type 1) or, in the newer layout, in labels (type 18).
const modalRow = z.union([
  z.looseObject({ type: z.literal(1), components: z.array(textInput).max(5) }),
  z.looseObject({ type: z.literal(18), component: textInput }),
]);

const modalData = z.looseObject({
  custom_id: z.string().max(100),
  components: z.array(modalRow).max(5),
});

const base = {
  id: snowflake,
  application_id: snowflake,
  token: z.string().min(1).max(500),
  version: z.number().int(),
  guild_id: snowflake.optional(),
  channel_id: snowflake.optional(),
  member: member.optional(),
  user: user.optional(),
  locale: z.string().max(10).optional(),
  guild_locale: z.string().max(10).optional(),
  app_permissions: z.string().optional(),
};

export const interactionSchema = z.discriminatedUnion('type', [
  z.looseObject({ ...base, type: z.literal(InteractionType.Ping) }),
  z.looseObject({
    ...base,
    type: z.literal(InteractionType.ApplicationCommand),
    data: commandData,
  }),
  z.looseObject({
    ...base,
    type: z.literal(InteractionType.ApplicationCommandAutocomplete),
    data: commandData,
  }),
  z.looseObject({
    ...base,
    type: z.literal(InteractionType.MessageComponent),
    data: componentData,
    message: z.looseObject({ id: snowflake }),
  }),
  z.looseObject({ ...base, type: z.literal(InteractionType.ModalSubmit), data: modalData }),
]);

export type Interaction = z.infer<typeof interactionSchema>;
export type CommandInteraction = Extract<
  Interaction,
  { type: InteractionType.ApplicationCommand | InteractionType.ApplicationCommandAutocomplete }
>;
export type ModalInteraction = Extract<Interaction, { type: InteractionType.ModalSubmit }>;

/** A top-level option's value as a string (Discord sends numbers for integer options). */
export function optionValue(interaction: CommandInteraction, name: string): string | undefined {
  const option = interaction.data.options.find((candidate) => candidate.name === name);
  return option?.value === undefined ? undefined : String(option.value);
}

/** The option the user is typing in, for autocomplete. */
export function focusedOption(
  interaction: CommandInteraction,
): { name: string; value: string } | undefined {
  const option = interaction.data.options.find((candidate) => candidate.focused);
  return option ? { name: option.name, value: String(option.value ?? '') } : undefined;
}

/** Every text input of a submitted modal, by custom_id. */
export function modalFields(interaction: ModalInteraction): Map<string, string> {
  const fields = new Map<string, string>();
  for (const row of interaction.data.components) {
    const inputs = row.type === 1 ? row.components : [row.component];
    for (const input of inputs) fields.set(input.custom_id, input.value);
  }
  return fields;
}
