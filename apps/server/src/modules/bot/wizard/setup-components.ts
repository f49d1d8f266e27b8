/** The pieces the questionnaire's pages are made of: rows, buttons, menus, answers and inputs. */
import {
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInModalActionRow,
  type APISelectMenuOption,
  ComponentType,
  TextInputStyle,
} from 'discord-api-types/v10';
import { isTyped } from '../questionnaire/question-pages.ts';
import type { AnswerValue, SetupQuestion } from '../questionnaire/question-types.ts';
import { type BotLocale, clip, say } from '../texts/locales.ts';
import { WIZARD_TEXTS } from '../texts/wizard-texts.ts';
import type { MessageRow } from '../transport/responses.ts';

export const row = (...components: MessageRow['components']): MessageRow => ({
  type: ComponentType.ActionRow,
  components,
});

export const button = (
  customId: string,
  label: string,
  style: APIButtonComponentWithCustomId['style'],
  disabled = false,
): APIButtonComponentWithCustomId => ({
  type: ComponentType.Button,
  custom_id: customId,
  label,
  style,
  disabled,
});

function optionLabel(question: SetupQuestion, value: string, locale: BotLocale): string {
  if (question.kind !== 'choice' && question.kind !== 'multi-choice') return value;
  return question.options.find((option) => option.value === value)?.label[locale] ?? value;
}

/** How an answer reads on the page, at most `max` characters. */
export function describeAnswer(
  question: SetupQuestion,
  value: AnswerValue,
  locale: BotLocale,
  max = 300,
): string {
  if (Array.isArray(value)) {
    return value.length === 0
      ? '—'
      : clip(value.map((item) => optionLabel(question, item, locale)).join(', '), max);
  }
  const text = optionLabel(question, String(value), locale);
  return text === '' ? '—' : clip(text, max);
}

/** The stored answer when there is one of the right shape, else the default. */
export function currentAnswer(
  question: SetupQuestion,
  answers: Readonly<Record<string, unknown>>,
): AnswerValue {
  const stored = answers[question.id];
  if (Array.isArray(question.default)) {
    return Array.isArray(stored) && stored.every((item) => typeof item === 'string')
      ? stored
      : question.default;
  }
  return typeof stored === typeof question.default ? (stored as AnswerValue) : question.default;
}

/** The select menu of a question answered from a menu (null for a typed one). */
export function menuFor(
  question: SetupQuestion,
  current: AnswerValue,
  customId: string,
  locale: BotLocale,
  placeholder = say(locale, WIZARD_TEXTS.choosePlaceholder),
): MessageRow | null {
  if (isTyped(question)) return null;
  const selected = new Set(Array.isArray(current) ? current : [String(current)]);
  let options: APISelectMenuOption[];
  if (question.kind === 'choice' || question.kind === 'multi-choice') {
    options = question.options.map((option) => ({
      label: clip(option.label[locale], 100),
      value: option.value,
      default: selected.has(option.value),
    }));
  } else if (question.kind === 'number') {
    options = Array.from({ length: question.max - question.min + 1 }, (_, index) => {
      const value = String(question.min + index);
      return { label: value, value, default: selected.has(value) };
    });
  } else {
    return null;
  }
  const multi = question.kind === 'multi-choice';
  return row({
    type: ComponentType.StringSelect,
    custom_id: customId,
    placeholder: clip(placeholder, 150),
    options,
    ...(multi
      ? {
          min_values: question.minValues,
          max_values: Math.min(question.maxValues, options.length),
        }
      : {}),
  });
}

/** A modal input for a typed question, named by the question's id and prefilled with its answer. */
export function textInputFor(
  question: SetupQuestion,
  answers: Readonly<Record<string, unknown>>,
  locale: BotLocale,
): APIActionRowComponent<APIComponentInModalActionRow> {
  const current = String(currentAnswer(question, answers));
  const maxLength =
    question.kind === 'short-text' ? question.maxLength : question.kind === 'colour' ? 7 : 12;
  const paragraph = question.kind === 'short-text' && question.multiline;
  const required = question.kind !== 'short-text' || !question.optional;
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.TextInput,
        custom_id: question.id,
        label: clip(question.label[locale], 45),
        style: paragraph ? TextInputStyle.Paragraph : TextInputStyle.Short,
        required,
        max_length: maxLength,
        ...(current !== '' && current.length <= maxLength ? { value: current } : {}),
      },
    ],
  };
}
