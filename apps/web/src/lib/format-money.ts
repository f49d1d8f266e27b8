import { toCents } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';

interface MoneyOptions {
  /** ISO 4217 code, in either case as the API sends it; catalogue prices are in US dollars. */
  currency?: string;
  /** Round figures for claims such as "save over $200". */
  whole?: boolean;
}

/**
 * An amount as the language writes it: "$19.99" in English, "19,99 $" in German
 * and French. The narrow symbol keeps "$" rather than "US$" or "$US", so every
 * language shows the same sign; screens that must name the currency add its code.
 * It goes through cents, so a NaN throws instead of printing "$NaN".
 */
export function formatMoney(
  amount: number,
  language: string,
  { currency = 'USD', whole = false }: MoneyOptions = {},
): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(toCents(amount) / 100);
}

/** `formatMoney` in the language shown. */
export function useFormatMoney(): (amount: number, options?: MoneyOptions) => string {
  const { i18n } = useTranslation();
  return (amount, options) => formatMoney(amount, i18n.language, options);
}
