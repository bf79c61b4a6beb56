import type { DehydratedState } from '@tanstack/react-query';
import type { ResourceKey } from 'i18next';
import { isLanguage, type Language } from '@clubportal/contract/languages';

/**
 * What the server puts into every page it sends (a JSON script element, read before the app starts), so the
 * first render needs no API round trip: the language and its strings, and the query cache holding the
 * settings and the page's own data (the answers of the same API calls the app makes later).
 */
export type BootData = { language: Language; messages: ResourceKey; state: DehydratedState };

export const BOOT_DATA_ID = 'boot-data';

/** JSON safe inside a <script> element: nothing in it can close the element or open a comment. */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<BootData>;
    return isLanguage(data.language) && data.messages && data.state ? (data as BootData) : null;
  } catch {
    return null;
  }
}
