import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { validationMessageKey, type ValidationMessageKey } from '@clubportal/contract/validation';

/** The translation of each shared rule's message; a message added to the contract without one fails typecheck. */
const TRANSLATION_KEYS: Record<ValidationMessageKey, string> = {
  required: 'messages.required',
  fieldRequired: 'messages.fieldRequired',
  minLength: 'messages.minLength5',
  passwordMismatch: 'messages.passwordMismatch',
  acceptLegal: 'messages.acceptLegal',
  invalidEmail: 'validation.invalidEmail',
  emailIsUserName: 'auth.emailIsUserName',
  dateFormat: 'validation.dateFormat',
  notADate: 'validation.notADate',
  tooLong: 'validation.tooLong',
  notAnOption: 'validation.notAnOption',
  notAnAmount: 'validation.notAnAmount',
  notATime: 'validation.notATime',
  notAColour: 'validation.notAColour',
  fileType: 'validation.fileType',
  fileSize: 'validation.fileSize',
};

/**
 * Words a form error in the interface language: the contract's messages (the schemas speak the spec's
 * English) by their translation, any other text (already worded, e.g. the server's) as it is.
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const key = validationMessageKey(message);
      return key ? t(TRANSLATION_KEYS[key]) : message;
    },
    [t],
  );
}
