import { renderMessage, type MessageKey, type MessageParams } from './messages.js';
import type { SchemaIssue } from './validation-messages.js';

/** What a service throws when a rule says no; only the error handler turns it into HTTP. */
export type AppErrorCode =
  'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'gone' | 'conflict' | 'too_many_requests' | 'unavailable';

/** A rule's refusal: a catalogue message (lib/messages.ts) and its parameters, rendered per caller language. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    /** More of the refusal's answer beside `errorMsg` (a stale edit's `changed`: what another desk did). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(renderMessage(key, params, 'en-US'));
    this.name = 'AppError';
  }
}

export const statusOf: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  too_many_requests: 429,
  unavailable: 503,
};

/**
 * Input a service refuses by a schema of its own (a rule that needs the database first): rendered like a
 * route's schema failure, a sentence per field in the caller's language, never a schema path.
 */
export class InputError extends AppError {
  constructor(readonly issues: SchemaIssue[]) {
    super('bad_request', 'invalidInput', { details: issues.map((i) => i.message ?? '').join('; ') });
    this.name = 'InputError';
  }
}

/** zod's issues as the schema issues the error handler renders. */
export const schemaIssues = (issues: ReadonlyArray<{ code: string; path: PropertyKey[]; message: string }>): SchemaIssue[] =>
  issues.map((i) => ({ keyword: i.code, instancePath: `/${i.path.map(String).join('/')}`, message: i.message }));
