import type { DehydratedState } from '@tanstack/react-query';
import type { ResourceKey } from 'i18next';
import { isLanguage, type Language } from '@clubportal/contract/languages';
import { isCurrencyCode, type CurrencyCode } from '@clubportal/contract/money';

/**
 * What the server puts into every page it sends (a JSON script element, read before the app starts), so the
 * first render needs no API round trip: the language and its strings, and the query cache holding the
 * settings and the page's own data (the answers of the same API calls the app makes later).
 */
export type BootData = {
  language: Language;
  /** The languages the club offers: the picker lists these. */
  languages?: Language[];
  messages: ResourceKey;
  state: DehydratedState;
  currency?: BootCurrency;
};

/**
 * The club's currency and its number of decimals as the server's Intl knows them: a phone learning the
 * decimals itself loads Intl's currency tables, a blocking 50-100 ms on a slow CPU, on every first page.
 */
export type BootCurrency = { code: CurrencyCode; decimals: number };

export const BOOT_DATA_ID = 'boot-data';

/** JSON safe inside a <script> element: nothing in it can close the element or open a comment. */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<BootData>;
    if (!isLanguage(data.language) || !data.messages || !data.state) return null;
    const { currency } = data;
    const validCurrency =
      currency && isCurrencyCode(currency.code) && Number.isInteger(currency.decimals) && currency.decimals >= 0 && currency.decimals <= 4;
    const languages =
      Array.isArray(data.languages) && data.languages.length > 0 && data.languages.every(isLanguage) ? data.languages : undefined;
    return {
      language: data.language,
      messages: data.messages,
      state: data.state,
      ...(languages ? { languages } : {}),
      ...(validCurrency ? { currency } : {}),
    };
  } catch {
    return null;
  }
}
