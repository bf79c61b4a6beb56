import { PaymentType } from './enums.js';

/** The booking checkout's two ways to pay (spec "Booking checkout state": paymentType Full or Shared). */
export type PayMode = typeof PaymentType.Full | typeof PaymentType.Shared;

export type PayModes = { full: boolean; shared: boolean };

/**
 * Which modes the member may choose (spec section 5). Full: allowed unless the price is special and the
 * club says full payment is not allowed with special prices. Shared: allowed by the club and the booking
 * type, and only with more than one participant. The one rule: the booking checkout page offers these and the
 * server's prebook refuses anything else.
 */
export function payModesAllowed(input: {
  sharedPaymentAllowed: boolean;
  fullPaymentAllowedWithSpecialPrices: boolean;
  typeAllowsShared: boolean;
  isSpecialPrice: boolean;
  maxParticipants: number;
  /** A free slot has nothing to share. */
  price: number;
}): PayModes {
  return {
    full: !input.isSpecialPrice || input.fullPaymentAllowedWithSpecialPrices,
    shared: input.sharedPaymentAllowed && input.typeAllowsShared && input.maxParticipants > 1 && input.price > 0,
  };
}

/** Spec section 4: the mode starts as Full and switches to Shared when shared payment is allowed; null when neither is. */
export function defaultPayMode(modes: PayModes): PayMode | null {
  if (modes.shared) return PaymentType.Shared;
  if (modes.full) return PaymentType.Full;
  return null;
}
