/** Why a call failed; the UI picks its message from this, not from string matching. */
export type ApiErrorKind =
  /** The server answered non-2xx or `ok: false`. */
  | 'http'
  /** The storage version changed under us: the call is treated as failed (spec section 4). */
  | 'version'
  /** The answer did not match the contract schema. */
  | 'invalid-response'
  /** No answer at all (offline, DNS, aborted...). */
  | 'network';

/** The one error type every call throws. `errorMsg` is the server's text when it sent one. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly errorMsg: string;
  /** Login only: the server asks the client to switch to the reset-password mode. */
  readonly redirect: boolean;
  /** Extra fields of an `ok: false` body (e.g. customerStatus), for callers that need them. */
  readonly body: unknown;

  constructor(init: { kind: ApiErrorKind; status?: number; errorMsg?: string; redirect?: boolean; body?: unknown }) {
    super(init.errorMsg || init.kind);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.errorMsg = init.errorMsg ?? '';
    this.redirect = init.redirect ?? false;
    this.body = init.body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The server answered 404: what was asked for does not exist. */
export function isNotFound(value: unknown): boolean {
  return isApiError(value) && value.status === 404;
}
