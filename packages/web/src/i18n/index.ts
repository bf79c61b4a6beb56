import i18n, { type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@clubportal/contract/languages';

// One chunk per language: only the chosen one is downloaded.
const loaders = import.meta.glob<ResourceKey>('./locales/*.json', { import: 'default' });

async function loadMessages(language: Language): Promise<ResourceKey> {
  const load = loaders[`./locales/${language}.json`];
  if (!load) throw new Error(`No messages for ${language}`);
  return load();
}

/** The language the visitor picked before (localStorage), else the portal default (es-ES). */
export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function syncDocumentLanguage(language: string) {
  document.documentElement.lang = language;
}

export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18n> {
  const resources: Resource = { [language]: { translation: await loadMessages(language) } };
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', syncDocumentLanguage);
    await i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  } else {
    i18n.addResourceBundle(language, 'translation', resources[language]?.translation ?? {}, true, true);
    await i18n.changeLanguage(language);
  }
  syncDocumentLanguage(language);
  return i18n;
}

/** Switches the interface language and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadMessages(language), true, true);
  }
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // The choice then lasts only for this page view.
  }
  await i18n.changeLanguage(language);
}

export { i18n };
