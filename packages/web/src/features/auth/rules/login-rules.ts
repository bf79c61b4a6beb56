import { ACCOUNT_MESSAGES } from '@clubportal/contract/accounts';

/** Spec section 5: the user name is the email; a phone number (no '@') is refused before any call. */
export function isLoginEmail(value: string): boolean {
  return value.includes('@');
}

/** Server messages the portal knows, mapped to their translation keys (the server speaks en-US). */
const KNOWN_MESSAGES: Record<string, string> = {
  [ACCOUNT_MESSAGES.invalidCredentials]: 'auth.invalidCredentials',
  [ACCOUNT_MESSAGES.required]: 'messages.required',
  [ACCOUNT_MESSAGES.fieldRequired]: 'messages.fieldRequired',
};

/**
 * Message for a failed login (spec section 8): the server's own text when it sent one (translated when
 * it is one the portal knows), else 'Invalid Email or Password'.
 */
export function loginFailureMessage(errorMsg: string | undefined, t: (key: string) => string): string {
  const message = errorMsg?.trim();
  if (!message) return t('auth.invalidCredentials');
  const key = KNOWN_MESSAGES[message];
  return key ? t(key) : message;
}
