import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Redsys's HMAC_SHA256_V1 signature. The order key is the order number encrypted with 3DES-CBC under the
 * merchant key (zero IV, zero padding to 8 bytes); the signature is HMAC-SHA256 of the base64
 * Ds_MerchantParameters text under that key. Requests carry standard base64; Redsys's notifications use
 * base64url (keeping the `=` padding).
 */
export const REDSYS_SIGNATURE_VERSION = 'HMAC_SHA256_V1';

export function redsysOrderKey(merchantKeyBase64: string, order: string): Buffer {
  const key = Buffer.from(merchantKeyBase64, 'base64');
  const data = Buffer.from(order, 'utf8');
  const padded = Buffer.alloc(Math.ceil(data.length / 8) * 8);
  data.copy(padded);
  const cipher = createCipheriv('des-ede3-cbc', key, Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** The signature of `merchantParameters` (the base64 text) for `order`, in standard base64. */
export function redsysSignature(merchantKeyBase64: string, order: string, merchantParameters: string): string {
  return createHmac('sha256', redsysOrderKey(merchantKeyBase64, order)).update(merchantParameters).digest('base64');
}

/** A signed payment request: Ds_MerchantParameters is the base64 of the parameters' JSON. */
export function signRedsysRequest(merchantKeyBase64: string, params: Record<string, string>) {
  const order = params.DS_MERCHANT_ORDER ?? params.Ds_Merchant_Order;
  if (!order) throw new Error('Redsys request without DS_MERCHANT_ORDER');
  const merchantParameters = Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
  return {
    Ds_SignatureVersion: REDSYS_SIGNATURE_VERSION,
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: redsysSignature(merchantKeyBase64, order, merchantParameters),
  };
}

const toUrlSafe = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_');

/**
 * The parameters of a notification whose signature is right, or null. The order the key is derived from
 * is Ds_Order inside the parameters; the signature may arrive in either base64 alphabet.
 */
export function verifyRedsysNotification(
  merchantKeyBase64: string,
  merchantParameters: string,
  signature: string,
): Record<string, string> | null {
  let params: Record<string, unknown>;
  try {
    params = JSON.parse(Buffer.from(merchantParameters.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
  if (typeof params !== 'object' || params === null) return null;
  const order = params.Ds_Order ?? params.DS_ORDER;
  if (typeof order !== 'string' || !order) return null;
  const expected = Buffer.from(toUrlSafe(redsysSignature(merchantKeyBase64, order, merchantParameters)));
  const given = Buffer.from(toUrlSafe(signature));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
}
