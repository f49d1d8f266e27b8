import type { LocalizedText } from '../texts/locales.ts';
import type { QuestionGroupId } from './question-groups.ts';

export interface QuestionOption {
  /** What the answer stores; at most 100 characters (a select option's value). */
  value: string;
  /** At most 100 characters in every language (a select option's label). */
  label: LocalizedText;
}

/**
 * How a text answer is checked and normalised, by what it becomes in Discord.
 * - role-name, category-name, voice-channel-name: 1 to `maxLength`, trimmed, one line.
 * - text-channel-name: Discord's text channel form (lower case, hyphens).
 * - message: free text posted by the bot (newlines allowed).
 * - list: comma- or line-separated items (ticket types).
 * - prefix: optional short text put before names.
 */
export type TextRule =
  | 'role-name'
  | 'category-name'
  | 'text-channel-name'
  | 'voice-channel-name'
  | 'message'
  | 'list'
  | 'prefix';

interface QuestionBase {
  /** Stable within a style; the key of the answer in the setup session. */
  id: string;
  /** The full question, shown above the input. */
  prompt: LocalizedText;
  /** At most 45 characters in every language (a modal text input's label). */
  label: LocalizedText;
  /** Lower is asked first; a plan asks its first N. */
  priority: number;
  /** The page it is asked on. */
  group: QuestionGroupId;
  /** In an item group: the object it is about (a role's name and colour share one). */
  item?: QuestionItem;
}

export interface QuestionItem {
  /** The object's key in the style. */
  key: string;
  /** How the menu names it: the style's name, as people typed it (not translated). */
  name: string;
}

interface ChoiceQuestion extends QuestionBase {
  kind: 'choice';
  options: QuestionOption[];
  default: string;
  /** Values no longer offered, read as the option that replaced them (answers stored earlier). */
  retired?: Readonly<Record<string, string>>;
}

interface MultiChoiceQuestion extends QuestionBase {
  kind: 'multi-choice';
  options: QuestionOption[];
  default: string[];
  minValues: number;
  maxValues: number;
}

interface NumberQuestion extends QuestionBase {
  kind: 'number';
  default: number;
  min: number;
  max: number;
}

export interface ShortTextQuestion extends QuestionBase {
  kind: 'short-text';
  default: string;
  rule: TextRule;
  /** Empty answers are allowed (and mean "the standard text" or "none"). */
  optional: boolean;
  maxLength: number;
  /** Render as a paragraph input. */
  multiline: boolean;
  /** For `list`: how many items at most. */
  maxItems?: number;
}

interface ColourQuestion extends QuestionBase {
  kind: 'colour';
  /** `#rrggbb`, lower case. */
  default: string;
}

export type SetupQuestion =
  | ChoiceQuestion
  | MultiChoiceQuestion
  | NumberQuestion
  | ShortTextQuestion
  | ColourQuestion;

/** A validated answer: an option value, option values, a number or a (normalised) string. */
export type AnswerValue = string | number | string[];

/** Every question id of the style's bank mapped to its answer or default. */
export type ResolvedAnswers = Readonly<Record<string, AnswerValue>>;
