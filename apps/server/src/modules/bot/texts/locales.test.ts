import { describe, expect, it } from 'vitest';
import { discordLocalizations, localeFromDiscord, say } from './locales.ts';

describe('locales', () => {
  it("takes the person's language, else the server's, else English", () => {
    expect(localeFromDiscord('pt-BR', 'de')).toBe('pt');
    expect(localeFromDiscord('ko', 'de')).toBe('de');
    expect(localeFromDiscord(undefined, 'zh-TW')).toBe('zh');
    expect(localeFromDiscord('en-GB', 'fr')).toBe('en');
    expect(localeFromDiscord('ko', 'hi')).toBe('en');
    expect(localeFromDiscord()).toBe('en');
  });

  it("names every Discord locale that shows one of our languages, English being Discord's default", () => {
    const text = {
      en: 'Hi',
      es: 'Hola',
      fr: 'Salut',
      de: 'Hallo',
      pt: 'Oi',
      it: 'Ciao',
      ja: 'やあ',
      zh: '你好',
    };
    expect(discordLocalizations(text)).toEqual({
      'es-ES': 'Hola',
      'es-419': 'Hola',
      fr: 'Salut',
      de: 'Hallo',
      'pt-BR': 'Oi',
      it: 'Ciao',
      ja: 'やあ',
      'zh-CN': '你好',
      'zh-TW': '你好',
    });
  });

  it('fills the placeholders of one language', () => {
    const text = {
      en: '{count} of {total}',
      es: '{count} de {total}',
      fr: '{count} sur {total}',
      de: '{count} von {total}',
      pt: '{count} de {total}',
      it: '{count} di {total}',
      ja: '{total} 中 {count}',
      zh: '{count}/{total}',
    } as const;
    expect(say('ja', text, { count: 2, total: 5 })).toBe('5 中 2');
  });
});
