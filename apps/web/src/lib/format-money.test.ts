import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

// Intl separates the number and the sign with a no-break space.
const nbsp = '\u00a0';

describe('formatMoney', () => {
  it.each([
    ['en', '$19.99'],
    ['de', `19,99${nbsp}$`],
    ['fr', `19,99${nbsp}$`],
    ['es', `19,99${nbsp}$`],
    ['it', `19,99${nbsp}$`],
    ['pt', `$${nbsp}19,99`],
    ['ja', '$19.99'],
    ['zh', '$19.99'],
  ])('writes a catalogue price the %s way', (language, expected) => {
    expect(formatMoney(19.99, language)).toBe(expected);
  });

  it('groups thousands as the language does', () => {
    expect(formatMoney(15234.5, 'en')).toBe('$15,234.50');
    expect(formatMoney(15234.5, 'de')).toBe(`15.234,50${nbsp}$`);
  });

  it('takes the currency of a purchase, in either case', () => {
    expect(formatMoney(19.99, 'en', { currency: 'usd' })).toBe('$19.99');
    expect(formatMoney(19.99, 'de', { currency: 'EUR' })).toBe(`19,99${nbsp}€`);
  });

  it('rounds to whole units for round claims', () => {
    expect(formatMoney(200, 'en', { whole: true })).toBe('$200');
    expect(formatMoney(200, 'fr', { whole: true })).toBe(`200${nbsp}$`);
  });

  it('refuses what is not an amount', () => {
    expect(() => formatMoney(Number.NaN, 'en')).toThrow(RangeError);
  });
});
