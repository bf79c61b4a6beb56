import type { CheckoutInfo, PaymentMethod } from '@clubportal/contract/checkout';
import type { CardData } from './rules/card-masks';

/** The seam to the card providers' tokenisers (NetPay, Authorize.Net): the card in, their token out. */
export type CardTokenizer = (
  method: PaymentMethod,
  card: CardData,
  info: CheckoutInfo,
) => Promise<{ ok: true; token: string } | { ok: false; message: string }>;
/** PayPal's buttons for an order the checkout created; they authorise, call the server back and report. */
export type PayPalButtonsProps = {
  orderId: string;
  clientId: string;
  currency: string;
  onPaid: () => void;
  onError: (message: string) => void;
};

export type CartResult = { ok: true } | { ok: false; message: string };
/** What the checkout does to the cart (given by the app: features never import each other). */
export type CheckoutCartControls = {
  increment: (productId: number) => Promise<CartResult>;
  decrement: (productId: number) => Promise<CartResult>;
  setUnits: (productId: number, text: string) => Promise<CartResult>;
  removeItem: (productId: number) => void;
  removeSale: (saleId: number) => Promise<CartResult>;
  /** Payment success. */
  clear: () => void;
  /** A voucher paid the sale: it leaves the cart (its cancel URLs are not posted); what is left comes back as `rest`. Answers whether the cart is now empty. */
  settleSale: (
    saleId: number,
    rest: { id: number; saleNumber: string; title: string; total: number; pending: number; paid: number } | null,
  ) => boolean;
  /** A new idempotency key for a cart whose contents changed after a checkout. */
  renewGuid: () => string;
};
