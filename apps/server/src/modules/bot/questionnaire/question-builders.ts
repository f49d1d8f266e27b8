/**
 * How a question is put together from its id: its prompt and label come
 * from the text tables by id, so a question cannot exist without them.
 */
import { CHANNEL_TEXTS } from '../texts/channel-texts.ts';
import { GLOBAL_TEXTS, type QuestionText } from '../texts/global-texts.ts';
import { LAYOUT_TEXTS } from '../texts/layout-texts.ts';
import { OPTION_TEXTS } from '../texts/option-texts.ts';
import { MODERATION_QUESTION_TEXTS } from '../texts/server-settings-texts.ts';
import { groupOf } from './question-groups.ts';
import type { QuestionOption, SetupQuestion } from './question-types.ts';

/** A select menu holds at most 25 options. */
export const SELECT_OPTIONS = 25;

const TEXTS: Record<string, QuestionText> = {
  ...GLOBAL_TEXTS,
  ...LAYOUT_TEXTS,
  ...CHANNEL_TEXTS,
  ...MODERATION_QUESTION_TEXTS,
};

export function texts(id: string): QuestionText {
  const found = TEXTS[id];
  if (!found) throw new Error(`No prompt for question ${id}`);
  return found;
}

export const option = (value: string, label: QuestionOption['label']): QuestionOption => ({
  value,
  label,
});

export const yesNo = [option('yes', OPTION_TEXTS.yes), option('no', OPTION_TEXTS.no)];

export function choice(
  id: string,
  priority: number,
  options: QuestionOption[],
  fallback: string,
  retired?: Readonly<Record<string, string>>,
): SetupQuestion {
  return {
    id,
    kind: 'choice',
    ...texts(id),
    priority,
    group: groupOf(id),
    options,
    default: fallback,
    ...(retired ? { retired } : {}),
  };
}

export function text(
  id: string,
  priority: number,
  fields: {
    default: string;
    rule: 'message' | 'list' | 'prefix';
    maxLength: number;
    optional?: boolean;
    multiline?: boolean;
    maxItems?: number;
  },
): SetupQuestion {
  return {
    id,
    kind: 'short-text',
    ...texts(id),
    priority,
    group: groupOf(id),
    optional: fields.optional ?? false,
    multiline: fields.multiline ?? true,
    ...fields,
  };
}
