import type { TFunction } from 'i18next';
import type { MySignUp, WithdrawAnswer } from '@clubportal/contract/activities';

/**
 * What cancelling a sign-up does, in a sentence: the refund and its deadline, a free cancel until the start,
 * or that the deadline has passed; one still in the cart is paid or dropped there. The server's `cancel` (the activity's own rule) decides; this only says it.
 */
export function cancelNote(s: MySignUp, t: TFunction, price: (amount: number) => string, when: (iso: string) => string): string {
  // Still in the cart: the cart's remove gives the place back (and keeps the cart right).
  if (s.state === 'held') return t('myActivities.heldNote');
  const date = when(s.cancel.until);
  if (!s.cancel.open) return t('myActivities.cancelClosed', { date });
  if (s.cancel.refund > 0) return t('myActivities.refundUntil', { date, price: price(s.cancel.refund) });
  if (s.paid > 0) return t('myActivities.noRefundUntil', { date });
  return t('myActivities.cancelUntil', { date });
}

/** A cancel's answer as lines: "25 € back to Card", sessions as sessions. */
export function refundLines(amounts: WithdrawAnswer['infoReturns']['amounts'], t: TFunction, price: (amount: number) => string): string[] {
  return amounts.map((a) =>
    a.sessions
      ? t('myActivities.refundSessions', { count: a.sessions, method: a.paymentMethod })
      : t('myActivities.refundLine', { price: price(a.amount), method: a.paymentMethod }),
  );
}
