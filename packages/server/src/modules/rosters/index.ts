/** The rosters module's public face (issue 33 §6): nothing is used by other modules; app.ts registers its routes. */
export { viewerOf, type RosterViewer } from './rosters.service.js';
