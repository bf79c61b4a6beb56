import { PASSWORD_MIN_LENGTH } from '@clubportal/contract/accounts';

/** Translation keys of the password messages (spec sections 5 and 8, worded in messages.*). */
export const PASSWORD_MESSAGES = {
  required: 'messages.required',
  minLength: 'messages.minLength5',
  mismatch: 'messages.passwordMismatch',
} as const;

/** A new password: required ('Required'), at least PASSWORD_MIN_LENGTH characters ('Minimun length is 5'). */
export function newPasswordError(value: string): string | undefined {
  if (!value) return PASSWORD_MESSAGES.required;
  if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.minLength;
  return undefined;
}

/** The repeated password of the reset page: same rules, and equal to the first ('Password does not match'). */
export function repeatPasswordError(value: string, first: string): string | undefined {
  return newPasswordError(value) ?? (value !== first ? PASSWORD_MESSAGES.mismatch : undefined);
}

/** The current password of the change page: only required. */
export function currentPasswordError(value: string): string | undefined {
  return value ? undefined : PASSWORD_MESSAGES.required;
}
