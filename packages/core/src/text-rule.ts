import * as z from 'zod/mini';

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

/**
 * The rule for the response contracts, on zod's mini variant: the browser
 * parses every answer with them, and they load with the first page, where the
 * full variant would push the landing page past its JavaScript budget
 * (ADR 0008). Same rule and message as `text()`, checked first.
 */
export function contractText() {
  return z.string().check(z.regex(TEXT_PATTERN, { error: INVALID_TEXT_MESSAGE, abort: true }));
}
