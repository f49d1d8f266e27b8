import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { type LanguageCode, languages } from './languages.ts';

type Messages = Record<string, unknown>;

const shells = import.meta.glob<Messages>('./locales/*.ts', { eager: true, import: 'default' });
const pages = import.meta.glob<Messages>('./locales/pages/*.ts', {
  eager: true,
  import: 'default',
});

const codes = languages.map((language) => language.code);
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
/** 0 and 1 differ between languages (French says "0 modèle"); a million is "many" in Romance languages. */
const COUNTS = [0, 1, 2, 5, 1_000_000];

function flatten(value: unknown, prefix = '', into = new Map<string, string>()) {
  if (typeof value === 'string') return into.set(prefix, value);
  for (const [key, child] of Object.entries(value as Messages)) {
    flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

const flat = Object.fromEntries(
  codes.map((code) => [
    code,
    flatten({ ...shells[`./locales/${code}.ts`], ...pages[`./locales/pages/${code}.ts`] }),
  ]),
) as Record<LanguageCode, Map<string, string>>;

/** Each plural key of a language, by its base, with the forms (CLDR categories) it has. */
function pluralForms(code: LanguageCode): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of flat[code].keys()) {
    const form = PLURAL_FORM.exec(key)?.[1];
    if (!form) continue;
    const base = key.slice(0, -form.length - 1);
    forms.set(base, [...(forms.get(base) ?? []), form]);
  }
  return forms;
}

const englishBases = [...pluralForms('en').keys()].sort();
const categories = (code: LanguageCode) =>
  [...new Intl.PluralRules(code).resolvedOptions().pluralCategories].sort();

/** A stand-in for every placeholder of a key's forms but the count, so none is left unfilled. */
function otherValues(code: LanguageCode, base: string): Record<string, string> {
  const names = [...flat[code].entries()]
    .filter(([key]) => key.startsWith(`${base}_`))
    .flatMap(([, text]) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''));
  return Object.fromEntries(names.filter((name) => name !== 'count').map((name) => [name, name]));
}

/** `t` for keys read from the locale files, which the compile-time key check cannot know. */
function render(code: LanguageCode, base: string, count: number) {
  return i18n.t(base as 'nav.login', {
    lng: code,
    count,
    ...otherValues(code, base),
    returnDetails: true,
  });
}

beforeAll(() => {
  for (const code of codes) {
    i18n.addResourceBundle(code, 'translation', shells[`./locales/${code}.ts`], true, true);
    i18n.addResourceBundle(code, 'translation', pages[`./locales/pages/${code}.ts`], true, true);
  }
});

describe('plurals', () => {
  it('marks every count shown as a plural key', () => {
    const counted = [...flat.en.entries()].filter(([, text]) => text.includes('{count}'));
    expect(counted.filter(([key]) => !PLURAL_FORM.test(key)).map(([key]) => key)).toEqual([]);
    expect(englishBases.length).toBeGreaterThan(20);
  });

  it.each(codes)('%s has exactly the forms its CLDR plural rules use, for every key', (code) => {
    const forms = pluralForms(code);
    expect([...forms.keys()].sort()).toEqual(englishBases);
    const wrong = englishBases.filter(
      (base) => (forms.get(base) ?? []).sort().join() !== categories(code).join(),
    );
    expect(wrong, `want ${categories(code).join(', ')}`).toEqual([]);
  });

  it.each(codes)('%s renders every plural key with its own form and the number', (code) => {
    const rules = new Intl.PluralRules(code);
    for (const base of englishBases) {
      for (const count of COUNTS) {
        const { res, exactUsedKey, usedLng } = render(code, base, count);
        expect({ base, count, usedLng, exactUsedKey }).toEqual({
          base,
          count,
          usedLng: code,
          exactUsedKey: `${base}_${rules.select(count)}`,
        });
        expect(res, `${base} at ${count}`).toContain(String(count));
      }
    }
  });

  it('uses the English singular for 1 only', () => {
    for (const base of englishBases) {
      const values = otherValues('en', base);
      const one = flat.en
        .get(`${base}_one`)
        ?.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === 'count' ? '1' : (values[name] ?? ''),
        );
      for (const count of COUNTS) {
        expect(render('en', base, count).res === one, `${base} at ${count}`).toBe(count === 1);
      }
    }
    expect(i18n.t('pricing.templates', { lng: 'en', count: 1 })).toBe('1 template');
    expect(i18n.t('pricing.templates', { lng: 'en', count: 2 })).toBe('2 templates');
    expect(i18n.t('pricing.templates', { lng: 'de', count: 1 })).toBe('1 Vorlage');
    expect(i18n.t('pricing.templates', { lng: 'fr', count: 0 })).toBe('0 modèle');
    expect(i18n.t('styles.shapeChannels.voice', { lng: 'de', count: 3 })).toBe('3 Sprachkanäle');
  });
});
