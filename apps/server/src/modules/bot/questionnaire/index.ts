/** The setup questionnaire: the question bank, validation and defaults. */
export {
  BOT_LOCALES,
  type BotLocale,
  isBotLocale,
  LOCALE_NAMES,
  type LocalizedText,
  localeFromDiscord,
} from './locales.ts';
export {
  findQuestion,
  type QuestionBankOptions,
  questionBank,
  questionPages,
  questionsFor,
  resolveAnswers,
} from './question-bank.ts';
export type {
  AnswerValue,
  QuestionKind,
  QuestionOption,
  ResolvedAnswers,
  SetupQuestion,
} from './question-types.ts';
export { type AnswerCheck, splitList, validateAnswer } from './validate-answer.ts';
