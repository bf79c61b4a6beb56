/** The newsletter module's public face: other modules and the app import only this file. */
export { memberConsent, newsletterDeps } from './newsletter.service.js';
