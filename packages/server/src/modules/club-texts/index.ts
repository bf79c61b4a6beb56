/** The club texts module's public face (issue 32 §6): other modules and the app import only this file. */
export { overlayTexts, clubTextsVersion, translationCandidates, CLUB_TEXTS_CACHE_MS } from './text-overlay.service.js';
export type { ClubTextsReadDeps, TextLanguages } from './text-overlay.service.js';
export { writeClubText, listClubTexts, changeClubText, translationsOf, listMissingTranslations } from './club-texts.service.js';
export type { ClubTextOwnerRow, ClubTextSource, ClubTextSources, ClubLanguages, ClubTextChange } from './club-texts.service.js';
export { editorTranslationsOf, otherLanguages, writeEditorTranslations } from './editor-translations.js';
