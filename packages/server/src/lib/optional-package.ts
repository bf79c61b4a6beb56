import { createRequire } from 'node:module';

/**
 * Loads a CommonJS package when a configuration first needs it, not at start: the SQLite demo never holds
 * PostgreSQL's driver, pg-boss or Redis in memory (tens of MB each; issue 34's memory row in the bench).
 * Types come from `typeof import('…')` at the call site.
 */
export const loadPackage = createRequire(import.meta.url);
