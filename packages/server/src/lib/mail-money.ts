import { currencyDecimals } from '@clubportal/contract/money';

/**
 * Amounts in a mail: minor units of `currency` written the way `language` writes that currency, with the
 * currency's own decimals (none for CLP), whatever the club's display settings.
 */
export function mailMoney(language: string, currency: string): (minor: number) => string {
  const digits = currencyDecimals(currency);
  const format = new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return (minor) => format.format(minor / 10 ** digits);
}
