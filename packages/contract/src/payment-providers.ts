import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { checkoutGuidSchema, paidWithSchema } from './checkout.js';
import { idNumber, idParam } from './ids.js';

/**
 * The card providers' side of a payment (spec sections 3 and 9): the return pages' status polls and
 * callbacks, the providers' notifications, saving a card on Transbank's page, and the sandbox gateway.
 */

/** GET /api/stripe/status/{payment_intent} and GET /api/payments/status/{guid}: ok when paid, retry while pending. */
/** ok when paid (with what paid it); a declined payment carries the provider's reason when it gave one. */
export const paymentStatusResponseSchema = z.object({
  ok: z.boolean(),
  retry: z.boolean(),
  paidWith: paidWithSchema.optional(),
  orderNumber: z.string().nullish(),
  declineReason: z.string().nullish(),
});
export const stripeStatusParamsSchema = z.object({
  payment_intent: z.string().regex(/^pi_[A-Za-z0-9_]{1,100}$/, 'not a PaymentIntent id'),
});
export const paymentStatusParamsSchema = z.object({ guid: checkoutGuidSchema });

/** Spec section 9: Mercado Pago's brick shows 1 installment at most, in es-AR. */
export const MERCADOPAGO_BRICK = { maxInstallments: 1, locale: 'es-AR' } as const;

/**
 * POST /api/publicmercadopago/process_payment: the brick's form data plus rqId (the checkout's
 * mercadoPago.id) and saveCardToken. With the customer's bearer token, or the cart's guid for a guest.
 * The amount and installments are the server's, whatever the form says.
 */
export const mercadoPagoProcessBodySchema = z.object({
  rqId: idNumber,
  guid: checkoutGuidSchema.nullish(),
  saveCardToken: z.boolean().nullish(),
  token: z.string().min(1).max(200),
  payment_method_id: z.string().min(1).max(50),
  issuer_id: z.union([z.string().max(50), z.number().int()]).nullish(),
  installments: z.number().int().min(1).max(MERCADOPAGO_BRICK.maxInstallments).nullish(),
  transaction_amount: z.number().nullish(),
  payer: z.object({
    email: z.string().email().max(254),
    identification: z.object({ type: z.string().max(20), number: z.string().max(30) }).nullish(),
  }),
});
export const mercadoPagoProcessResponseSchema = z.object({
  ok: z.boolean(),
  errorMsg: z.string().nullable(),
  status: z.enum(['paid', 'pending', 'failed']),
});

/** POST /api/transbank/process-payment/{id}?token_ws: the Webpay return page commits the payment; ok when paid. */
export const transbankProcessParamsSchema = z.object({ id: idParam });
export const transbankProcessQuerySchema = z.object({
  token_ws: z
    .string()
    .regex(/^[A-Za-z0-9]{10,100}$/, 'not a Webpay token')
    .optional(),
  TBK_TOKEN: z.string().max(100).optional(),
});
export const transbankProcessResponseSchema = z.object({ ok: z.boolean() });

/** A PayPal order or authorisation id (PayPal's are 17 upper-case letters and digits). */
const paypalId = z.string().regex(/^[A-Z0-9]{5,40}$/, 'not a PayPal id');
/** POST /api/paypal/callback: the order the page's buttons approved and the authorisation they made (verified with PayPal). */
export const paypalCallbackBodySchema = z.object({ orderId: paypalId, authorizationId: paypalId });
/** ok once PayPal confirms the money was collected; errorMsg ('Sorry! The payment has not been completed...') otherwise. */
export const paypalCallbackResponseSchema = z.object({ ok: z.boolean(), errorMsg: z.string().nullable() });

/** POST /api/netpay/callback/{id}/{transaction_token}: the return from NetPay's 3-D Secure page; ok when NetPay says it is paid. */
export const netPayCallbackParamsSchema = z.object({
  id: idParam,
  transaction_token: z.string().regex(/^[A-Za-z0-9-]{8,100}$/, 'not a NetPay transaction'),
});
export const netPayCallbackResponseSchema = z.object({ ok: z.boolean() });

/** POST /api/transbank/tokenize/{customerId}?fromPublic=true: saving a card on Transbank's page (Oneclick); post TBK_TOKEN = token to url (redirectUrl carries both). */
export const transbankTokenizeParamsSchema = z.object({ customerId: idParam });
export const transbankTokenizeQuerySchema = z.object({ fromPublic: z.enum(['true', 'false']).optional() });
export const transbankTokenizeResponseSchema = okEnvelope({
  model: z.object({ redirectUrl: z.string(), url: z.string(), token: z.string() }),
});
/** POST /api/transbank/process-tokenization/{requestId}?TBK_TOKEN: Transbank's return; model.id is the saved card (tokenId), else errorMsg 'Save card failed'. */
export const transbankProcessTokenizationParamsSchema = z.object({ requestId: idParam });
export const transbankProcessTokenizationQuerySchema = z.object({
  TBK_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,100}$/, 'not a Transbank token')
    .optional(),
  TBK_ORDEN_COMPRA: z.string().max(100).optional(),
  TBK_ID_SESION: z.string().max(100).optional(),
});
export const transbankProcessTokenizationResponseSchema = z.object({
  ok: z.boolean(),
  model: z.object({ id: z.number().int() }).nullable(),
  errorMsg: z.string().nullable(),
});

/** POST /api/redsys/notification: form-encoded, exactly as Redsys sends it. */
export const redsysNotificationBodySchema = z.object({
  Ds_SignatureVersion: z.string().max(50),
  Ds_MerchantParameters: z.string().min(1).max(10_000),
  Ds_Signature: z.string().min(1).max(200),
});

/** The sandbox gateway page: GET /api/sandbox/pay/{ref}; its buttons POST /api/sandbox/pay/{ref} with action. */
export const sandboxRefParamsSchema = z.object({ ref: z.string().regex(/^[A-Za-z0-9]{8,40}$/, 'not a sandbox payment') });
export const sandboxActionBodySchema = z.object({ action: z.enum(['pay', 'decline', 'abandon']) });
export const sandboxNotificationBodySchema = z.object({ payload: z.string().min(1).max(2000), signature: z.string().min(1).max(200) });
