import { describe, expect, it } from 'vitest';
import {
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  parseCardDetails,
} from './card-details.ts';

const now = new Date(2026, 10, 23);

describe('the demo card form checks', () => {
  it('formats as the buyer types', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('accepts the test cards with a future expiry', () => {
    expect(
      parseCardDetails({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, now),
    ).toEqual({
      ok: true,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    expect(
      parseCardDetails({ number: '4000 0000 0000 0002', expiry: '11/26', cvc: '1234' }, now).ok,
    ).toBe(true);
  });

  it('names the first field that is wrong', () => {
    expect(
      parseCardDetails({ number: '4242 4242 4242 4241', expiry: '12/30', cvc: '123' }, now),
    ).toEqual({ ok: false, field: 'number' });
    expect(
      parseCardDetails({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, now),
    ).toEqual({ ok: false, field: 'expiry' });
    expect(
      parseCardDetails({ number: '4242424242424242', expiry: '13/30', cvc: '123' }, now),
    ).toEqual({ ok: false, field: 'expiry' });
    expect(
      parseCardDetails({ number: '4242424242424242', expiry: '12/30', cvc: '12' }, now),
    ).toEqual({ ok: false, field: 'cvc' });
  });
});

describe('detectCardBrand', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['4', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['34', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
    ['3056 9300 0902 0004', 'diners'],
    ['3566 0020 2036 0505', 'jcb'],
    ['6200 0000 0000 0005', 'unionpay'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('names no brand before a prefix decides one', () => {
    expect(detectCardBrand('')).toBeNull();
    expect(detectCardBrand('5')).toBeNull();
    expect(detectCardBrand('1234')).toBeNull();
  });
});
