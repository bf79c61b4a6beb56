import { ACCOUNT_MESSAGES } from '@clubportal/contract/accounts';
import { validationMessageKey } from '@clubportal/contract/validation';

/**
 * Message for a failed login (spec section 8): the server's own text when it sent one (translated when
 * it is one the portal knows), else 'Invalid Email or Password'. `word` translates the shared rules'
 * messages (useValidationMessage).
 */
export function loginFailureMessage(
  errorMsg: string | undefined,
  t: (key: string) => string,
  word: (message: string) => string | undefined,
): string {
  const message = errorMsg?.trim();
  if (!message || message === ACCOUNT_MESSAGES.invalidCredentials) return t('auth.invalidCredentials');
  return validationMessageKey(message) ? (word(message) ?? message) : message;
}
