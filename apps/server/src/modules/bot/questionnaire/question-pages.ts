/**
 * The wizard's pages: the plan's questions gathered by topic (ADR 0023). A
 * page holds what one Discord message can offer: up to four menus above its
 * buttons and up to five typed answers in one modal; an item page lists up to
 * four menus of 25 objects. A topic that needs more continues on a next page.
 */
import { SELECT_OPTIONS } from './question-builders.ts';
import { isItemGroup, type QuestionGroupId } from './question-groups.ts';
import type { SetupQuestion } from './question-types.ts';

/** A message holds five rows of components; one is the navigation buttons. */
export const MENU_ROWS = 4;
/** A modal holds at most five inputs. */
export const MODAL_FIELDS = 5;

export interface QuestionPage {
  group: QuestionGroupId;
  /** In priority order. */
  questions: readonly SetupQuestion[];
}

export interface PageItem {
  key: string;
  name: string;
  /** The item's questions on this page (a role's name, then its colour). */
  questions: readonly SetupQuestion[];
}

/** A question answered by typing (in a modal) rather than from a menu. */
export function isTyped(question: SetupQuestion): boolean {
  if (question.kind === 'short-text' || question.kind === 'colour') return true;
  return question.kind === 'number' && question.max - question.min + 1 > SELECT_OPTIONS;
}

/** A page that lists objects to customise (a single question is asked as itself). */
export const isItemPage = (page: QuestionPage): boolean =>
  isItemGroup(page.group) && page.questions.length > 1;

/** The objects of an item page, in the order their first question is asked. */
export function itemsOf(page: QuestionPage): PageItem[] {
  const items = new Map<string, PageItem>();
  for (const question of page.questions) {
    const key = question.item?.key ?? question.id;
    const found = items.get(key);
    if (found) items.set(key, { ...found, questions: [...found.questions, question] });
    else items.set(key, { key, name: question.item?.name ?? question.id, questions: [question] });
  }
  return [...items.values()];
}

function fits(page: QuestionPage, question: SetupQuestion): boolean {
  const questions = [...page.questions, question];
  if (isItemGroup(page.group)) {
    return itemsOf({ ...page, questions }).length <= MENU_ROWS * SELECT_OPTIONS;
  }
  const typed = questions.filter(isTyped).length;
  return typed <= MODAL_FIELDS && questions.length - typed <= MENU_ROWS;
}

/** The pages of the questions asked, each where its topic's first question comes. */
export function questionPagesOf(questions: readonly SetupQuestion[]): QuestionPage[] {
  const pages: { group: QuestionGroupId; questions: SetupQuestion[] }[] = [];
  const open = new Map<QuestionGroupId, (typeof pages)[number]>();
  for (const question of questions) {
    const current = open.get(question.group);
    if (current && fits(current, question)) {
      current.questions.push(question);
      continue;
    }
    const page = { group: question.group, questions: [question] };
    pages.push(page);
    open.set(question.group, page);
  }
  return pages;
}
