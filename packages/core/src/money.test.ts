import { describe, expect, it } from 'vitest';
import { formatUsd, installments, toCents } from './money.ts';
import { PLANS } from './plans.ts';

describe('money', () => {
  it('converts every catalogue price to exact cents', () => {
    expect(PLANS.map((plan) => toCents(plan.price))).toEqual([0, 499, 1999, 3999, 5999]);
    expect(toCents(199.99)).toBe(19999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it('formats US dollars', () => {
    expect(PLANS.map((plan) => formatUsd(plan.price))).toEqual([
      '$0.00',
      '$4.99',
      '$19.99',
      '$39.99',
      '$59.99',
    ]);
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
  });

  it('splits every price into four instalments two weeks apart that sum exactly', () => {
    for (const plan of PLANS) {
      const parts = installments(plan.price);
      expect(parts.map((part) => part.dueInDays)).toEqual([0, 14, 28, 42]);
      expect(parts.reduce((sum, part) => sum + toCents(part.amount), 0)).toBe(toCents(plan.price));
      const cents = parts.map((part) => toCents(part.amount));
      expect(Math.max(...cents) - Math.min(...cents)).toBeLessThan(4);
    }
  });

  it('puts the odd cents on the first instalment', () => {
    expect(installments(19.99).map((part) => part.amount)).toEqual([5.02, 4.99, 4.99, 4.99]);
    expect(installments(4.99).map((part) => part.amount)).toEqual([1.27, 1.24, 1.24, 1.24]);
    expect(installments(59.99, 3).map((part) => [part.amount, part.dueInDays])).toEqual([
      [20.01, 0],
      [19.99, 14],
      [19.99, 28],
    ]);
  });

  it('refuses an instalment count that is not a positive integer', () => {
    expect(() => installments(19.99, 0)).toThrow(RangeError);
    expect(() => installments(19.99, 2.5)).toThrow(RangeError);
  });
});
