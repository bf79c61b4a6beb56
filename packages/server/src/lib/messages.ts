import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@clubportal/contract/languages';
import { mailDate, mailDateTime } from './mail-dates.js';
import { enUS, type MessageKey } from './messages/en-US.js';
import { esES } from './messages/es-ES.js';
import { esMX } from './messages/es-MX.js';
import { esVE } from './messages/es-VE.js';
import { frFR } from './messages/fr-FR.js';
import { itIT } from './messages/it-IT.js';

export type { MessageKey };

/**
 * Everything the server says to people, by key, in every interface language: services throw
 * `new AppError(code, key, params)` and the error handler renders the key in the caller's language
 * (Accept-Language; English without it). One catalogue per language in messages/, keyed by the English one
 * (messages/en-US.ts), each typed to have every key: a new language is its file and a line here.
 */
const catalogues: Record<Language, Record<MessageKey, string>> = {
  'en-US': enUS,
  'es-ES': esES,
  'es-MX': esMX,
  'es-VE': esVE,
  'fr-FR': frFR,
  'it-IT': itIT,
};

/**
 * A date a message names, written in the reader's language by lib/mail-dates.ts (never "2026-12-01 20:00"):
 * an instant shown in the club's time zone, or a club-local day.
 */
export type MessageDate = { instant: string; timeZone: string } | { day: string };
export type MessageParams = Record<string, string | number | MessageDate>;

/** The key of every parameterless English text, for translating validation messages that arrive as text. */
const byEnglish = new Map<string, MessageKey>(
  (Object.entries(enUS) as [MessageKey, string][]).filter(([, en]) => !en.includes('{')).map(([key, en]) => [en, key]),
);

function fill(template: string, params: MessageParams, language: Language): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'object')
      return 'day' in value ? mailDate(value.day, language) : mailDateTime(value.instant, language, value.timeZone);
    return name === 'details' ? translateMessage(String(value), language) : String(value);
  });
}

/** A catalogue message in `language`, parameters filled in. */
export function renderMessage(key: MessageKey, params: MessageParams, language: Language): string {
  return fill(catalogues[language][key], params, language);
}

/**
 * The caller's language from Accept-Language (first listed). Without a preference (no header, or `*` as
 * fetch sends by default: apps, scripts) the API speaks English, the spec's language; a listed language we
 * lack falls back to the portal default.
 */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (first === '' || first === '*') return 'en-US';
  const exact = LANGUAGES.find((l) => l.toLowerCase() === first);
  if (exact) return exact;
  const base = first.split('-')[0];
  if (base === 'en') return 'en-US';
  return LANGUAGES.find((l) => l.startsWith(`${base}-`)) ?? DEFAULT_LANGUAGE;
}

/**
 * Translates each known message in a `; `-joined list of validation messages (zod's, or "Label: message"),
 * leaving unknown parts as they are.
 */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en-US') return message;
  return message
    .split('; ')
    .map((part) => {
      const direct = translated(part, language);
      if (direct) return direct;
      // "Label: message" from field validation: translate the message after the label.
      const i = part.lastIndexOf(': ');
      const tail = i >= 0 ? translated(part.slice(i + 2), language) : undefined;
      return tail ? `${part.slice(0, i + 2)}${tail}` : part;
    })
    .join('; ');
}

function translated(english: string, language: Language): string | undefined {
  const key = byEnglish.get(english);
  return key && catalogues[language][key];
}
