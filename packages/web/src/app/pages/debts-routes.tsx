import { FeesPage } from '../../features/debts/pages/fees-page';
import { PendingSalesPage } from '../../features/debts/pages/pending-sales-page';

/**
 * Fees and pending sales composed with the cart: the cart feature owns how sales enter the cart, the debts
 * feature only says which ones the member chose.
 */
export function FeesRoute() {
  return <FeesPage />;
}

export function PendingSalesRoute() {
  return <PendingSalesPage />;
}
