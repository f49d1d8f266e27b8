import { describe, expect, it } from 'vitest';
import { languages } from './languages.ts';
import de from './locales/de.ts';
import en from './locales/en.ts';
import es from './locales/es.ts';
import fr from './locales/fr.ts';
import itLocale from './locales/it.ts';
import ja from './locales/ja.ts';
import dePages from './locales/pages/de.ts';
import enPages from './locales/pages/en.ts';
import esPages from './locales/pages/es.ts';
import frPages from './locales/pages/fr.ts';
import itPages from './locales/pages/it.ts';
import jaPages from './locales/pages/ja.ts';
import ptPages from './locales/pages/pt.ts';
import zhPages from './locales/pages/zh.ts';
import pt from './locales/pt.ts';
import zh from './locales/zh.ts';

/** Each language's two parts: the layout's and the landing's, and the other pages'. */
const parts: Record<string, [object, object]> = {
  en: [en, enPages],
  es: [es, esPages],
  fr: [fr, frPages],
  de: [de, dePages],
  pt: [pt, ptPages],
  it: [itLocale, itPages],
  ja: [ja, jaPages],
  zh: [zh, zhPages],
};

const locales: Record<string, unknown> = Object.fromEntries(
  Object.entries(parts).map(([code, [shell, pages]]) => [code, { ...shell, ...pages }]),
);

/** Flattens nested messages to dotted keys; non-string leaves are kept so the test can flag them. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (typeof value !== 'object' || value === null) {
    entries.set(prefix, value);
    return entries;
  }
  for (const [key, child] of Object.entries(value)) {
    for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) {
      entries.set(path, leaf);
    }
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const flat = Object.fromEntries(
  Object.entries(locales).map(([code, messages]) => [code, flatten(messages)]),
);
/** Plural forms differ by language (Japanese has only `_other`); plurals.test.ts checks them. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const allKeys = [...new Set(Object.values(flat).flatMap((entries) => [...entries.keys()]))]
  .filter((key) => !PLURAL_FORM.test(key))
  .sort();

describe('locales', () => {
  it('ships one locale per language of the picker', () => {
    expect(Object.keys(locales).sort()).toEqual(languages.map((language) => language.code).sort());
  });

  it.each(Object.keys(parts))('%s puts each group of messages in one part only', (code) => {
    const [shell = {}, pages = {}] = parts[code] ?? [];
    expect(Object.keys(shell).filter((group) => group in pages)).toEqual([]);
  });

  it.each(Object.keys(locales))('%s has every key with a non-empty string', (code) => {
    const entries = flat[code];
    const problems = allKeys.filter((key) => {
      const value = entries?.get(key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(problems, `missing or empty in ${code}`).toEqual([]);
  });

  it.each(Object.keys(locales))('%s keeps the English placeholders', (code) => {
    const english = flat.en;
    const mismatched = [...(flat[code]?.entries() ?? [])].filter(([key, translated]) => {
      // A plural form English lacks (French `_many`) keeps the placeholders of `_other`.
      const value = english?.get(key) ?? english?.get(key.replace(PLURAL_FORM, '_other'));
      return (
        typeof value === 'string' &&
        typeof translated === 'string' &&
        placeholders(value).join() !== placeholders(translated).join()
      );
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it.each(Object.keys(locales))('%s has no empty plural form', (code) => {
    const empty = [...(flat[code]?.entries() ?? [])].filter(
      ([key, value]) => PLURAL_FORM.test(key) && (typeof value !== 'string' || value.trim() === ''),
    );
    expect(empty.map(([key]) => key)).toEqual([]);
  });
});
