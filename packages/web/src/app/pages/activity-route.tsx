import type { InscriptionSale } from '@clubportal/contract/activities';
import { PaymentType } from '@clubportal/contract/enums';
import { ActivityPage } from '../../features/activities/pages/activity-page';

/**
 * A paid sign-up's sale goes to the cart (features never import each other): dropping it from the cart
 * posts its cancel URL, which gives the place back. The cart loads then, not with the page.
 */
export const inscriptionToSale = async (sale: InscriptionSale) =>
  (await import('../../features/cart/cart-actions')).addSalesToCart([
    {
      id: sale.saleId,
      title: sale.title,
      saleNumber: sale.saleNumber,
      total: sale.total,
      pending: sale.total,
      paymentType: PaymentType.Full,
      cancelUrls: [sale.cancelUrl],
    },
  ]);

/** /activity/:id with the cart wired in. */
export const ActivityRoute = () => <ActivityPage addToCart={inscriptionToSale} />;
export { prefetch, status } from '../../features/activities/pages/activity-page';
