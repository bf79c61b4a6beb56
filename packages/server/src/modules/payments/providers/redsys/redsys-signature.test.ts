import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { redsysOrderKey, redsysSignature, signRedsysRequest, verifyRedsysNotification } from './redsys-signature.js';

type Vectors = {
  orderKey: Array<{ merchantKey: string; order: string; orderKeyBase64: string }>;
  request: { merchantKey: string; params: Record<string, string>; merchantParameters: string; signature: string };
  notification: { merchantKey: string; merchantParameters: string; signatureBase64Url: string };
};
// Published vectors (the open-source redsys-easy library's fixtures; see the file's "source").
const vectors = JSON.parse(readFileSync(new URL('./redsys-vectors.test.json', import.meta.url), 'utf8')) as Vectors;

describe('Redsys HMAC_SHA256_V1', () => {
  it.each(vectors.orderKey)('derives the order key of $order', ({ merchantKey, order, orderKeyBase64 }) => {
    expect(redsysOrderKey(merchantKey, order).toString('base64')).toBe(orderKeyBase64);
  });

  it('signs the published request exactly', () => {
    const signed = signRedsysRequest(vectors.request.merchantKey, vectors.request.params);
    expect(signed).toEqual({
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: vectors.request.merchantParameters,
      Ds_Signature: vectors.request.signature,
    });
  });

  it('accepts the published notification and reads its parameters', () => {
    const n = vectors.notification;
    const params = verifyRedsysNotification(n.merchantKey, n.merchantParameters, n.signatureBase64Url);
    expect(params).toMatchObject({ Ds_Order: '0069', Ds_Amount: '145', Ds_Currency: '978', Ds_Response: '0000' });
  });

  it('refuses a tampered notification, a wrong key and a signature for another order', () => {
    const n = vectors.notification;
    const decoded = Buffer.from(n.merchantParameters, 'base64').toString('utf8').replace('"Ds_Amount":"145"', '"Ds_Amount":"1"');
    const tampered = Buffer.from(decoded).toString('base64');
    expect(verifyRedsysNotification(n.merchantKey, tampered, n.signatureBase64Url)).toBeNull();
    expect(verifyRedsysNotification(vectors.request.merchantKey, n.merchantParameters, n.signatureBase64Url)).toBeNull();
    const otherOrder = redsysSignature(n.merchantKey, '0070', n.merchantParameters);
    expect(verifyRedsysNotification(n.merchantKey, n.merchantParameters, otherOrder)).toBeNull();
    expect(verifyRedsysNotification(n.merchantKey, 'not base64 json', n.signatureBase64Url)).toBeNull();
  });
});
