/** The go-live wizard's public face (issue 31): the app registers its routes from setup-wizard.routes.ts. */
export { goLiveChecklist } from './go-live.service.js';
