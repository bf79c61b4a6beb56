import i18n, { type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, STORAGE_KEYS } from '@clubportal/contract/http';
import { DEFAULT_LANGUAGE, isLanguage, preferredLanguage, type Language } from '@clubportal/contract/languages';

// One chunk per language: only the chosen one is downloaded (and none when the page carries its strings).
const loaders = import.meta.glob<ResourceKey>('./locales/*.json', { import: 'default' });

async function loadMessages(language: Language): Promise<ResourceKey> {
  const load = loaders[`./locales/${language}.json`];
  if (!load) throw new Error(`No messages for ${language}`);
  return load();
}

/** i18next options shared by the browser and the server renderer. */
export const I18N_OPTIONS = {
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
} as const;

/** The language the visitor picked before (localStorage), if any. */
export function pickedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language the visitor picked before, else the one their browser asks for when the portal has it
 * (navigator.languages), else the portal default (es-ES). The server decides the same way from the cookie
 * and Accept-Language when it renders the page.
 */
export function storedLanguage(): Language {
  return pickedLanguage() ?? preferredLanguage(navigator.languages ?? []) ?? DEFAULT_LANGUAGE;
}

/** The server reads the choice from this cookie to render pages in the visitor's language. */
function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // The choice then lasts only for this page view.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

function syncDocumentLanguage(language: string) {
  // Writing the attribute, even unchanged, restyles the whole page: the server already set it on the first.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

/** Starts i18next in `language`; `messages` are the strings the server put into the page (no download). */
export async function initI18n(language: Language = storedLanguage(), messages?: ResourceKey): Promise<typeof i18n> {
  const resources: Resource = { [language]: { translation: messages ?? (await loadMessages(language)) } };
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', syncDocumentLanguage);
    await i18n.use(initReactI18next).init({ ...I18N_OPTIONS, resources, lng: language, initAsync: false });
  } else {
    i18n.addResourceBundle(language, 'translation', resources[language]?.translation ?? {}, true, true);
    await i18n.changeLanguage(language);
  }
  syncDocumentLanguage(language);
  return i18n;
}

/** Switches the interface language and remembers the choice (storage and cookie). */
export async function changeLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  rememberLanguage(language);
}

/** Switches the interface language for this page view only (the staff console: the account's language, not the device's). */
export async function showLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadMessages(language), true, true);
  }
  await i18n.changeLanguage(language);
}

export { i18n };
