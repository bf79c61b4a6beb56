import type { CheckoutBody, CheckoutModel } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import type { Instant } from '../../lib/clock.js';
import type { CustomerRow } from '../accounts/index.js';
import { createPayment, findPayment, meansOfPayment, METHOD_NAMES, paidWith, settlePayment, type PaymentRow } from '../payments/index.js';
import { createSale, saleStockLines, salesToPay } from '../sales/index.js';
import { takeSaleStock } from '../shop/index.js';
import { spendVoucher } from '../vouchers/index.js';
import { dec, pendingOf, SESSION_CATEGORIES, type PricedCart } from './cart-pricing.service.js';
import type { CheckoutDeps } from './checkout-info.service.js';
import { buyerActor, newSaleNumber } from './checkout-persist.js';

/**
 * Voucher payment (spec: per sale, never for shared bookings; it skips the method check). A money voucher
 * pays what it can of the sale (all, or its balance); a sessions voucher pays a booking or activity sale
 * with one session. Product lines paid by voucher become a sale first. What stays unpaid comes back as
 * `sale` for the cart to keep (spec: "a new returned sale is added").
 */
export async function payByVoucher(
  deps: CheckoutDeps,
  customer: CustomerRow,
  body: CheckoutBody,
  cart: PricedCart,
  hash: string,
  now: Instant,
): Promise<CheckoutModel> {
  const methodType = body.paymentMethodId as number;
  if (!body.voucherId) throw new AppError('bad_request', 'voucherNotUsable');
  if (cart.sales.length + (cart.lines.length ? 1 : 0) !== 1) throw new AppError('bad_request', 'voucherOneSale');
  if (methodType === PaymentMethodType.HoursVoucher) throw new AppError('bad_request', 'voucherWrongKind');
  const kind = methodType === PaymentMethodType.MoneyVoucher ? 'money' : 'sessions';
  if (kind === 'sessions' && (cart.lines.length || !cart.sales[0]?.categories.every((cat) => SESSION_CATEGORIES.has(cat))))
    throw new AppError('bad_request', 'voucherWrongKind');
  const c = cart.currency;
  const voucherId = body.voucherId;
  const { id: saleId, paymentId } = await unitOfWork(deps.db, async (trx) => {
    let id: number;
    let pending: number;
    if (cart.lines.length) {
      id = await createSale(trx, {
        number: newSaleNumber(now),
        customerId: customer.id,
        online: true,
        currency: c,
        paid: 0,
        items: cart.lines.map((l) => ({
          productId: l.product.id,
          category: 'article',
          name: l.product.name,
          logo: l.product.logo,
          unitPrice: l.product.unitPrice,
          units: l.input.units,
          taxPercent: l.product.taxPercent,
        })),
        createdAt: now,
      });
      await takeSaleStock(trx, { id, lines: await saleStockLines(trx, id) }, buyerActor(customer), now, deps);
      pending = cart.linesTotal;
    } else {
      const sale = cart.sales[0] as PricedCart['sales'][number];
      id = sale.id;
      pending = pendingOf(sale);
    }
    const taken = await spendVoucher(trx, {
      voucherId,
      customerId: customer.id,
      kind,
      currency: c,
      wanted: kind === 'money' ? pending : 1,
      saleId: id,
      now,
    });
    // A session pays the whole booking or activity; money pays what it covers.
    const amount = kind === 'money' ? taken : pending;
    const paymentId = await createPayment(trx, deps.clock, {
      guid: body.guid ?? null,
      requestHash: hash,
      customerId: customer.id,
      methodType,
      provider: 'voucher',
      amount,
      currency: c,
      promoId: null,
      sales: [{ saleId: id, amount }],
    });
    await settlePayment(trx, deps, (await findPayment(trx, paymentId)) as PaymentRow, METHOD_NAMES[methodType] ?? 'Bono', {
      id: voucherId,
      kind,
      taken,
    });
    return { id, paymentId };
  });
  const sale = (await salesToPay(deps.db, [saleId])).get(saleId);
  if (!sale) throw new AppError('not_found', 'orderNotFound');
  const left = pendingOf(sale);
  return {
    errorMsg: null,
    saleNumber: sale.number,
    paid: left <= 0,
    paidWith: paidWith(await meansOfPayment(deps.db, paymentId)),
    ...(left > 0
      ? {
          sale: {
            id: sale.id,
            saleNumber: sale.number,
            title: sale.title,
            total: dec(sale.total, c),
            pending: dec(left, c),
            paid: dec(sale.paid, c),
          },
        }
      : {}),
  };
}
