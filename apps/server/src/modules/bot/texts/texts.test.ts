import { readdirSync } from 'node:fs';
import { STYLE_CATEGORIES } from '@guildsmith/core';
import { describe, expect, it } from 'vitest';
import { CATEGORY_TEXTS } from './category-texts.ts';
import { COMMAND_TEXTS } from './help-texts.ts';
import { BOT_LOCALES } from './locales.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sorted = (matches: IterableIterator<RegExpMatchArray>) =>
  [...new Set([...matches].map((match) => match[0]))].sort();

/** `{name}` placeholders and `code` (commands, key formats), which no translation changes. */
const fixedParts = (text: string) => ({
  placeholders: sorted(text.matchAll(/\{\w+\}/g)),
  code: sorted(text.matchAll(/`[^`]+`/g)),
});

/**
 * What is wrong with one table, walked down to its texts: an object with an
 * `en` key is a sentence and needs every language, non-blank, with the same
 * placeholders and code as the English one.
 */
function problemsIn(where: string, value: unknown): { problems: string[]; texts: number } {
  if (!isRecord(value)) return { problems: [], texts: 0 };
  if (!('en' in value)) {
    return Object.entries(value).reduce(
      (found, [key, child]) => {
        const inner = problemsIn(`${where}.${key}`, child);
        return {
          problems: [...found.problems, ...inner.problems],
          texts: found.texts + inner.texts,
        };
      },
      { problems: [] as string[], texts: 0 },
    );
  }
  const english = fixedParts(String(value.en));
  const problems = Object.keys(value)
    .filter((key) => !(BOT_LOCALES as readonly string[]).includes(key))
    .map((key) => `${where}: unknown language ${key}`);
  for (const locale of BOT_LOCALES) {
    const text = value[locale];
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`${where}.${locale}: missing or empty`);
      continue;
    }
    const parts = fixedParts(text);
    if (parts.placeholders.join() !== english.placeholders.join()) {
      problems.push(
        `${where}.${locale}: placeholders ${parts.placeholders} instead of ${english.placeholders}`,
      );
    }
    if (parts.code.join() !== english.code.join()) {
      problems.push(`${where}.${locale}: code ${parts.code} instead of ${english.code}`);
    }
  }
  return { problems, texts: 1 };
}

const TABLE_FILES = readdirSync(new URL('.', import.meta.url)).filter((file) =>
  file.endsWith('-texts.ts'),
);

describe('the bot texts', () => {
  it('reports a missing, an empty, an unknown and a mistranslated language', () => {
    const broken = {
      greeting: { en: 'Hello {name}, run `/setup`.', es: 'Hola {nombre}, ejecuta `/configurar`.' },
      nested: { empty: { en: 'Hi', es: ' ', fr: 'Salut', xx: 'Hi' } },
    };
    const { problems, texts } = problemsIn('broken', broken);
    expect(texts).toBe(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        'broken.greeting.es: placeholders {nombre} instead of {name}',
        'broken.greeting.es: code `/configurar` instead of `/setup`',
        'broken.greeting.fr: missing or empty',
        'broken.nested.empty: unknown language xx',
        'broken.nested.empty.es: missing or empty',
        'broken.nested.empty.de: missing or empty',
      ]),
    );
  });

  it.each(TABLE_FILES)(
    '%s has every sentence in every language, with the same placeholders',
    async (file) => {
      const table: Record<string, unknown> = await import(new URL(file, import.meta.url).href);
      const { problems, texts } = problemsIn(file, table);
      expect(problems).toEqual([]);
      expect(texts, `${file} exports no text`).toBeGreaterThan(0);
    },
  );

  it('walks every table the bot has', () => {
    expect(TABLE_FILES.length).toBeGreaterThanOrEqual(15);
  });

  it('names the style categories in English as the catalogue does', () => {
    for (const category of STYLE_CATEGORIES) {
      expect(CATEGORY_TEXTS[category.id].en).toBe(category.label);
    }
  });

  it('keeps command descriptions within the 100 characters Discord allows', () => {
    for (const text of Object.values(COMMAND_TEXTS)) {
      for (const locale of BOT_LOCALES) expect([...text[locale]].length).toBeLessThanOrEqual(100);
    }
  });
});
