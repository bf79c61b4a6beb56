import { createHmac, timingSafeEqual } from 'node:crypto';
import { ForgedNotification, type PaymentProvider, type VerifiedNotification } from '../../payment-provider.js';

/** Not a spec type: the development sandbox card gateway. */
export const SANDBOX_METHOD_TYPE = 99;

export type SandboxOutcome = 'paid' | 'failed';
/** What the sandbox gateway tells the server, signed like a real gateway's notification. */
export type SandboxNotice = { ref: string; txn: string; outcome: SandboxOutcome; amount: number; currency: string; reason?: string };

/** What the sandbox's Decline button says, as a real gateway gives its reason. */
export const SANDBOX_DECLINE_REASON = 'Fondos insuficientes';

/** The gateway's key: derived from the server's own secret, so nothing needs configuring. */
export function sandboxKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('sandbox-payment-gateway').digest();
}

/** The sandbox's reference of our payment: unguessable, and the same each time it is asked for. */
export function sandboxRef(key: Buffer, paymentId: number, attempt: number): string {
  return `sbx${createHmac('sha256', key).update(`${paymentId}:${attempt}`).digest('hex').slice(0, 29)}`;
}

export function signSandboxNotice(key: Buffer, notice: SandboxNotice): { payload: string; signature: string } {
  const payload = JSON.stringify(notice);
  return { payload, signature: createHmac('sha256', key).update(payload).digest('base64url') };
}

/**
 * The sandbox (development only): a local page plays a card gateway (pay, decline, abandon) and posts a
 * signed notification to POST /api/sandbox/notification, the same path real providers' notifications take.
 * Refunds are done at once.
 */
export function sandboxProvider(key: Buffer): PaymentProvider {
  return {
    name: 'sandbox',
    methodType: SANDBOX_METHOD_TYPE,
    async start(req) {
      const ref = sandboxRef(key, req.paymentId, req.attempt);
      return { type: 'gateway-page', providerRef: ref, url: `${req.publicUrl}/api/sandbox/pay/${ref}` };
    },
    verify({ body }): VerifiedNotification {
      const b = body as { payload?: string; signature?: string };
      if (!b.payload || !b.signature) throw new ForgedNotification('not a sandbox notification');
      const expected = Buffer.from(createHmac('sha256', key).update(b.payload).digest('base64url'));
      const given = Buffer.from(b.signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        throw new ForgedNotification('sandbox signature does not match');
      const n = JSON.parse(b.payload) as SandboxNotice;
      return {
        provider: 'sandbox',
        transactionId: n.txn,
        providerRef: n.ref,
        outcome: n.outcome,
        amount: n.amount,
        currency: n.currency,
        payload: b.payload,
        declineReason: n.reason ?? null,
      };
    },
    // No money moved, so none goes back: the refund is the sandbox's own, named after ours.
    async refund(req) {
      return { type: 'done', providerRefundId: `sbxrefund${req.refundId}` };
    },
  };
}
