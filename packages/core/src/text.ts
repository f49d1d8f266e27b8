import { z } from 'zod';
import { INVALID_TEXT_MESSAGE, TEXT_PATTERN } from './text-rule.ts';

export { INVALID_TEXT_MESSAGE, isValidText, TEXT_PATTERN } from './text-rule.ts';

export interface TextOptions {
  /** The message when the value is missing or not a string. */
  error?: string;
  /** The message when the value breaks the rule (default INVALID_TEXT_MESSAGE). */
  invalid?: string;
}

/**
 * The only way core builds a string schema (a test enforces it). The rule
 * runs first and stops the other checks, so one message explains the refusal.
 */
export function text(options: TextOptions = {}) {
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .check(z.regex(TEXT_PATTERN, { error: options.invalid ?? INVALID_TEXT_MESSAGE, abort: true }));
}

/** `text()` with surrounding white space removed, where the product trims what people type. */
export function trimmedText(options: TextOptions = {}) {
  return text(options).trim();
}
