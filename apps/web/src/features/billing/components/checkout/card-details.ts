/** Checks a demo card form before it is sent, so a typo gets a clear message at once. */

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay';

/** Card networks' own names for their brands, as Stripe's card form shows them. */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** Issuer prefixes (IIN ranges) in the order they must be tried: Diners' 36 before nothing else claims it. */
const BRAND_PREFIXES: readonly (readonly [CardBrand, RegExp])[] = [
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/],
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[689])/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['discover', /^(6011|64[4-9]|65)/],
  ['unionpay', /^62/],
];

/** The card's brand from the digits typed so far; null until a prefix names one. */
export function detectCardBrand(value: string): CardBrand | null {
  const digits = value.replace(/\D/g, '');
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? null;
}

/** Digits in groups of four, as printed on the card. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "12/3" -> "12/3", "1230" -> "12/30". */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function parseCardDetails(
  input: { number: string; expiry: string; cvc: string },
  now: Date = new Date(),
): { ok: true; card: CardDetails } | { ok: false; field: CardField } {
  const number = input.number.replace(/\s/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return { ok: false, field: 'number' };
  const expiry = /^(\d{2})\/(\d{2})$/.exec(input.expiry.trim());
  const expMonth = Number(expiry?.[1]);
  const expYear = 2000 + Number(expiry?.[2]);
  const endOfExpiryMonth = new Date(expYear, expMonth, 1);
  if (!expiry || expMonth < 1 || expMonth > 12 || endOfExpiryMonth <= now) {
    return { ok: false, field: 'expiry' };
  }
  const cvc = input.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) return { ok: false, field: 'cvc' };
  return { ok: true, card: { number, expMonth, expYear, cvc } };
}
