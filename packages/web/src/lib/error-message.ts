import { isApiError } from '../api/api-error';

/**
 * What to tell the customer when a call fails: the server's own message (already in the interface
 * language) when it answered with one, else the spec's generic crash text (`fallback`).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'http' && error.errorMsg) return error.errorMsg;
  return fallback;
}
