/** The lookups module's public face: other modules and the app import only this file. */
export { checkLookupAnswer, lookupAnswerName, type LookupScope } from './lookups.service.js';
