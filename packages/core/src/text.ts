import { z } from 'zod';

/**
 * What every string the product accepts must be: free of NUL (PostgreSQL
 * refuses it in text and jsonb, so it used to end as a 500) and of lone UTF-16
 * surrogates (they have no UTF-8 form and would be stored as U+FFFD or
 * refused). Written to mean the same with or without the `u` flag, because
 * the OpenAPI document shows it as a plain pattern.
 */
export const TEXT_PATTERN = /^(?:[^\0\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

export const INVALID_TEXT_MESSAGE =
  'Text must not contain NUL characters or unpaired UTF-16 surrogates';

/** The rule as a plain predicate, for text that does not arrive through a schema. */
export function isValidText(value: string): boolean {
  return TEXT_PATTERN.test(value);
}

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
