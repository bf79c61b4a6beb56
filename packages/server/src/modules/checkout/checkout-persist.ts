import { randomBytes } from 'node:crypto';
import type { CheckoutBody } from '@clubportal/contract/checkout';
import { money } from '@clubportal/contract/money';
import type { AuditActor } from '../../db/audit-log.js';
import { lockRow, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import type { Instant } from '../../lib/clock.js';
import { createCheckoutCustomer } from '../accounts/index.js';
import { checkoutHoldUntil, createPayment, findPayment, METHOD_NAMES, settlePayment, type PaymentRow } from '../payments/index.js';
import { createSale, saleStockLines } from '../sales/index.js';
import { spreadDiscount, takeSaleStock, usePromo } from '../shop/index.js';
import { pendingOf } from './cart-pricing.service.js';
import type { CheckoutDeps } from './checkout-info.service.js';
import type { PaymentPlan } from './checkout-plan.js';

export function newSaleNumber(now: Instant): string {
  return `W${now.slice(0, 4)}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** The buyer as the stock ledger names them on the lines their sale takes. */
export const buyerActor = (c: { id: number; name: string; surname: string }): AuditActor => ({
  kind: 'customer',
  id: c.id,
  name: `${c.name} ${c.surname}`.trim(),
});

/**
 * Writes a planned checkout in the caller's unit of work: the guest's account, the stock, the promo's use, a
 * sale for the product lines, and one payment covering it and the cart's sales (settled at once when nothing
 * is to be collected). Returns the payment's id.
 */
export async function persistCheckout(trx: Tx, deps: CheckoutDeps, plan: PaymentPlan, body: CheckoutBody): Promise<number> {
  const { cart, promo, transport, shipping, discount, total, method, now } = plan;
  const c = cart.currency;
  const buyer =
    plan.customer ??
    plan.returningGuest ??
    (await createCheckoutCustomer(trx, deps, {
      email: body.customer.email ?? '',
      password: body.customer.password ?? '',
      name: body.customer.name ?? '',
      surname: body.customer.surname ?? '',
      phone: body.customer.phone ?? '',
      addressLine1: body.customer.addressLine1 ?? '',
      city: body.customer.city ?? '',
      town: body.customer.town ?? '',
      country: body.customer.country ?? '',
      postalCode: body.customer.postalCode ?? '',
      okRss: body.customer.okRss === true,
    }));
  const covered: Array<{ saleId: number; amount: number }> = [];
  let createdSaleId: number | null = null;
  if (cart.lines.length) {
    const lineDiscounts = spreadDiscount(
      cart.lines.map((l) => l.subtotal),
      discount,
    );
    createdSaleId = await createSale(trx, {
      number: newSaleNumber(now),
      customerId: buyer.id,
      online: true,
      currency: c,
      paymentMethodType: method.type || null,
      // Paid online: what it takes is held while the customer pays, then released (abandoned checkouts).
      holdExpiresAt: method.provider === 'none' || method.provider === 'club' ? null : checkoutHoldUntil(deps.clock),
      paymentMethod: METHOD_NAMES[method.type] ?? null,
      shipping,
      transportName: transport?.name ?? null,
      delivery: transport && !transport.collect ? 'ship' : 'collect',
      paid: 0,
      items: cart.lines.map((l, i) => ({
        productId: l.product.id,
        category: 'article',
        name: l.product.name,
        logo: l.product.logo,
        unitPrice: l.product.unitPrice,
        units: l.input.units,
        discount: lineDiscounts[i] ?? 0,
        taxPercent: l.product.taxPercent,
        stockParentId: l.input.stockParentId ?? null,
        stockParentName: l.input.stockParentName ?? '',
        stockDetail: l.input.stockDetail ?? '',
      })),
      createdAt: now,
    });
    // The sale's rows are new, so its stock is taken after it (the movements name its lines); products, then the promo.
    await takeSaleStock(trx, { id: createdSaleId, lines: await saleStockLines(trx, createdSaleId) }, buyerActor(buyer), now, deps);
    covered.push({ saleId: createdSaleId, amount: cart.linesTotal - discount + shipping });
  }
  if (promo && !(await usePromo(trx, promo.promo.id, money(cart.linesTotal, c), now))) throw new AppError('bad_request', 'invalidCode');
  for (const s of cart.sales) {
    await lockRow(trx, 'sales', s.id);
    covered.push({ saleId: s.id, amount: pendingOf(s) });
  }
  const id = await createPayment(trx, deps.clock, {
    guid: body.guid ?? null,
    requestHash: plan.hash,
    customerId: buyer.id,
    methodType: method.type,
    provider: method.provider,
    amount: total,
    currency: c,
    promoId: promo?.promo.id ?? null,
    sales: covered,
    createdSaleId,
  });
  // Nothing to collect: the sales are settled now (a zero total after a promo, say).
  if (total <= 0) await settlePayment(trx, deps, (await findPayment(trx, id)) as PaymentRow, 'Sin cargo');
  return id;
}
