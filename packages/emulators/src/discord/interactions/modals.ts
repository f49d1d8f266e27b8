import { ComponentType } from 'discord-api-types/v10';
import { ControlError } from '../control/control-errors.ts';
import type { ModalData, TextInput } from '../message-schemas.ts';

/** What a person entered: text for text inputs, one or more values for a select in a label. */
export type ModalFields = Record<string, string | string[]>;

function textValue(input: TextInput, entered: string | string[] | undefined): string {
  if (Array.isArray(entered)) {
    throw new ControlError(400, 'INVALID_FIELDS', `${input.custom_id} takes text`);
  }
  // A field left untouched submits what the app prefilled, as in Discord's client.
  const value = entered ?? input.value ?? '';
  const required = input.required ?? true;
  if (required && value === '') {
    throw new ControlError(400, 'INVALID_FIELDS', `${input.custom_id} is required`);
  }
  const min = input.min_length ?? 0;
  const max = input.max_length ?? 4000;
  if (value !== '' && (value.length < min || value.length > max)) {
    throw new ControlError(
      400,
      'INVALID_FIELDS',
      `${input.custom_id} must be ${min}-${max} characters`,
    );
  }
  return value;
}

/**
 * The `data` of a modal submit as Discord sends it: the modal's custom id and
 * its components in the modal's own layout (action rows of text inputs, or
 * labels around a text input or select), carrying what was entered (or the
 * prefilled value of a field not typed in). Checks
 * required fields and lengths as Discord's client does.
 */
export function modalSubmitData(modal: ModalData, fields: ModalFields): Record<string, unknown> {
  const known = new Set<string>();
  const components = modal.components.map((entry) => {
    if (entry.type === ComponentType.ActionRow) {
      const [input] = entry.components;
      known.add(input.custom_id);
      return {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.TextInput,
            custom_id: input.custom_id,
            value: textValue(input, fields[input.custom_id]),
          },
        ],
      };
    }
    const inner = entry.component;
    known.add(inner.custom_id);
    if (inner.type === ComponentType.TextInput) {
      return {
        type: ComponentType.Label,
        component: {
          type: ComponentType.TextInput,
          custom_id: inner.custom_id,
          value: textValue(inner, fields[inner.custom_id]),
        },
      };
    }
    const entered = fields[inner.custom_id];
    const values = entered === undefined ? [] : Array.isArray(entered) ? entered : [entered];
    const offered = new Set(inner.options.map((option) => option.value));
    if (values.some((value) => !offered.has(value))) {
      throw new ControlError(400, 'INVALID_FIELDS', `${inner.custom_id}: pick from the menu`);
    }
    return {
      type: ComponentType.Label,
      component: { type: ComponentType.StringSelect, custom_id: inner.custom_id, values },
    };
  });
  const unknown = Object.keys(fields).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new ControlError(400, 'INVALID_FIELDS', `The modal has no field ${unknown.join(', ')}`);
  }
  return { custom_id: modal.custom_id, components };
}
