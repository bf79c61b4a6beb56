import type { Language } from '@clubportal/contract/languages';
import type { MailLine } from '../../lib/mail-layout.js';
import { mailMoney } from '../../lib/mail-money.js';
import { textsOf } from '../../lib/texts/index.js';
import type { RefundLeg } from './sale-refunds.service.js';

/** {amount} in the club's currency, {method} the card's provider or the voucher's name, {sessions} a count. */
const texts = textsOf('participantOutcome');

/** What came of a member's money when their place went: the refund's legs, nothing back, or the unpaid sale dropped. */
export type RefundOutcome = {
  legs: ReadonlyArray<Pick<RefundLeg, 'method' | 'paymentMethod' | 'amount' | 'sessions'>>;
  /** Nothing comes back of what was paid: `true` says so in the cancellation terms' words, a string in the caller's own. */
  kept?: boolean | string;
  unpaidCancelled?: boolean;
};

/**
 * The lines a member's mail tells them what came of their money with, in `language`: one per refund leg (sessions
 * back, a voucher, the card, the club's desk), then that it is kept, then that the unpaid sale is cancelled.
 */
export function refundOutcomeLines(o: RefundOutcome, language: Language, currency: string): MailLine[] {
  const t = texts[language];
  const amount = mailMoney(language, currency);
  const lines: MailLine[] = o.legs.map((leg) => ({
    template: leg.sessions > 0 ? t.sessions : t[leg.method],
    vars: { amount: amount(leg.amount), method: leg.paymentMethod, sessions: String(leg.sessions) },
  }));
  if (o.kept) lines.push({ template: o.kept === true ? t.kept : o.kept, vars: {} });
  if (o.unpaidCancelled) lines.push({ template: t.unpaidCancelled, vars: {} });
  return lines;
}
