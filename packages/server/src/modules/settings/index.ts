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
} from './settings.service.js';
