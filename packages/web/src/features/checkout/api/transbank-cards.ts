import { transbankProcessTokenizationResponseSchema, transbankTokenizeResponseSchema } from '@clubportal/contract/payment-providers';
import { apiRequest } from '../../../api/client';

/**
 * POST /api/transbank/tokenize/{customerId}?fromPublic=true: starts saving a card with Transbank Oneclick;
 * the browser then posts TBK_TOKEN = token to url (Transbank's page).
 */
export async function startTransbankCardSaving(customerId: number) {
  const answer = await apiRequest(`/api/transbank/tokenize/${customerId}`, {
    method: 'POST',
    query: { fromPublic: 'true' },
    schema: transbankTokenizeResponseSchema,
  });
  return answer.model;
}

/** What Transbank sends back to /transbank/process-tokenization/{requestId}: its token, and the order and session when aborted. */
export type TransbankCardReturn = { TBK_TOKEN?: string; TBK_ORDEN_COMPRA?: string; TBK_ID_SESION?: string };

/**
 * POST /api/transbank/process-tokenization/{requestId}?TBK_TOKEN: the saved card's id (the checkout's
 * tokenId). Refused ('Save card failed' when aborted or declined): an ApiError with the server's message.
 */
export async function finishTransbankCardSaving(requestId: string, query: TransbankCardReturn): Promise<number> {
  const answer = await apiRequest(`/api/transbank/process-tokenization/${encodeURIComponent(requestId)}`, {
    method: 'POST',
    query,
    schema: transbankProcessTokenizationResponseSchema,
  });
  if (!answer.model) throw new Error('no saved card in the answer');
  return answer.model.id;
}
