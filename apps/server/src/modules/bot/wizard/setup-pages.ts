import {
  canUse,
  getPlan,
  STYLE_CATEGORIES,
  type Style,
  type StyleCategoryId,
} from '@guildsmith/core';
import {
  type APIInteractionResponseCallbackData,
  type APIModalInteractionResponseCallbackData,
  type APISelectMenuOption,
  ButtonStyle,
  ComponentType,
} from 'discord-api-types/v10';
import { isItemPage, isTyped, type QuestionPage } from '../questionnaire/question-pages.ts';
import type { SetupQuestion } from '../questionnaire/question-types.ts';
import { CATEGORY_TEXTS } from '../texts/category-texts.ts';
import { GROUP_TITLES } from '../texts/group-texts.ts';
import { clip, say } from '../texts/locales.ts';
import { DRY_RUN_TEXTS, WIZARD_TEXTS } from '../texts/wizard-texts.ts';
import type { StyleCatalogue } from '../transport/context.ts';
import { setupId } from '../transport/custom-id.ts';
import { ephemeral, type MessageRow } from '../transport/responses.ts';
import {
  button,
  currentAnswer,
  describeAnswer,
  menuFor,
  row,
  textInputFor,
} from './setup-components.ts';
import { formPage, itemPage } from './setup-group-pages.ts';
import { currentPage, navigation, stepHeading } from './setup-page-frame.ts';
import type { SetupView } from './setup-state.ts';

const W = WIZARD_TEXTS;

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

/** A page of one question: its prompt, progress, the input, and the navigation buttons. */
function singleQuestionPage(
  view: SetupView,
  page: QuestionPage,
  question: SetupQuestion,
  notice?: string,
): APIInteractionResponseCallbackData {
  const { session, locale } = view;
  const step = session.currentQuestion;
  const current = currentAnswer(question, session.answers);
  const answered = session.answers[question.id] !== undefined;
  const lines = [
    stepHeading(view, page),
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
  if (menu) rows.push(menu);
  const own = [
    ...(isTyped(question)
      ? [button(setupId('ask', id, step), say(locale, W.answer), ButtonStyle.Primary)]
      : []),
    button(setupId('keep', id, step), say(locale, W.keepDefault), ButtonStyle.Secondary),
  ];
  rows.push(row(...navigation(view, own)));
  return ephemeral(lines.join('\n'), rows);
}

/** The page of the session's step: one question, a topic of several, or a list of objects. */
export function questionPage(view: SetupView, notice?: string): APIInteractionResponseCallbackData {
  const page = currentPage(view);
  const [only] = page.questions;
  if (only && page.questions.length === 1) return singleQuestionPage(view, page, only, notice);
  return isItemPage(page) ? itemPage(view, page, notice) : formPage(view, page, notice);
}

/** The modal of the page's typed questions, prefilled with their answers. */
export function answerModal(view: SetupView): APIModalInteractionResponseCallbackData {
  const page = currentPage(view);
  const typed = page.questions.filter(isTyped);
  const step = view.session.currentQuestion;
  const title =
    page.questions.length === 1
      ? say(view.locale, W.stepOf, { index: step, total: view.pages.length })
      : GROUP_TITLES[page.group][view.locale];
  return {
    custom_id: setupId('text', view.session.id, step),
    title: clip(title, 45),
    components: typed.map((question) => textInputFor(question, view.session.answers, view.locale)),
  };
}
