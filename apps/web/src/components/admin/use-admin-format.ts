import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format-money.ts';

/** Money and times as the admin pages show them, in the page's language. */
export function useAdminFormat() {
  const { i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    /** Amounts arrive in dollars unless the answer names another currency. */
    money: (amount: number, currency = 'USD') => formatMoney(amount, i18n.language, { currency }),
    dateTime: (iso: string) => when.format(new Date(iso)),
  };
}
