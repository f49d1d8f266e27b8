import {
  canUse,
  getPlan,
  STYLE_CATEGORIES,
  type Style,
  type StyleCategoryId,
} from '@guildsmith/core';
import {
  type APIButtonComponentWithCustomId,
  type APIInteractionResponseCallbackData,
  type APIModalInteractionResponseCallbackData,
  type APISelectMenuOption,
  ButtonStyle,
  ComponentType,
  TextInputStyle,
} from 'discord-api-types/v10';
import type { AnswerValue, SetupQuestion } from '../questionnaire/question-types.ts';
import { type BotLocale, clip } from '../texts/locales.ts';
import { botStrings } from '../texts/strings.ts';
import type { StyleCatalogue } from '../transport/context.ts';
import { setupId } from '../transport/custom-id.ts';
import { ephemeral, type MessageRow } from '../transport/responses.ts';
import type { SetupView } from './setup-state.ts';

const S = botStrings.setup;
/** Number questions with at most this many values are offered as a menu instead of a modal. */
const MAX_MENU_NUMBERS = 25;
export const ANSWER_FIELD = 'answer';

const row = (...components: MessageRow['components']): MessageRow => ({
  type: ComponentType.ActionRow,
  components,
});

const button = (
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

/** The styles this plan may build, in the catalogue's categories. */
export function stylesByCategory(
  styles: StyleCatalogue,
  plan: SetupView['plan'],
): Map<StyleCategoryId, Style[]> {
  const grouped = new Map<StyleCategoryId, Style[]>();
  for (const style of styles.all()) {
    if (!canUse(plan, style.requiredPlan)) continue;
    grouped.set(style.category, [...(grouped.get(style.category) ?? []), style]);
  }
  return grouped;
}

/** First page when no style was given with /activate: a category, then one of its styles. */
export function stylePickerPage(
  view: SetupView,
  styles: StyleCatalogue,
  chosen?: StyleCategoryId,
): APIInteractionResponseCallbackData {
  const grouped = stylesByCategory(styles, view.plan);
  const id = view.session.id;
  const step = view.session.currentQuestion;
  const categories: APISelectMenuOption[] = STYLE_CATEGORIES.filter((category) =>
    grouped.has(category.id),
  ).map((category) => ({
    label: `${category.label} (${grouped.get(category.id)?.length ?? 0})`,
    value: category.id,
    default: category.id === chosen,
  }));
  const rows: MessageRow[] = [
    row({
      type: ComponentType.StringSelect,
      custom_id: setupId('category', id, step),
      placeholder: S.categoryPlaceholder,
      options: categories,
    }),
  ];
  const inCategory = chosen ? grouped.get(chosen) : undefined;
  let content = S.chooseCategory(getPlan(view.plan).name);
  if (chosen && inCategory) {
    const label = STYLE_CATEGORIES.find((category) => category.id === chosen)?.label ?? chosen;
    content = S.chooseStyle(label);
    rows.push(
      row({
        type: ComponentType.StringSelect,
        custom_id: setupId('style', id, step),
        placeholder: S.stylePlaceholder,
        options: inCategory.map((style) => ({
          label: clip(style.name, 100),
          value: style.id,
          description: clip(style.description, 100),
        })),
      }),
    );
  }
  rows.push(row(button(setupId('cancel', id, step), botStrings.dryRun.cancel, ButtonStyle.Danger)));
  return ephemeral(content, rows);
}

function optionLabel(question: SetupQuestion, value: string, locale: BotLocale): string {
  if (question.kind !== 'choice' && question.kind !== 'multi-choice') return value;
  return question.options.find((option) => option.value === value)?.label[locale] ?? value;
}

/** How an answer reads on the page. */
export function describeAnswer(question: SetupQuestion, value: AnswerValue, locale: BotLocale) {
  if (Array.isArray(value)) {
    return value.length === 0
      ? '—'
      : value.map((item) => optionLabel(question, item, locale)).join(', ');
  }
  const text = optionLabel(question, String(value), locale);
  return text === '' ? '—' : clip(text, 300);
}

/** The stored answer when there is one of the right shape, else the default. */
export function currentAnswer(
  question: SetupQuestion,
  answers: Record<string, unknown>,
): AnswerValue {
  const stored = answers[question.id];
  if (Array.isArray(question.default)) {
    return Array.isArray(stored) && stored.every((item) => typeof item === 'string')
      ? stored
      : question.default;
  }
  return typeof stored === typeof question.default ? (stored as AnswerValue) : question.default;
}

function usesModal(question: SetupQuestion): boolean {
  if (question.kind === 'short-text' || question.kind === 'colour') return true;
  return question.kind === 'number' && question.max - question.min + 1 > MAX_MENU_NUMBERS;
}

function menuFor(
  question: SetupQuestion,
  current: AnswerValue,
  customId: string,
  locale: BotLocale,
) {
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
    placeholder: S.choosePlaceholder,
    options,
    ...(multi
      ? {
          min_values: question.minValues,
          max_values: Math.min(question.maxValues, options.length),
        }
      : {}),
  });
}

