import type { Language } from '@clubportal/contract/languages';
import { enUS } from './en-US.js';
import { esES, type MailTexts } from './es-ES.js';
import { esMX } from './es-MX.js';
import { esVE } from './es-VE.js';
import { frFR } from './fr-FR.js';
import { itIT } from './it-IT.js';

/**
 * The mails' words, one catalogue per language (issue 34 §2): a new language is its `lib/messages/<language>.ts`,
 * its `lib/mail-texts/<language>.ts` and the web's locale file. Each module that builds a mail reads its part here.
 */
export const MAIL_TEXTS: Record<Language, MailTexts> = {
  'es-ES': esES,
  'en-US': enUS,
  'es-MX': esMX,
  'es-VE': esVE,
  'fr-FR': frFR,
  'it-IT': itIT,
};

const languages = Object.keys(MAIL_TEXTS) as Language[];

/** One mail's words in every language: `textsOf('receipt')['fr-FR']`. */
export function textsOf<K extends keyof MailTexts>(key: K): Record<Language, MailTexts[K]> {
  return Object.fromEntries(languages.map((language) => [language, MAIL_TEXTS[language][key]])) as Record<Language, MailTexts[K]>;
}

/** A family of mails (one per kind) in every language: `kindsOf('results').proposed['fr-FR']`. */
export function kindsOf<K extends keyof MailTexts>(key: K): { [Kind in keyof MailTexts[K]]: Record<Language, MailTexts[K][Kind]> } {
  const kinds = Object.keys(MAIL_TEXTS['es-ES'][key] as object) as Array<keyof MailTexts[K]>;
  return Object.fromEntries(
    kinds.map((kind) => [kind, Object.fromEntries(languages.map((language) => [language, MAIL_TEXTS[language][key][kind]]))]),
  ) as { [Kind in keyof MailTexts[K]]: Record<Language, MailTexts[K][Kind]> };
}
