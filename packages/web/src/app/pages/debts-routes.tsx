import { PaymentType } from '@clubportal/contract/enums';
import { addSalesToCart } from '../../features/cart/cart-actions';
import type { SaleInput } from '../../features/cart/rules/cart-rules';
import type { PendingSale } from '../../features/debts/api/get-pending-sales';
import { FeesPage, type ChosenFee } from '../../features/debts/pages/fees-page';
import { PendingSalesPage } from '../../features/debts/pages/pending-sales-page';

/**
 * Fees and pending sales composed with the cart: the cart owns how sales enter it (no sale twice, never
 * mixed with a shared payment), the debts feature only says which ones the member chose. Each chosen sale
 * is its own cart entry, paid in full; a refusal's message (already in the interface language) is shown
 * on the page.
 */
function toCart(sales: SaleInput[]): Promise<void> {
  const result = addSalesToCart(sales);
  return result.ok ? Promise.resolve() : Promise.reject(new Error(result.message));
}

const feeToCart = (fee: ChosenFee): SaleInput => ({
  id: fee.id,
  title: fee.saleItem.parentIdentifier ? `${fee.description} · ${fee.saleItem.parentIdentifier}` : fee.description,
  saleNumber: fee.saleNumber,
  total: fee.total,
  pending: fee.pending,
  paymentType: PaymentType.Full,
});

const pendingSaleToCart = (sale: PendingSale): SaleInput => ({
  id: sale.id,
  title: sale.title,
  saleNumber: sale.saleNumber,
  total: sale.total,
  paid: sale.paid,
  pending: sale.pending,
  paymentType: PaymentType.Full,
});

export function FeesRoute() {
  return <FeesPage addToCart={(fees) => toCart(fees.map(feeToCart))} />;
}

export function PendingSalesRoute() {
  return <PendingSalesPage addToCart={(sales) => toCart(sales.map(pendingSaleToCart))} />;
}
