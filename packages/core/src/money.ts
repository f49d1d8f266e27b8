/** Money helpers for catalogue prices (USD). */

/** Exact cents for catalogue prices, so floating point never reaches a payment provider. */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of money: ${amount}`);
  return Math.round(amount * 100);
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$19.99", "$0.00". Goes through cents so a NaN throws instead of printing "$NaN". */
export function formatUsd(amount: number): string {
  return USD.format(toCents(amount) / 100);
}

export interface Installment {
  amount: number;
  dueInDays: number;
}

const INSTALLMENT_SPACING_DAYS = 14;

/**
 * Pay-later split: equal parts two weeks apart, the first
 * today. Cents that do not divide evenly go to the first instalment, so the
 * parts always sum to the price exactly.
 */
export function installments(price: number, count = 4): Installment[] {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`Instalment count must be a positive integer: ${count}`);
  }
  const totalCents = toCents(price);
  const baseCents = Math.floor(totalCents / count);
  const remainderCents = totalCents - baseCents * count;
  return Array.from({ length: count }, (_, index) => ({
    amount: (baseCents + (index === 0 ? remainderCents : 0)) / 100,
    dueInDays: index * INSTALLMENT_SPACING_DAYS,
  }));
}
