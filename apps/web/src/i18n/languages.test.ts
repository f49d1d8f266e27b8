import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY, languages } from './languages.ts';

const spies: { mockRestore(): void }[] = [];

function setBrowserLanguages(list: string[]) {
  spies.push(
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list),
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(list[0] ?? ''),
  );
}

afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
});

describe('languages', () => {
  it('offers the eight languages, each with a name and a flag', () => {
    expect(languages.map((language) => language.code)).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'pt',
      'it',
      'ja',
      'zh',
    ]);
    for (const language of languages) {
      expect(language.name).not.toBe('');
      expect(language.flag).not.toBe('');
    }
  });

  it('prefers the stored language', () => {
    setBrowserLanguages(['fr-FR']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ja');
    expect(detectLanguage()).toBe('ja');
  });

  it('ignores a stored value that is not supported', () => {
    setBrowserLanguages(['de-AT']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(detectLanguage()).toBe('de');
  });

  it('uses the primary subtag of the first supported browser language', () => {
    setBrowserLanguages(['nl-NL', 'pt-BR', 'en-US']);
    expect(detectLanguage()).toBe('pt');
  });

  it('falls back to English', () => {
    setBrowserLanguages(['nl-NL']);
    expect(detectLanguage()).toBe('en');
  });
});
