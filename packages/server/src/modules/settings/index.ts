/** The settings module's public face: other modules and the app import only this file. */
export {
  saveMainSettings,
  storedMainSettingsSchema,
  getMainSettings,
  getMainSettingsCached,
  settingsVersion,
  SETTINGS_CACHE_MS,
  getLegalSettings,
  getTemplateConfig,
  findMainSettings,
  findLegalSettings,
  saveLegalSettings,
  findOfferedLanguages,
  saveOfferedLanguages,
  getLanguageChoiceCached,
  findPaymentChoices,
  savePaymentChoices,
  type PaymentChoices,
} from './settings.service.js';
export { findLaunch, saveWizardStep, setLive, setWizardCourtsType } from './club-launch.repository.js';
export { isClubLive, holdingPageHtml } from './club-launch.service.js';
export type { StoredMainSettings } from './settings.service.js';
export { readerLanguages, textLanguages, mainSettingsIn, getMainSettingsFor, clubTextsOfSettings } from './settings-texts.service.js';
export { clubTextsOfLegal, getLegalSettingsFor } from './legal-admin.service.js';
