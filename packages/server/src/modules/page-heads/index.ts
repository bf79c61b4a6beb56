/** The page-heads module's public face: other modules and the app import only this file. */
export { pageHead, excerpt, matchPattern } from './page-head.service.js';
