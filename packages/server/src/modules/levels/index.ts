/** The levels module's public face: other modules and the app import only this file. */
export { recordMatchLevels, type MatchPlayer } from './level-history.service.js';
export { clubLevelsOf } from './levels.service.js';
