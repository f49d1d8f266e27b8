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
import { CATEGORY_TEXTS } from '../texts/category-texts.ts';
import { type BotLocale, clip, say } from '../texts/locales.ts';
import { DRY_RUN_TEXTS, WIZARD_TEXTS } from '../texts/wizard-texts.ts';
import type { StyleCatalogue } from '../transport/context.ts';
import { setupId } from '../transport/custom-id.ts';
import { ephemeral, type MessageRow } from '../transport/responses.ts';
import type { SetupView } from './setup-state.ts';

const W = WIZARD_TEXTS;
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
function stylesByCategory(
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
  const { locale } = view;
  const id = view.session.id;
  const step = view.session.currentQuestion;
  const categories: APISelectMenuOption[] = STYLE_CATEGORIES.filter((category) =>
    grouped.has(category.id),
  ).map((category) => ({
    label: `${CATEGORY_TEXTS[category.id][locale]} (${grouped.get(category.id)?.length ?? 0})`,
    value: category.id,
    default: category.id === chosen,
  }));
  const rows: MessageRow[] = [
    row({
      type: ComponentType.StringSelect,
      custom_id: setupId('category', id, step),
      placeholder: say(locale, W.categoryPlaceholder),
      options: categories,
    }),
  ];
  const inCategory = chosen ? grouped.get(chosen) : undefined;
  let content = say(locale, W.chooseCategory, { plan: getPlan(view.plan).name });
  if (chosen && inCategory) {
    content = say(locale, W.chooseStyle, { category: CATEGORY_TEXTS[chosen][locale] });
    rows.push(
      row({
        type: ComponentType.StringSelect,
        custom_id: setupId('style', id, step),
        placeholder: say(locale, W.stylePlaceholder),
        options: inCategory.map((style) => ({
          label: clip(style.name, 100),
          value: style.id,
          description: clip(style.description, 100),
        })),
      }),
    );
  }
  rows.push(
    row(button(setupId('cancel', id, step), say(locale, DRY_RUN_TEXTS.cancel), ButtonStyle.Danger)),
  );
  return ephemeral(content, rows);
}

function optionLabel(question: SetupQuestion, value: string, locale: BotLocale): string {
  if (question.kind !== 'choice' && question.kind !== 'multi-choice') return value;
  return question.options.find((option) => option.value === value)?.label[locale] ?? value;
}

/** How an answer reads on the page. */
function describeAnswer(question: SetupQuestion, value: AnswerValue, locale: BotLocale) {
  if (Array.isArray(value)) {
    return value.length === 0
      ? '—'
      : value.map((item) => optionLabel(question, item, locale)).join(', ');
  }
  const text = optionLabel(question, String(value), locale);
  return text === '' ? '—' : clip(text, 300);
}

/** The stored answer when there is one of the right shape, else the default. */
function currentAnswer(question: SetupQuestion, answers: Record<string, unknown>): AnswerValue {
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
    placeholder: say(locale, W.choosePlaceholder),
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
    `**${say(locale, W.questionOf, { index: step, total })}**`,
    question.prompt[locale],
    ...(question.kind === 'short-text'
      ? [say(locale, W.maxCharacters, { max: question.maxLength })]
      : []),
    answered
      ? `> ${describeAnswer(question, current, locale)}`
      : say(locale, W.defaultIs, { value: describeAnswer(question, question.default, locale) }),
  ];
  if (notice) lines.push(`⚠️ ${notice}`);

  const id = session.id;
  const rows: MessageRow[] = [];
  const menu = menuFor(question, current, setupId('select', id, step), locale);
  if (menu && !usesModal(question)) rows.push(menu);
  const navigation: APIButtonComponentWithCustomId[] = [];
  if (usesModal(question)) {
    navigation.push(button(setupId('ask', id, step), say(locale, W.answer), ButtonStyle.Primary));
  }
  navigation.push(
    button(setupId('keep', id, step), say(locale, W.keepDefault), ButtonStyle.Secondary),
    button(setupId('back', id, step), say(locale, W.back), ButtonStyle.Secondary, step <= 1),
    button(setupId('rest', id, step), say(locale, W.useDefaults), ButtonStyle.Success),
    // Ends the questionnaire here; the cancelled page says how to start again.
    button(setupId('cancel', id, step), say(locale, DRY_RUN_TEXTS.cancel), ButtonStyle.Danger),
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
    title: clip(say(locale, W.questionOf, { index: step, total: questions.length }), 45),
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
