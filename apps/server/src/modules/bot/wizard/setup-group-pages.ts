/**
 * Pages that ask several things at once (ADR 0023): a topic's menus on one
 * message with its texts in one modal, or a list of objects (roles,
 * categories, channels) where the one picked opens a modal of its own.
 */
import {
  type APIInteractionResponseCallbackData,
  type APIModalInteractionResponseCallbackData,
  ButtonStyle,
  ComponentType,
} from 'discord-api-types/v10';
import { SELECT_OPTIONS } from '../questionnaire/question-builders.ts';
import { isItemGroup } from '../questionnaire/question-groups.ts';
import {
  isTyped,
  itemsOf,
  type PageItem,
  type QuestionPage,
} from '../questionnaire/question-pages.ts';
import { GROUP_PAGE_TEXTS, ITEM_GROUP_TEXTS } from '../texts/group-texts.ts';
import { clip, say } from '../texts/locales.ts';
import { WIZARD_TEXTS } from '../texts/wizard-texts.ts';
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
import { navigation, stepHeading } from './setup-page-frame.ts';
import type { SetupView } from './setup-state.ts';

const G = GROUP_PAGE_TEXTS;
/** Discord's limit on a message's text. */
const CONTENT_LENGTH = 2000;

function continueButton(view: SetupView) {
  const { id, currentQuestion } = view.session;
  return button(
    setupId('keep', id, currentQuestion),
    say(view.locale, G.continue),
    ButtonStyle.Primary,
  );
}

/** A topic's questions numbered with their answers; one menu per menu question, texts in a modal. */
export function formPage(
  view: SetupView,
  page: QuestionPage,
  notice?: string,
): APIInteractionResponseCallbackData {
  const { session, locale } = view;
  const step = session.currentQuestion;
  const lines = [stepHeading(view, page)];
  const rows: MessageRow[] = [];
  page.questions.forEach((question, index) => {
    const current = currentAnswer(question, session.answers);
    const limit =
      question.kind === 'short-text'
        ? ` ${say(locale, WIZARD_TEXTS.maxCharacters, { max: question.maxLength })}`
        : '';
    lines.push(
      `**${index + 1}.** ${question.prompt[locale]}${limit}`,
      `> ${describeAnswer(question, current, locale, 150)}`,
    );
    const placeholder = `${index + 1}. ${question.label[locale]}`;
    const menu = menuFor(
      question,
      current,
      setupId('select', session.id, step, index),
      locale,
      placeholder,
    );
    if (menu) rows.push(menu);
  });
  const typed = page.questions.some(isTyped);
  lines.push(say(locale, G.formHint), ...(typed ? [say(locale, G.typedHint)] : []));
  if (notice) lines.push(`⚠️ ${notice}`);
  const own = [
    ...(typed
      ? [
          button(
            setupId('ask', session.id, step),
            say(locale, WIZARD_TEXTS.answer),
            ButtonStyle.Secondary,
          ),
        ]
      : []),
    continueButton(view),
  ];
  rows.push(row(...navigation(view, own)));
  return ephemeral(clip(lines.join('\n'), CONTENT_LENGTH), rows);
}

/** What an item's answers read as: its current name (and colour). */
function describeItem(view: SetupView, item: PageItem, max: number): string {
  return clip(
    item.questions
      .map((question) =>
        describeAnswer(question, currentAnswer(question, view.session.answers), view.locale, max),
      )
      .join(' · '),
    max,
  );
}

function isChanged(view: SetupView, item: PageItem): boolean {
  return item.questions.some((question) => {
    const stored = view.session.answers[question.id];
    return stored !== undefined && stored !== question.default;
  });
}

/** A list of objects: a menu (of up to 25) picks one, and its modal changes it. */
export function itemPage(
  view: SetupView,
  page: QuestionPage,
  notice?: string,
): APIInteractionResponseCallbackData {
  const { session, locale } = view;
  if (!isItemGroup(page.group)) throw new TypeError(`${page.group} is not a list of objects`);
  const texts = ITEM_GROUP_TEXTS[page.group];
  const items = itemsOf(page);
  const lines = [stepHeading(view, page), say(locale, texts.intro)];
  const changed = items.filter((item) => isChanged(view, item));
  if (changed.length > 0) {
    const list = changed.map((item) => `${item.name} → ${describeItem(view, item, 120)}`);
    lines.push(say(locale, G.changed, { list: list.join(', ') }));
  }
  if (notice) lines.push(`⚠️ ${notice}`);
  const rows: MessageRow[] = [];
  for (let start = 0; start < items.length; start += SELECT_OPTIONS) {
    const chunk = items.slice(start, start + SELECT_OPTIONS);
    const placeholder = say(locale, texts.placeholder);
    rows.push(
      row({
        type: ComponentType.StringSelect,
        custom_id: setupId('item', session.id, session.currentQuestion, start / SELECT_OPTIONS),
        placeholder:
          items.length > SELECT_OPTIONS
            ? `${placeholder} (${start + 1}–${start + chunk.length})`
            : placeholder,
        options: chunk.map((item) => ({
          label: clip(item.name, 100),
          value: item.key,
          description: describeItem(view, item, 100),
        })),
      }),
    );
  }
  rows.push(row(...navigation(view, [continueButton(view)])));
  return ephemeral(clip(lines.join('\n'), CONTENT_LENGTH), rows);
}

/** The modal of one object of an item page: its name (and colour), prefilled. */
export function itemModal(
  view: SetupView,
  item: PageItem,
): APIModalInteractionResponseCallbackData {
  return {
    custom_id: setupId('text', view.session.id, view.session.currentQuestion),
    title: clip(item.name, 45),
    components: item.questions
      .filter(isTyped)
      .map((question) => textInputFor(question, view.session.answers, view.locale)),
  };
}
