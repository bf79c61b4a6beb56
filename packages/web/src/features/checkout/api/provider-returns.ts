import { mercadoPagoProcessResponseSchema, transbankProcessResponseSchema } from '@clubportal/contract/payment-providers';
import { okOnlySchema } from '@clubportal/contract/api-result';
import { apiRequest } from '../../../api/client';

/** POST /api/transbank/process-payment/{id}?token_ws: the server commits the Webpay payment; ok when paid (`ok: false` throws). */
export async function processTransbankPayment(id: string, tokenWs: string): Promise<boolean> {
  const answer = await apiRequest(`/api/transbank/process-payment/${encodeURIComponent(id)}`, {
    method: 'POST',
    query: { token_ws: tokenWs },
    schema: transbankProcessResponseSchema,
  });
  return answer.ok;
}

/** POST /api/netpay/callback/{id}/{transaction_token}: NetPay's 3-D Secure return, checked by the server; ok when paid (`ok: false` throws). */
export async function netPayCallback(id: string, transactionToken: string): Promise<boolean> {
  const answer = await apiRequest(`/api/netpay/callback/${encodeURIComponent(id)}/${encodeURIComponent(transactionToken)}`, {
    method: 'POST',
    schema: okOnlySchema,
  });
  return answer.ok;
}

/**
 * POST /api/publicmercadopago/process_payment: the brick's form data plus rqId (the checkout's
 * mercadoPago.id) and the cart's guid (a guest has no bearer token). Refused: an ApiError with the server's message.
 */
export async function processMercadoPago(body: Record<string, unknown>) {
  return apiRequest('/api/publicmercadopago/process_payment', { method: 'POST', body, schema: mercadoPagoProcessResponseSchema });
}
