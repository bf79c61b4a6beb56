import type { Language } from '@clubportal/contract/languages';
import { enUS } from './en-US.js';
import { esES, type ServerTexts } from './es-ES.js';
import { esMX } from './es-MX.js';
import { esVE } from './es-VE.js';
import { frFR } from './fr-FR.js';
import { itIT } from './it-IT.js';

/**
 * The words of the server's mails and documents (PDFs), one catalogue per language (issue 34 §2): a new language
 * is its `lib/messages/<language>.ts`, its `lib/texts/<language>.ts` and the web's locale file. Each module that
 * builds a mail or a document reads its part here.
 */
export const SERVER_TEXTS: Record<Language, ServerTexts> = {
  'es-ES': esES,
  'en-US': enUS,
  'es-MX': esMX,
  'es-VE': esVE,
  'fr-FR': frFR,
  'it-IT': itIT,
};

const languages = Object.keys(SERVER_TEXTS) as Language[];

/** One mail's words in every language: `textsOf('receipt')['fr-FR']`. */
export function textsOf<K extends keyof ServerTexts>(key: K): Record<Language, ServerTexts[K]> {
  return Object.fromEntries(languages.map((language) => [language, SERVER_TEXTS[language][key]])) as Record<Language, ServerTexts[K]>;
}

/** A family of mails (one per kind) in every language: `kindsOf('results').proposed['fr-FR']`. */
export function kindsOf<K extends keyof ServerTexts>(key: K): { [Kind in keyof ServerTexts[K]]: Record<Language, ServerTexts[K][Kind]> } {
  const kinds = Object.keys(SERVER_TEXTS['es-ES'][key] as object) as Array<keyof ServerTexts[K]>;
  return Object.fromEntries(
    kinds.map((kind) => [kind, Object.fromEntries(languages.map((language) => [language, SERVER_TEXTS[language][key][kind]]))]),
  ) as { [Kind in keyof ServerTexts[K]]: Record<Language, ServerTexts[K][Kind]> };
}
