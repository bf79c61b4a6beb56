/**
 * Names shared by client and server for the wire protocol (spec sections 3, 4 and 7).
 */

/** Response header carrying the storage version; the client compares it with its stored copy. */
export const VERSION_HEADER = 'x-storage-version';

/** Local storage keys fixed by the spec. */
export const STORAGE_KEYS = {
  customer: 'cc',
  token: 'ctk',
  cart: 'crt',
  /** Not named by the spec: where the client keeps the last storage version it saw. */
  version: 'csv',
  /** Not named by the spec: the interface language the visitor picked. */
  language: 'lang',
} as const;

/** Cookie mirroring the picked language, so the server renders pages in it (value: a LANGUAGES entry). */
export const LANGUAGE_COOKIE = 'lang';

/** Session storage key of the boxed-layout toggle. */
export const BOXED_LAYOUT_KEY = 'boxed';

/** Every API path starts here. */
export const API_PREFIX = '/api';
