/**
 * The generic names a style builds (general, rules, Moderator, Information…)
 * in the language chosen in the questionnaire. Names the table does not hold
 * are proper names or community words and stay as the style has them; a name
 * the owner typed is theirs and is never translated.
 */
import {
  GENERIC_CATEGORY_NAMES,
  GENERIC_CHANNEL_NAMES,
  GENERIC_ROLE_NAMES,
} from '../texts/generic-name-texts.ts';
import type { BotLocale, LocalizedText } from '../texts/locales.ts';
import type { AnswerReader } from './answers.ts';

const TABLES = {
  channel: GENERIC_CHANNEL_NAMES,
  role: GENERIC_ROLE_NAMES,
  category: GENERIC_CATEGORY_NAMES,
} as const satisfies Record<string, Readonly<Record<string, LocalizedText>>>;

export type NamedKind = keyof typeof TABLES;

/** The style's own name for an object, in `locale` when it is a generic one. */
export function designedName(kind: NamedKind, designed: string, locale: BotLocale): string {
  // Own-property check: a name like "constructor" must not read the prototype.
  const table: Readonly<Record<string, LocalizedText>> = TABLES[kind];
  return Object.hasOwn(table, designed) ? (table[designed]?.[locale] ?? designed) : designed;
}

/** The owner's answer when they changed the name, else the designed name in `locale`. */
export function answeredName(
  answers: AnswerReader,
  question: string,
  kind: NamedKind,
  designed: string,
  locale: BotLocale,
): string {
  return answers.changed(question)
    ? answers.text(question, designed)
    : designedName(kind, designed, locale);
}
