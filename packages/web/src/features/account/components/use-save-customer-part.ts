import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer, SaveCustomerBody } from '@clubportal/contract/accounts';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSaveCustomer } from '../api/save-customer';
import type { Outcome } from './save-outcome';

/**
 * Saves one tab's part of the customer and keeps the outcome both account forms show: 'Data modified!'
 * or the server's message. Resolves with the saved customer, or null when the save failed.
 */
export function useSaveCustomerPart() {
  const { t } = useTranslation();
  const save = useSaveCustomer();
  const [outcome, setOutcome] = useState<Outcome>(null);

  /** `note`: a sentence more after 'Data modified!' (what the save set going, e.g. a confirmation mail). */
  async function savePart(body: SaveCustomerBody, note?: string): Promise<Customer | null> {
    setOutcome(null);
    try {
      const saved = await save.mutateAsync(body);
      setOutcome({ ok: true, text: note ? `${t('messages.dataModified')} ${note}` : t('messages.dataModified') });
      return saved;
    } catch (error) {
      setOutcome({ ok: false, text: apiErrorMessage(error, t('messages.crash')) });
      return null;
    }
  }

  return { savePart, outcome, pending: save.isPending };
}
