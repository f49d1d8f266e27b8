/**
 * The setup questionnaire (ADR 0007): data, not code paths.
 * A style's bank holds every question it can ask, ordered by priority; a plan
 * asks its first N (N from the plan catalogue) and the rest keep their
 * defaults.
 */
import { getPlan, type PlanId, type Style } from '@guildsmith/core';
import type { BotLocale } from '../texts/locales.ts';
import { globalQuestions } from './global-questions.ts';
import type { AnswerValue, ResolvedAnswers, SetupQuestion } from './question-types.ts';
import { styleQuestions } from './style-questions.ts';
import { validateAnswer } from './validate-answer.ts';

export interface QuestionBankOptions {
  /** The asker's language: the default answer of the bot-language question. */
  locale?: BotLocale;
}

// Styles are frozen catalogue data, so a bank never changes once built.
const banks = new Map<string, readonly SetupQuestion[]>();

/** Every question of the style, first to ask first. */
export function questionBank(
  style: Style,
  plan: PlanId,
  { locale = 'en' }: QuestionBankOptions = {},
): readonly SetupQuestion[] {
  const cacheKey = `${style.id}|${plan}|${locale}`;
  const cached = banks.get(cacheKey);
  if (cached) return cached;
  const bank = Object.freeze(
    [...globalQuestions(style, locale), ...styleQuestions(style, plan)].sort(
      (a, b) => a.priority - b.priority,
    ),
  );
  banks.set(cacheKey, bank);
  return bank;
}

/** The questions the plan asks: its first `questionCount` by priority. */
export function questionsFor(
  style: Style,
  plan: PlanId,
  options: QuestionBankOptions = {},
): SetupQuestion[] {
  return questionBank(style, plan, options).slice(0, getPlan(plan).questionCount);
}

export function findQuestion(
  style: Style,
  plan: PlanId,
  id: string,
  options: QuestionBankOptions = {},
): SetupQuestion | undefined {
  return questionsFor(style, plan, options).find((question) => question.id === id);
}

/**
 * Every question of the bank with its answer: the stored answer when the plan
 * asks that question and it is still valid, else the default. Answers to
 * questions the plan does not ask are ignored, so a smaller plan cannot
 * customise more than it paid for.
 */
export function resolveAnswers(
  style: Style,
  plan: PlanId,
  answers: Readonly<Record<string, unknown>>,
  options: QuestionBankOptions = {},
): ResolvedAnswers {
  const asked = new Set(questionsFor(style, plan, options).map((question) => question.id));
  const resolved: Record<string, AnswerValue> = {};
  for (const question of questionBank(style, plan, options)) {
    const raw = answers[question.id];
    const check =
      asked.has(question.id) && raw !== undefined ? validateAnswer(question, raw) : null;
    resolved[question.id] = check?.ok ? check.value : question.default;
  }
  return Object.freeze(resolved);
}
