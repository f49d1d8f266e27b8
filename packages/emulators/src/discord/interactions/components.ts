import {
  type APIInteractionDataResolved,
  type APIMessage,
  ComponentType,
} from 'discord-api-types/v10';
import { ControlError } from '../control/control-errors.ts';
import {
  type ResolveContext,
  resolveChannel,
  resolveMember,
  resolveRole,
  resolveUser,
} from './resolved.ts';

interface ClickableComponent {
  type: number;
  custom_id?: string;
  disabled?: boolean;
  options?: { value: string }[];
  min_values?: number;
  max_values?: number;
}

/** The button or select with `customId` in a message's action rows. */
export function findComponent(message: APIMessage, customId: string): ClickableComponent {
  const rows = (message.components ?? []) as unknown as { components?: ClickableComponent[] }[];
  const component = rows
    .flatMap((row) => row.components ?? [])
    .find((candidate) => candidate.custom_id === customId);
  if (!component) {
    throw new ControlError(404, 'UNKNOWN_COMPONENT', `The message has no component ${customId}`);
  }
  if (component.disabled) {
    throw new ControlError(409, 'COMPONENT_DISABLED', `The component ${customId} is disabled`);
  }
  return component;
}

/** What one picked value of an entity select names, added to `resolved`; null when nothing. */
function resolveValue(context: ResolveContext, type: number, value: string): string | null {
  switch (type) {
    case ComponentType.UserSelect:
      return resolveMember(context, value) ?? resolveUser(context, value);
    case ComponentType.RoleSelect:
      return resolveRole(context, value);
    case ComponentType.MentionableSelect:
      return resolveMember(context, value) ?? resolveRole(context, value);
    case ComponentType.ChannelSelect:
      return resolveChannel(context, value);
    default:
      return null;
  }
}

/**
 * `data` of a component interaction as Discord sends it: the custom id and
 * type, and for selects the picked values (checked against the menu's options
 * and min/max as Discord's client enforces) with `resolved` for entity selects.
 */
export function componentData(
  context: Omit<ResolveContext, 'resolved'>,
  component: ClickableComponent,
  values: readonly string[] | undefined,
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    custom_id: component.custom_id,
    component_type: component.type,
  };
  if (component.type === ComponentType.Button) {
    if (values !== undefined)
      throw new ControlError(400, 'INVALID_VALUES', 'Buttons take no values');
    return data;
  }
  const picked = values ?? [];
  const min = component.min_values ?? 1;
  const max = component.max_values ?? 1;
  if (picked.length < min || picked.length > max) {
    throw new ControlError(400, 'INVALID_VALUES', `Pick between ${min} and ${max} values`);
  }
  if (component.type === ComponentType.StringSelect) {
    const offered = new Set((component.options ?? []).map((option) => option.value));
    const unknown = picked.filter((value) => !offered.has(value));
    if (unknown.length > 0) {
      throw new ControlError(400, 'INVALID_VALUES', `Not in the menu: ${unknown.join(', ')}`);
    }
    return { ...data, values: picked };
  }
  const resolved: APIInteractionDataResolved = {};
  for (const value of picked) {
    if (resolveValue({ ...context, resolved }, component.type, value) === null) {
      throw new ControlError(400, 'INVALID_VALUES', `${value} names nothing this menu offers`);
    }
  }
  return { ...data, values: picked, resolved };
}
