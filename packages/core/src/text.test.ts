import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as core from './index.ts';
import { INVALID_TEXT_MESSAGE, TEXT_PATTERN, text, trimmedText } from './text.ts';

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

const goesThroughRule = (schema: z.ZodType) =>
  (schema._zod.def.checks ?? []).some(
    (check) => (check._zod.def as { pattern?: RegExp }).pattern === TEXT_PATTERN,
  );

/** Paths (from `name`) of every string schema reachable from `schema` that skips the rule. */
function stringsSkippingRule(name: string, schema: z.ZodType, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const found: string[] = def.type === 'string' && !goesThroughRule(schema) ? [name] : [];
  for (const [key, value] of Object.entries(def)) {
    // A format used as a check (`z.iso.datetime()`) constrains the value the rule already covers.
    if (key === 'checks') continue;
    const children: [string, unknown][] =
      key === 'shape' && typeof value === 'object' && value !== null
        ? Object.entries(value).map(([field, child]) => [`${name}.${field}`, child])
        : key === 'getter' && typeof value === 'function'
          ? [[name, value()]]
          : Array.isArray(value)
            ? value.map((child, index) => [`${name}[${index}]`, child])
            : [[name, value]];
    for (const [path, child] of children) {
      if (isSchema(child)) found.push(...stringsSkippingRule(path, child, seen));
    }
  }
  return found;
}

describe('text rule', () => {
  it('accepts any well-formed text, emoji and other scripts included', () => {
    for (const value of ['', 'hello', 'Grüße 👋🏽 — 你好', 'tab\there\nnewline', '\u{1F600}']) {
      expect(text().parse(value)).toBe(value);
    }
  });

  it('refuses NUL and lone surrogates with one clear message', () => {
    for (const value of ['a\u0000b', '\u0000', 'a\ud800', '\udc00b', 'x\ude00\ud83d']) {
      const result = text().trim().min(1).safeParse(value);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([INVALID_TEXT_MESSAGE]);
    }
    expect(text({ invalid: 'Nope' }).safeParse('\u0000').error?.issues[0]?.message).toBe('Nope');
  });

  it('trims only where asked', () => {
    expect(text().parse('  a  ')).toBe('  a  ');
    expect(trimmedText().parse('  a  ')).toBe('a');
  });

  it('shows in the JSON schema (and so in the OpenAPI document) as a pattern', () => {
    expect(z.toJSONSchema(text().max(3))).toMatchObject({ pattern: TEXT_PATTERN.source });
    expect(new RegExp(TEXT_PATTERN.source, 'u').test('a\ud800')).toBe(false);
    expect(new RegExp(TEXT_PATTERN.source, 'u').test('😀')).toBe(true);
  });

  it('is used by every string schema core exports', () => {
    const probe = z.object({
      a: z.string(),
      b: text(),
      c: z.array(z.lazy(() => z.email())),
      d: text().check(z.iso.datetime()),
    });
    expect(stringsSkippingRule('probe', probe)).toEqual(['probe.a', 'probe.c']);
    const skipping = Object.entries(core).flatMap(([name, value]) =>
      isSchema(value) ? stringsSkippingRule(name, value) : [],
    );
    expect(skipping).toEqual([]);
  });

  it('is the only way core builds a string schema', () => {
    const sources = readdirSync(new URL('.', import.meta.url), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      // The two files that define the rule: `text()` on zod, `contractText()` on zod's mini variant.
      .filter((file) => file !== 'text.ts' && file !== 'text-rule.ts');
    expect(sources).toContain('contracts/auth.ts');
    const bare = sources.filter((file) =>
      /\bz\s*\.\s*(?:coerce\s*\.\s*)?string\s*\(/.test(
        readFileSync(new URL(file, import.meta.url), 'utf8'),
      ),
    );
    expect(bare).toEqual([]);
  });
});
