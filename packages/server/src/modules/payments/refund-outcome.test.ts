import { describe, expect, it } from 'vitest';
import { fillMail } from '../../lib/mail-layout.js';
import { refundOutcomeLines, type RefundOutcome } from './refund-outcome.js';

const leg = (method: 'card' | 'voucher' | 'club', paymentMethod: string, amount: number, sessions = 0) => ({
  method,
  paymentMethod,
  amount,
  sessions,
});
const read = (o: RefundOutcome, language: 'en-US' | 'es-ES', currency: string) =>
  refundOutcomeLines(o, language, currency).map((l) => fillMail(l.template, l.vars, false));

describe('what a member’s mail says became of their money', () => {
  it('is a line per refund leg, in the order the money went back, each in its own words', () => {
    const legs = [leg('voucher', 'Bono 10', 0, 2), leg('voucher', 'Monedero', 500), leg('card', 'Stripe', 1250), leg('club', 'Cash', 300)];
    expect(read({ legs }, 'en-US', 'EUR')).toEqual([
      'Sessions back on your voucher Bono 10: 2.',
      '€5.00 goes back to your voucher Monedero, ready to use.',
      'We are refunding €12.50 to your card (Stripe); your bank may take a few days to show it.',
      'The club will give you back €3.00 at its front desk.',
    ]);
  });

  it('says the money is kept, in the cancellation terms’ words or the caller’s, and that an unpaid sale is dropped', () => {
    expect(read({ legs: [], kept: true }, 'en-US', 'EUR')).toEqual([
      'Under this booking’s cancellation terms, what you paid is not refunded.',
    ]);
    expect(read({ legs: [], kept: 'What you paid is not refunded.' }, 'en-US', 'EUR')).toEqual(['What you paid is not refunded.']);
    expect(read({ legs: [], unpaidCancelled: true }, 'en-US', 'EUR')).toEqual(['Your unpaid share has been cancelled: you owe nothing.']);
    expect(read({ legs: [leg('card', 'Stripe', 100)], kept: true, unpaidCancelled: true }, 'en-US', 'EUR')).toEqual([
      expect.stringContaining('€1.00 to your card'),
      expect.stringContaining('is not refunded'),
      expect.stringContaining('you owe nothing'),
    ]);
    expect(read({ legs: [], kept: false, unpaidCancelled: false }, 'en-US', 'EUR')).toEqual([]);
  });

  it('writes a currency without decimals as whole amounts, in the reader’s language', () => {
    expect(read({ legs: [leg('club', 'Efectivo', 15000)] }, 'es-ES', 'CLP')).toEqual([
      'El club te devolverá 15.000\u00a0CLP en sus instalaciones.',
    ]);
    expect(read({ legs: [leg('card', 'Transbank', 15000)] }, 'en-US', 'CLP')[0]).toMatch(/CLP\s15,000 to your card \(Transbank\)/);
  });
});
