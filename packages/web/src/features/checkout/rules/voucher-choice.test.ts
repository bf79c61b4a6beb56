import { describe, expect, it } from 'vitest';
import { voucherPayment } from './voucher-choice';

const info = {
  currency: 'EUR',
  sales: [{ id: 21, saleNumber: 'T-21', title: 'Pista 1', total: 12, pending: 12, paymentType: 1, paymentDeadline: null }],
  vouchers: [
    {
      saleId: 21,
      vouchers: [
        { id: 3, voucher: { id: 3, description: 'Monedero', kind: 'money', balance: 10 } },
        { id: 4, voucher: { id: 4, description: 'Bono 10 clases', kind: 'sessions', balance: 7 } },
        { id: 5, voucher: { id: 5, description: 'Monedero grande', kind: 'money', balance: 50 } },
      ],
    },
  ],
};

describe('voucherPayment', () => {
  it('pays nothing until the member picks a voucher', () => {
    expect(voucherPayment(info, null)).toBeNull();
    expect(voucherPayment(info, { saleId: 21, voucherId: 99 })).toBeNull();
  });

  it('a session pays the whole sale; a money voucher up to its balance, the rest left to pay', () => {
    expect(voucherPayment(info, { saleId: 21, voucherId: 4 })).toMatchObject({
      sessions: 1,
      covered: { amount: 1200 },
      rest: { amount: 0 },
    });
    expect(voucherPayment(info, { saleId: 21, voucherId: 3 })).toMatchObject({
      sessions: 0,
      covered: { amount: 1000 },
      rest: { amount: 200 },
    });
    expect(voucherPayment(info, { saleId: 21, voucherId: 5 })).toMatchObject({
      sessions: 0,
      covered: { amount: 1200 },
      rest: { amount: 0 },
    });
  });
});
