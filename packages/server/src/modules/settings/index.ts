/** The settings module's public face: other modules and the app import only this file. */
export {
  saveMainSettings,
  storedMainSettingsSchema,
  getMainSettings,
  getMainSettingsCached,
  settingsVersion,
  getLegalSettings,
  getTemplateConfig,
} from './settings.service.js';
export { isClubLive, holdingPageHtml } from './club-launch.service.js';
