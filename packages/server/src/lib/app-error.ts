import { renderMessage, type MessageKey, type MessageParams } from './messages.js';

/** What a service throws when a rule says no; only the error handler turns it into HTTP. */
export type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests'
  | 'unavailable';

/** A rule's refusal: a catalogue message (lib/messages.ts) and its parameters, rendered per caller language. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
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
  conflict: 409,
  too_many_requests: 429,
  unavailable: 503,
};
