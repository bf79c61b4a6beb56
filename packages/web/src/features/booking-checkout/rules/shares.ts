import { playerShare, sharedTotal, sharePaymentDeadline } from '@clubportal/contract/booking-rules';
import { fromDecimal, toDecimal, money } from '@clubportal/contract/money';

/**
 * What the pay-mode panel shows for a shared payment (spec section 9), in the API's decimal numbers:
 * the owner's share (their price / maxParticipants, the first position taking the cents that do not
 * divide) and the shared total (the listed players' shares plus the generic share of every open place).
 * Other players' own prices are the server's to know: the screen counts them at the generic price, as
 * the prebook's open places are. Display only: the prebook prices everything again.
 */
export function sharedFigures(input: {
  ownPrice: number;
  genericPrice: number;
  maxParticipants: number;
  listed: number;
  currency: string;
}) {
  const minor = (value: number) => fromDecimal(value, input.currency).amount;
  const own = minor(input.ownPrice);
  const generic = minor(input.genericPrice);
  const listedShares = Array.from({ length: Math.min(input.listed, input.maxParticipants) }, (_, position) =>
    playerShare(position === 0 ? own : generic, input.maxParticipants, position),
  );
  const dec = (amount: number) => toDecimal(money(amount, input.currency));
  const total = sharedTotal(listedShares, generic, input.maxParticipants);
  const ownerShare = listedShares[0] ?? playerShare(own, input.maxParticipants, 0);
  return {
    ownerShare: dec(ownerShare),
    total: dec(total),
    /**
     * Why the total is not the member's price (their special price covers their own share; the other places
     * pay the generic one): the other places and what they add up to; null when the total is the price.
     */
    difference: total === own ? null : { places: input.maxParticipants - 1, amount: dec(total - ownerShare) },
    /** Each place's share in order: the listed players', then the open places' at the generic price. */
    shares: Array.from({ length: input.maxParticipants }, (_, position) =>
      dec(listedShares[position] ?? playerShare(generic, input.maxParticipants, position)),
    ),
  };
}

/** The payment deadline the shared panel announces: the one rule of every share's deadline (booking-rules). */
export function sharedPaymentDeadline(start: string, now: Date): string {
  return sharePaymentDeadline(start, now.toISOString());
}
