/** The page-heads module's public face: other modules and the app import only this file. */
export { pageHead } from './page-head.service.js';
export { excerpt, matchPattern } from './page-text.js';
