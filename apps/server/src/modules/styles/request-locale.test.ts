import { describe, expect, it } from 'vitest';
import { catalogueLocaleOf } from './request-locale.ts';

describe('catalogueLocaleOf', () => {
  it.each([
    [undefined, undefined, 'en'],
    ['ja', 'de', 'ja'],
    [undefined, 'de-AT', 'de'],
    [undefined, 'ko, fr-CA;q=0.9, de;q=0.8', 'fr'],
    [undefined, 'de;q=0.2, pt-BR;q=0.7', 'pt'],
    [undefined, 'zh-Hant-TW', 'zh'],
    [undefined, 'de;q=0, sv', 'en'],
    [undefined, ';;q=, ,', 'en'],
  ] as const)('lang %j with Accept-Language %j reads %s', (lang, header, expected) => {
    expect(catalogueLocaleOf(lang, header)).toBe(expected);
  });
});
