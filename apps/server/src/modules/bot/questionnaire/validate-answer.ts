/**
 * Checks one raw answer (a select menu's values or a modal field's text)
 * against its question and Discord's limits, and returns it normalised to the
 * form the planner uses. Messages are in the asker's language.
 */
import { DISCORD_LIMITS, isValidText } from '@guildsmith/core';
import { type BotLocale, fill } from '../texts/locales.ts';
import { VALIDATION_TEXTS } from '../texts/validation-texts.ts';
import type { AnswerValue, SetupQuestion, ShortTextQuestion, TextRule } from './question-types.ts';

export type AnswerCheck = { ok: true; value: AnswerValue } | { ok: false; message: string };

type Refusal = keyof typeof VALIDATION_TEXTS;

const COLOUR = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;
/** Letters, digits, marks, emoji (with joiners and variation selectors), - and _. */
const TEXT_CHANNEL_CHARACTERS =
  /^(?:[\p{L}\p{M}\p{N}\p{Extended_Pictographic}_-]|\u200d|\ufe0f)+$/u;
const LIST_SEPARATORS = /[,\n;，、；]/;

/**
 * Discord's own rewrite of a text channel name: lower case, runs of spaces
 * become one hyphen, no hyphens at the ends.
 */
export function normaliseTextChannelName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The items of a `list` answer (ticket types). */
export function splitList(value: string): string[] {
  return value
    .split(LIST_SEPARATORS)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function asSingle(raw: unknown): string | null {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (Array.isArray(raw) && raw.length === 1 && typeof raw[0] === 'string') return raw[0];
  return null;
}

type Outcome = { value: AnswerValue } | { refused: Refusal; count?: number };

const accept = (value: AnswerValue): Outcome => ({ value });
const refuse = (refused: Refusal): Outcome => ({ refused });

function checkText(question: ShortTextQuestion, raw: string): Outcome {
  // The API's text rule: NUL and lone surrogates cannot be stored, so they never reach the session.
  if (!isValidText(raw)) return refuse('invalidText');
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text === '') return question.optional ? accept('') : refuse('empty');
  if (text.length > question.maxLength) return { refused: 'tooLong', count: text.length };
  const rule: TextRule = question.rule;
  if (rule !== 'message' && rule !== 'list' && text.includes('\n')) return refuse('oneLine');
  switch (rule) {
    case 'role-name': {
      const lower = text.toLowerCase();
      return lower === '@everyone' || lower === '@here' ? refuse('reservedRole') : accept(text);
    }
    case 'text-channel-name': {
      const name = normaliseTextChannelName(text);
      if (name === '') return refuse('empty');
      return TEXT_CHANNEL_CHARACTERS.test(name) ? accept(name) : refuse('channelCharacters');
    }
    case 'list': {
      const items = splitList(text);
      const distinct = new Set(items.map((item) => item.toLowerCase()));
      const fits =
        items.length >= 1 &&
        items.length <= (question.maxItems ?? DISCORD_LIMITS.selectOptions) &&
        distinct.size === items.length &&
        items.every((item) => item.length <= DISCORD_LIMITS.nameLength);
      return fits ? accept(items.join(', ')) : refuse('list');
    }
    default:
      return accept(text);
  }
}

function check(question: SetupQuestion, raw: unknown): Outcome {
  switch (question.kind) {
    case 'choice': {
      const single = asSingle(raw);
      const retired = question.retired;
      // Own keys only: `constructor` or `toString` must not read as a retired value.
      const value =
        single !== null && retired && Object.hasOwn(retired, single) ? retired[single] : single;
      const offered = question.options.find((o) => o.value === value);
      return offered ? accept(offered.value) : refuse('choice');
    }
    case 'multi-choice': {
      const values = typeof raw === 'string' ? [raw] : raw;
      if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) {
        return refuse('multiChoice');
      }
      const chosen = new Set(values as string[]);
      const known = [...chosen].every((value) => question.options.some((o) => o.value === value));
      const counted = chosen.size >= question.minValues && chosen.size <= question.maxValues;
      // Kept in the options' order, so equal selections compare equal.
      return known && counted
        ? accept(question.options.map((o) => o.value).filter((value) => chosen.has(value)))
        : refuse('multiChoice');
    }
    case 'number': {
      const text = asSingle(raw)?.trim() ?? '';
      if (!/^-?\d+$/.test(text)) return refuse('number');
      const value = Number(text);
      return value >= question.min && value <= question.max ? accept(value) : refuse('number');
    }
    case 'colour': {
      const match = COLOUR.exec(asSingle(raw)?.trim() ?? '');
      if (!match?.[1]) return refuse('colour');
      const hex = match[1].toLowerCase();
      return accept(`#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`);
    }
    case 'short-text': {
      const text = asSingle(raw);
      return text === null ? refuse('empty') : checkText(question, text);
    }
  }
}

function limitsOf(question: SetupQuestion): Record<string, number> {
  switch (question.kind) {
    case 'multi-choice':
      return { min: question.minValues, max: question.maxValues };
    case 'number':
      return { min: question.min, max: question.max };
    case 'short-text':
      return question.rule === 'list'
        ? {
            max: question.maxItems ?? DISCORD_LIMITS.selectOptions,
            length: DISCORD_LIMITS.nameLength,
          }
        : { max: question.maxLength };
    default:
      return {};
  }
}

export function validateAnswer(
  question: SetupQuestion,
  raw: unknown,
  locale: BotLocale = 'en',
): AnswerCheck {
  const outcome = check(question, raw);
  if ('value' in outcome) return { ok: true, value: outcome.value };
  return {
    ok: false,
    message: fill(VALIDATION_TEXTS[outcome.refused][locale], {
      ...limitsOf(question),
      count: outcome.count ?? 0,
    }),
  };
}
