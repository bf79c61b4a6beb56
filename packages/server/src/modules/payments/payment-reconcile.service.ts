import type { VerifiedNotification } from './payment-provider.js';
import { systemActor } from '../../db/audit-log.js';
import { AppError } from '../../lib/app-error.js';
import { minutesFromNow, nowInstant } from '../../lib/clock.js';
import { applyNotification, paymentStatus, type PaymentsDeps } from './payment-lifecycle.service.js';
import { findPayment, findPaymentIdByRef, findStalePendingPayments, updatePayment, type PaymentRow } from './payments.repository.js';
import { onlineProviders, providerNamed } from './provider-registry.service.js';

/*
 * Asking the providers when news is lost or completes on return: the answer always goes through the payment's
 * exactly-once path (payment-lifecycle.service.ts).
 */

/** A payment waiting this long without news is asked about (a notification may have been lost). */
export const RECONCILE_AFTER_MINUTES = 10;
/** Older ones are left to the club: providers expire their sessions well before. */
export const RECONCILE_WITHIN_DAYS = 7;

/**
 * Scheduled (`reconcile-payments`): asks the providers that can answer about payments still pending after
 * a while, and applies the answer through the same exactly-once path as a notification, so a lost webhook
 * or a restart between the payment and its notification never leaves a paid sale unpaid. Safe to run
 * again and on every instance (the notification's unique id decides).
 */
export async function reconcilePendingPayments(deps: PaymentsDeps): Promise<number> {
  const providers = [...onlineProviders(deps.config, deps.clock).values()].filter((p) => p.status).map((p) => p.name);
  const stale = await findStalePendingPayments(
    deps.db,
    providers,
    minutesFromNow(deps.clock, -RECONCILE_AFTER_MINUTES),
    minutesFromNow(deps.clock, -RECONCILE_WITHIN_DAYS * 24 * 60),
    50,
  );
  let settled = 0;
  for (const payment of stale) {
    try {
      if ((await paymentStatus(deps, payment, systemActor('reconcile-payments'))).ok) settled += 1;
      else await updatePayment(deps.db, payment.id, { updated_at: nowInstant(deps.clock) });
    } catch (err) {
      deps.log.warn({ err, paymentId: payment.id }, 'payment reconciliation failed; retried next run');
    }
  }
  return settled;
}

/**
 * The customer is back from a provider that completes on return (Transbank: /transbank/process-payment/{id}
 * with token_ws). The token must be one of this payment's references (it is the proof: the page needs no
 * session). The provider's answer goes through the exactly-once path; a repeated return (reload, double
 * call) finds the commit refused by the provider and asks its status instead. Answers whether it is paid.
 */
export async function confirmOnReturn(deps: PaymentsDeps, providerName: string, paymentId: number, ref: string): Promise<boolean> {
  const provider = providerNamed(deps.config, deps.clock, providerName);
  if (!provider?.confirm || (await findPaymentIdByRef(deps.db, providerName, ref)) !== paymentId)
    throw new AppError('not_found', 'paymentNotFound');
  const payment = (await findPayment(deps.db, paymentId)) as PaymentRow;
  if (payment.status === 'paid') return true;
  let answer: VerifiedNotification | undefined;
  try {
    answer = await provider.confirm(ref);
  } catch (err) {
    const known = provider.status ? await provider.status(ref) : { type: 'unknown' as const };
    if (known.type !== 'known') {
      deps.log.warn({ err, paymentId }, 'payment confirmation failed');
      throw new AppError('unavailable', 'technicalProblems');
    }
    answer = known.notification;
  }
  await applyNotification(deps, answer);
  return (await findPayment(deps.db, paymentId))?.status === 'paid';
}
