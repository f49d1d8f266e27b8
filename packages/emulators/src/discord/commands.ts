import {
  type APIApplicationCommand,
  type APIApplicationCommandOption,
  ApplicationCommandType,
  ApplicationIntegrationType,
  type InteractionContextType,
} from 'discord-api-types/v10';
import { z } from 'zod';
import { text } from './message-schemas.ts';
import { parsePermissions } from './permissions.ts';

/**
 * Application commands as Discord validates and stores them for bulk
 * overwrites: ids survive an overwrite for commands that keep their name and
 * type, and the version changes only when a command does.
 */

// Discord's rule for chat-input names: letters, digits, - _ ', lower-case where the script has case.
const CHAT_INPUT_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

function nameIssue(name: string): string | null {
  if (!CHAT_INPUT_NAME.test(name) || name !== name.toLowerCase()) {
    return 'Command name is invalid';
  }
  return null;
}

const localizations = z.record(z.string(), z.string()).nullable().optional();

const choice = z.looseObject({
  name: text(1, 100),
  name_localizations: localizations,
  value: z.union([text(1, 100), z.number()]),
});

interface OptionInput {
  type: number;
  name: string;
  description: string;
  required?: boolean | undefined;
  autocomplete?: boolean | undefined;
  choices?: z.infer<typeof choice>[] | undefined;
  options?: OptionInput[] | undefined;
}

const option: z.ZodType<OptionInput> = z.lazy(() =>
  z
    .looseObject({
      type: z.number().int().min(1).max(11),
      name: z.string(),
      name_localizations: localizations,
      description: text(1, 100),
      description_localizations: localizations,
      required: z.boolean().optional(),
      choices: z.array(choice).max(25).optional(),
      options: z.array(option).max(25).optional(),
      channel_types: z.array(z.number().int()).optional(),
      min_value: z.number().optional(),
      max_value: z.number().optional(),
      min_length: z.number().int().min(0).max(6000).optional(),
      max_length: z.number().int().min(1).max(6000).optional(),
      autocomplete: z.boolean().optional(),
    })
    .superRefine((value, context) => {
      const problem = nameIssue(value.name);
      if (problem) {
        context.addIssue({
          code: 'custom',
          path: ['name'],
          message: problem,
          params: { discordCode: 'APPLICATION_COMMAND_INVALID_NAME' },
        });
      }
      if (value.autocomplete && value.choices?.length) {
        context.addIssue({
          code: 'custom',
          path: ['autocomplete'],
          message: 'Autocomplete cannot be enabled on options with choices',
          params: { discordCode: 'APPLICATION_COMMAND_AUTOCOMPLETE_INVALID' },
        });
      }
    }),
);

const optionList = z
  .array(option)
  .max(25)
  .superRefine((options, context) => {
    let optionalSeen = false;
    options.forEach((entry, index) => {
      if (entry.type === 1 || entry.type === 2) return;
      if (entry.required && optionalSeen) {
        context.addIssue({
          code: 'custom',
          path: [index, 'required'],
          message: 'Required options must be placed before non-required options',
          params: { discordCode: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID' },
        });
      }
      if (!entry.required) optionalSeen = true;
    });
  });

const commandSchema = z
  .looseObject({
    type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
    name: z.string().min(1).max(32),
    name_localizations: localizations,
    description: z.string().max(100).default(''),
    description_localizations: localizations,
    options: optionList.optional(),
    default_member_permissions: z
      .string()
      .refine((value) => parsePermissions(value) !== null, 'Invalid permissions')
      .nullable()
      .optional(),
    dm_permission: z.boolean().nullable().optional(),
    contexts: z.array(z.number().int().min(0).max(2)).nullable().optional(),
    integration_types: z.array(z.number().int().min(0).max(1)).optional(),
    nsfw: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    const chatInput = value.type === ApplicationCommandType.ChatInput;
    const problem = chatInput ? nameIssue(value.name) : null;
    if (problem) {
      context.addIssue({
        code: 'custom',
        path: ['name'],
        message: problem,
        params: { discordCode: 'APPLICATION_COMMAND_INVALID_NAME' },
      });
    }
    if (chatInput && value.description.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['description'],
        message: 'Must be between 1 and 100 in length.',
        params: { discordCode: 'BASE_TYPE_BAD_LENGTH' },
      });
    }
  });

const MAX_PER_TYPE: Record<number, number> = { 1: 100, 2: 15, 3: 15 };

export const bulkOverwriteSchema = z.array(commandSchema).superRefine((commands, context) => {
  const seen = new Set<string>();
  const perType = new Map<number, number>();
  commands.forEach((command, index) => {
    const key = `${command.type}:${command.name}`;
    if (seen.has(key)) {
      context.addIssue({
        code: 'custom',
        path: [index, 'name'],
        message: 'Application command names must be unique',
        params: { discordCode: 'APPLICATION_COMMANDS_DUPLICATE_NAME' },
      });
    }
    seen.add(key);
    perType.set(command.type, (perType.get(command.type) ?? 0) + 1);
  });
  for (const [type, count] of perType) {
    if (count > (MAX_PER_TYPE[type] ?? 0)) {
      context.addIssue({
        code: 'custom',
        path: [],
        message: `Maximum number of application commands of type ${type} reached (${MAX_PER_TYPE[type]})`,
        params: { discordCode: 'APPLICATION_COMMANDS_TOO_MANY' },
      });
    }
  }
});

export type CommandInput = z.infer<typeof commandSchema>;

/** Global commands under the key '', guild commands under their guild's id. */
export class CommandStore {
  private readonly byScope = new Map<string, APIApplicationCommand[]>();

  list(guildId: string | null): APIApplicationCommand[] {
    return this.byScope.get(guildId ?? '') ?? [];
  }

  /** The command a member would see: the guild's own first, then the global one. */
  find(guildId: string, name: string, type = ApplicationCommandType.ChatInput) {
    const match = (command: APIApplicationCommand) =>
      command.name === name && command.type === type;
    return this.list(guildId).find(match) ?? this.list(null).find(match);
  }

  overwrite(
    scope: { applicationId: string; guildId: string | null },
    inputs: readonly CommandInput[],
    nextId: () => string,
  ): APIApplicationCommand[] {
    const previous = this.list(scope.guildId);
    const commands = inputs.map((input) => {
      const before = previous.find(
        (command) => command.name === input.name && command.type === input.type,
      );
      const command: APIApplicationCommand = {
        id: before?.id ?? nextId(),
        application_id: scope.applicationId,
        version: '',
        type: input.type,
        name: input.name,
        name_localizations: input.name_localizations ?? null,
        description: input.description,
        description_localizations: input.description_localizations ?? null,
        default_member_permissions: input.default_member_permissions ?? null,
        nsfw: input.nsfw ?? false,
        integration_types: (input.integration_types ?? [
          ApplicationIntegrationType.GuildInstall,
        ]) as ApplicationIntegrationType[],
        contexts: (input.contexts ?? null) as InteractionContextType[] | null,
      };
      if (scope.guildId) command.guild_id = scope.guildId;
      else command.dm_permission = input.dm_permission ?? true;
      if (input.options?.length) command.options = input.options as APIApplicationCommandOption[];
      const unchanged =
        before && JSON.stringify({ ...before, version: '' }) === JSON.stringify(command);
      command.version = unchanged ? before.version : nextId();
      return command;
    });
    this.byScope.set(scope.guildId ?? '', commands);
    return commands;
  }

  clear(): void {
    this.byScope.clear();
  }
}
