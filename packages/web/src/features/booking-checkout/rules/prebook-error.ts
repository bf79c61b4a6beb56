import { isApiError } from '../../../api/api-error';

/**
 * Spec section 8: a failed prebook shows its field-error map joined by commas, else the server's
 * message, else the crash text. The map is `model` of an `ok: false` answer: field -> message(s).
 */
export function prebookErrorMessage(error: unknown, crash: string): string {
  if (!isApiError(error)) return crash;
  const model = error.body && typeof error.body === 'object' ? (error.body as { model?: unknown }).model : undefined;
  if (model && typeof model === 'object' && !Array.isArray(model)) {
    const messages = Object.values(model as Record<string, unknown>)
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
    if (messages.length > 0) return messages.join(', ');
  }
  if (error.kind === 'http' && error.errorMsg) return error.errorMsg;
  return crash;
}
