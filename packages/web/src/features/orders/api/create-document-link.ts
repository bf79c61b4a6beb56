import { useMutation } from '@tanstack/react-query';
import { documentLinkResponseSchema, type DocumentKind } from '@clubportal/contract/sales';
import { apiRequest } from '../../../api/client';

/**
 * POST /api/shop/customer-orders/{customerId}/{saleId}/document-link: a fresh, expiring download link of
 * the order's invoice or ticket; its token opens /publicinvoices/{token} or /publictickets/{token}.
 */
export async function createDocumentLink(customerId: number, saleId: number, kind: DocumentKind) {
  const answer = await apiRequest(`/api/shop/customer-orders/${customerId}/${saleId}/document-link`, {
    method: 'POST',
    body: { kind },
    schema: documentLinkResponseSchema,
  });
  return answer.model;
}

export function useCreateDocumentLink(customerId: number | null, saleId: number | null) {
  return useMutation({ mutationFn: (kind: DocumentKind) => createDocumentLink(customerId as number, saleId as number, kind) });
}
