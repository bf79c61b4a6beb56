import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_MESSAGES } from '@clubportal/contract/staff';

const KEYS = Object.fromEntries(Object.entries(STAFF_MESSAGES).map(([key, text]) => [text, `staff.messages.${key}`]));

/**
 * A staff form's check in the interface language: the contract's staff sentences by their translation; the
 * shared rules' sentences are translated by the field itself (useValidationMessage).
 */
export function useStaffMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((message) => (message && KEYS[message] ? t(KEYS[message]) : message), [t]);
}
