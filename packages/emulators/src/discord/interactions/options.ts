import {
  type APIApplicationCommand,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  type APIInteractionDataResolved,
  ApplicationCommandOptionType as T,
} from 'discord-api-types/v10';
import { ControlError } from '../control/control-errors.ts';
import {
  type ResolveContext,
  resolveChannel,
  resolveMember,
  resolveRole,
  resolveUser,
} from './resolved.ts';

/** What a person typed for an option: text from the command box, or a typed value from a test. */
export type RawOptionValue = string | number | boolean;

export interface ResolvedCommand {
  options: APIApplicationCommandInteractionDataOption[];
  resolved: APIInteractionDataResolved;
}

interface Context extends ResolveContext {
  /** The option being typed for autocomplete: not validated, sent with `focused: true`. */
  focused: string | null;
}

function invalid(message: string): ControlError {
  return new ControlError(400, 'INVALID_OPTION', message);
}

const mentionId = (value: string) => /^<[@#][!&]?(\d{17,20})>$/.exec(value)?.[1] ?? value;

function numberValue(definition: APIApplicationCommandOption, raw: RawOptionValue): number {
  const value = typeof raw === 'number' ? raw : Number(raw);
  const integer = definition.type === T.Integer;
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value))) {
    throw invalid(`${definition.name} must be ${integer ? 'an integer' : 'a number'}`);
  }
  const bounds = definition as { min_value?: number; max_value?: number };
  if (bounds.min_value !== undefined && value < bounds.min_value) {
    throw invalid(`${definition.name} must be at least ${bounds.min_value}`);
  }
  if (bounds.max_value !== undefined && value > bounds.max_value) {
    throw invalid(`${definition.name} must be at most ${bounds.max_value}`);
  }
  return value;
}

function stringValue(definition: APIApplicationCommandOption, raw: RawOptionValue): string {
  const value = String(raw);
  const bounds = definition as { min_length?: number; max_length?: number };
  if (value.length < (bounds.min_length ?? 1) || value.length > (bounds.max_length ?? 6000)) {
    throw invalid(`${definition.name} has a length Discord would not accept`);
  }
  return value;
}

/** A value typed as Discord sends it, adding users, members, roles and channels to `resolved`. */
function typedValue(
  context: Context,
  definition: APIApplicationCommandOption,
  raw: RawOptionValue,
): string | number | boolean {
  switch (definition.type) {
    case T.Integer:
    case T.Number:
      return numberValue(definition, raw);
    case T.Boolean:
      if (raw === true || raw === 'true') return true;
      if (raw === false || raw === 'false') return false;
      throw invalid(`${definition.name} must be true or false`);
    case T.User:
      return resolveMember(context, mentionId(String(raw))) ?? invalidId(definition);
    case T.Role:
      return resolveRole(context, mentionId(String(raw))) ?? invalidId(definition);
    case T.Mentionable: {
      const id = mentionId(String(raw));
      return (
        resolveMember(context, id) ??
        resolveRole(context, id) ??
        resolveUser(context, id) ??
        invalidId(definition)
      );
    }
    case T.Channel:
      return resolveChannel(context, mentionId(String(raw))) ?? invalidId(definition);
    case T.String:
      return stringValue(definition, raw);
    default:
      throw invalid(`${definition.name}: attachments cannot be sent from the emulator`);
  }
}

function invalidId(definition: APIApplicationCommandOption): never {
  throw invalid(`${definition.name} does not name anything in this server`);
}

function leafOptions(
  context: Context,
  definitions: readonly APIApplicationCommandOption[],
  raw: Record<string, RawOptionValue>,
): APIApplicationCommandInteractionDataOption[] {
  for (const name of Object.keys(raw)) {
    if (!definitions.some((definition) => definition.name === name)) {
      throw invalid(`The command has no option named ${name}`);
    }
  }
  return definitions.flatMap((definition) => {
    const value = raw[definition.name];
    const focused = context.focused === definition.name;
    if (value === undefined || value === '') {
      if ('required' in definition && definition.required && context.focused === null) {
        throw invalid(`The option ${definition.name} is required`);
      }
      if (!focused) return [];
    }
    if (focused) {
      return [
        { name: definition.name, type: definition.type, value: String(value ?? ''), focused },
      ];
    }
    const typed = typedValue(context, definition, value ?? '');
    const choices = 'choices' in definition ? definition.choices : undefined;
    if (choices?.length && !choices.some((choice) => choice.value === typed)) {
      throw invalid(`${definition.name} must be one of: ${choices.map((c) => c.value).join(', ')}`);
    }
    return [{ name: definition.name, type: definition.type, value: typed }];
  }) as APIApplicationCommandInteractionDataOption[];
}

/**
 * Builds `data.options` (and `data.resolved`) for `path` (e.g. ['activate'],
 * or ['config', 'set'] for a subcommand) from a flat name-to-value map, typed
 * and validated against the registered command as Discord's client would.
 */
export function commandOptions(
  scope: Omit<ResolveContext, 'resolved'>,
  command: APIApplicationCommand,
  subcommands: readonly string[],
  raw: Record<string, RawOptionValue>,
  focused: string | null = null,
): ResolvedCommand {
  const context: Context = { ...scope, resolved: {}, focused };
  let definitions = command.options ?? [];
  const wrappers: { name: string; type: T }[] = [];
  for (const name of subcommands) {
    const sub = definitions.find(
      (definition) =>
        definition.name === name &&
        (definition.type === T.Subcommand || definition.type === T.SubcommandGroup),
    );
    if (!sub) throw invalid(`/${command.name} has no subcommand ${name}`);
    wrappers.push({ name, type: sub.type });
    definitions = 'options' in sub ? (sub.options ?? []) : [];
  }
  if (
    definitions.some(
      (definition) => definition.type === T.Subcommand || definition.type === T.SubcommandGroup,
    )
  ) {
    throw invalid(`/${[command.name, ...subcommands].join(' ')} needs a subcommand`);
  }
  let options = leafOptions(context, definitions, raw);
  for (const wrapper of wrappers.reverse()) {
    options = [
      { name: wrapper.name, type: wrapper.type, options },
    ] as APIApplicationCommandInteractionDataOption[];
  }
  return { options, resolved: context.resolved };
}
