import { acceptedLanguages, isLanguage } from '@clubportal/contract/languages';
import type { MainSettings } from '@clubportal/contract/settings';
import type { Executor } from '../../db/dialect.js';
import { requestLanguage } from '../../lib/messages.js';
import { overlayTexts, type ClubTextOwnerRow, type TextLanguages } from '../club-texts/index.js';
import {
  CLUB_CONFIG_ID,
  findMainSettings,
  getLanguageChoiceCached,
  getMainSettingsCached,
  type SettingsReadDeps,
} from './settings.service.js';

/** The club texts' languages for a reader of `language` (the default's readers when it is none of the six). */
export async function textLanguages(deps: SettingsReadDeps, language: string): Promise<TextLanguages> {
  const choice = await getLanguageChoiceCached(deps);
  return { language: isLanguage(language) ? language : choice.fallback, defaultLanguage: choice.fallback, offered: choice.offered };
}

/**
 * The languages a caller's club texts are shown in, from its Accept-Language (the language the API words its
 * messages in; the web app sends the page's). A caller stating none (no header, `*`: scripts, apps) reads the
 * club's texts as the club wrote them, in its default language.
 */
export async function readerLanguages(deps: SettingsReadDeps, acceptLanguage: string | undefined): Promise<TextLanguages> {
  const choice = await getLanguageChoiceCached(deps);
  const language = acceptedLanguages(acceptLanguage).length > 0 ? requestLanguage(acceptLanguage) : choice.fallback;
  return { language, defaultLanguage: choice.fallback, offered: choice.offered };
}

/** The main settings' texts a club writes per language: the entity `club` (one, id 1). */
const MAIN_TEXTS = { description: 'description', openHours: 'openHours', followUsText: 'followUsText' } as const;

/**
 * The main settings in the reader's language (the opening hours, description and follow-us text translated
 * where the club wrote them): the same object for the same copy of the settings and of the translations, so
 * the answer written once per copy stays written once.
 */
export async function getMainSettingsFor(deps: SettingsReadDeps, languages: TextLanguages): Promise<MainSettings> {
  return mainSettingsIn(deps, await getMainSettingsCached(deps), languages);
}

/** These main settings with their texts in the reader's language. */
export async function mainSettingsIn(deps: SettingsReadDeps, settings: MainSettings, languages: TextLanguages): Promise<MainSettings> {
  const [shown] = await overlayTexts(deps, 'club', [settings], () => CLUB_CONFIG_ID, MAIN_TEXTS, languages);
  return shown ?? settings;
}

/** The club's own texts for the translations editor (none before the wizard saved its identity). */
export async function clubTextsOfSettings(db: Executor): Promise<ClubTextOwnerRow[]> {
  const main = await findMainSettings(db);
  if (!main) return [];
  return [
    {
      id: CLUB_CONFIG_ID,
      label: main.name,
      texts: { description: main.description, openHours: main.openHours, followUsText: main.followUsText },
    },
  ];
}