/** One question: its prompt, progress, the input, and the navigation buttons. */
export function questionPage(view: SetupView, notice?: string): APIInteractionResponseCallbackData {
  const { session, questions, locale } = view;
  const step = session.currentQuestion;
  const question = questions[step - 1];
  if (!question) throw new RangeError(`No question ${step} in this setup`);
  const total = questions.length;
  const current = currentAnswer(question, session.answers);
  const answered = session.answers[question.id] !== undefined;
  const lines = [
    `**${S.progress(step, total)}**`,
    question.prompt[locale],
    answered
      ? `> ${describeAnswer(question, current, locale)}`
      : S.defaultIs(describeAnswer(question, question.default, locale)),
  ];
  if (notice) lines.push(`⚠️ ${notice}`);

  const id = session.id;
  const rows: MessageRow[] = [];
  const menu = menuFor(question, current, setupId('select', id, step), locale);
  if (menu && !usesModal(question)) rows.push(menu);
  const navigation: APIButtonComponentWithCustomId[] = [];
  if (usesModal(question)) {
    navigation.push(button(setupId('ask', id, step), S.answer, ButtonStyle.Primary));
  }
  navigation.push(
    button(setupId('keep', id, step), S.keepDefault, ButtonStyle.Secondary),
    button(setupId('back', id, step), S.back, ButtonStyle.Secondary, step <= 1),
    button(setupId('rest', id, step), S.useDefaults, ButtonStyle.Success),
  );
  rows.push(row(...navigation));
  return ephemeral(lines.join('\n'), rows);
}

/** The modal of a text, colour or long-range number question, prefilled with its answer. */
export function questionModal(view: SetupView): APIModalInteractionResponseCallbackData {
  const { session, questions, locale } = view;
  const step = session.currentQuestion;
  const question = questions[step - 1];
  if (!question) throw new RangeError(`No question ${step} in this setup`);
  const current = String(currentAnswer(question, session.answers));
  const maxLength =
    question.kind === 'short-text' ? question.maxLength : question.kind === 'colour' ? 7 : 12;
  const paragraph = question.kind === 'short-text' && question.multiline;
  const required = question.kind !== 'short-text' || !question.optional;
  return {
    custom_id: setupId('text', session.id, step),
    title: clip(S.modalTitle(step, questions.length), 45),
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.TextInput,
            custom_id: ANSWER_FIELD,
            label: clip(question.label[locale], 45),
            style: paragraph ? TextInputStyle.Paragraph : TextInputStyle.Short,
            required,
            max_length: maxLength,
            ...(current !== '' && current.length <= maxLength ? { value: current } : {}),
          },
        ],
      },
    ],
  };
}
