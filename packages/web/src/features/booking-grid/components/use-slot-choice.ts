import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BookingBlock, BookingType } from '@clubportal/contract/bookings';
import { requestLogin } from '../../../api/login-request';
import { bookingPayload, choiceBlocks, relatedBlock, type SlotChoice } from '../rules/booking-choice';

/** A choice waiting for its related resources: the blocks so far and which related type is asked now. */
export type PendingChoice = { choice: SlotChoice; blocks: BookingBlock[]; step: number };

type Options = {
  type: BookingType | null;
  cancelText: string;
  customerId: number | null;
  /** Where a guest comes back to after logging in (the grid with its type, date and slot). */
  returnTo: (choice: SlotChoice) => string;
  /** Said on the page when a guest is sent to log in (spec section 5). */
  onLoginRequired: () => void;
};

/**
 * The bookings list flow of spec section 4 once a duration is chosen: a guest is asked to log in (coming back
 * to the grid); a member gets the chosen block and its linked non-online blocks, then one popup per related
 * resource type, then the booking checkout with the `pl` payload.
 */
export function useSlotChoice({ type, cancelText, customerId, returnTo, onLoginRequired }: Options) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingChoice | null>(null);
  const [leaving, setLeaving] = useState(false);

  const checkout = useCallback(
    async (choice: SlotChoice, blocks: BookingBlock[]) => {
      if (!type || customerId === null) return;
      setLeaving(true);
      // The encoder (with its schema) loads only when a member really books.
      const { encodeBookingPayload } = await import('@clubportal/contract/booking-payload');
      const pl = encodeBookingPayload(bookingPayload({ choice, type, cancelText, customerId, blocks }));
      await navigate(`/checkout-booking?pl=${encodeURIComponent(pl)}`);
    },
    [type, cancelText, customerId, navigate],
  );

  const choose = useCallback(
    (choice: SlotChoice) => {
      if (!type) return;
      if (customerId === null) {
        onLoginRequired();
        requestLogin(returnTo(choice));
        return;
      }
      const blocks = choiceBlocks(choice, customerId);
      if (type.relatedResourceTypes.length > 0) setPending({ choice, blocks, step: 0 });
      else void checkout(choice, blocks);
    },
    [type, customerId, returnTo, onLoginRequired, checkout],
  );

  const pickRelated = useCallback(
    (resource: { id: number; name: string }) => {
      if (!pending || !type || customerId === null) return;
      const blocks = [...pending.blocks, relatedBlock(pending.choice, resource, customerId)];
      if (pending.step + 1 < type.relatedResourceTypes.length) {
        setPending({ ...pending, blocks, step: pending.step + 1 });
      } else {
        setPending(null);
        void checkout(pending.choice, blocks);
      }
    },
    [pending, type, customerId, checkout],
  );

  return { choose, pending, pickRelated, cancelRelated: () => setPending(null), leaving };
}
