import type { BookingPayload } from '@clubportal/contract/booking-payload';
import type { BookingBlock, BookingListItem, BookingPrice, BookingType } from '@clubportal/contract/bookings';

export type TimeTableEntry = BookingListItem['timeTable'][number];

/** What the member picked on the grid: a start on a resource for one duration, at the price shown. */
export type SlotChoice = {
  resource: Pick<BookingListItem, 'id' | 'name'>;
  entry: TimeTableEntry;
  duration: number;
  price: BookingPrice;
};

/** The durations a slot offers, narrowed to the duration chip when one is picked. */
export function shownDurations(entry: TimeTableEntry, durationFilter: number | null): number[] {
  return durationFilter === null ? entry.durations : entry.durations.filter((d) => d === durationFilter);
}

/** The duration a slot button shows (the chip's, else the one the list answer priced) and its price if known. */
export function shownPrice(entry: TimeTableEntry, durationFilter: number | null): { duration: number; price: BookingPrice | undefined } {
  const duration = durationFilter ?? Number(Object.keys(entry.priceByDuration)[0] ?? entry.durations[0]);
  return { duration, price: entry.priceByDuration[String(duration)] };
}

/** Spec section 4: expanding a slot loads the price of each duration the list answer did not price. */
export function durationsLackingPrice(entry: TimeTableEntry, durations: readonly number[]): number[] {
  return durations.filter((d) => entry.priceByDuration[String(d)] === undefined);
}

/** Whether a slot has a start with the given duration chip (a slot without it is hidden). */
export function offersDuration(entry: TimeTableEntry, durationFilter: number | null): boolean {
  return durationFilter === null || entry.durations.includes(durationFilter);
}

/**
 * The blocks of a choice (spec section 4): the chosen block first, then the club's linked non-online blocks
 * for the same time (the list names them for the slot's shown duration; they follow the chosen one).
 */
export function choiceBlocks(choice: SlotChoice, customerId: number): BookingBlock[] {
  const { entry, duration, resource } = choice;
  const main: BookingBlock = {
    duration,
    resourceId: resource.id,
    resourceName: resource.name,
    startDate: entry.start,
    sstart: entry.sstart,
    noOnline: false,
    customerId,
  };
  return [main, ...entry.noOnlineBlocks.map((b) => ({ ...b, duration, customerId }))];
}

/** A related resource picked in its popup, as a block of the same time. */
export function relatedBlock(choice: SlotChoice, resource: { id: number; name: string }, customerId: number): BookingBlock {
  return {
    duration: choice.duration,
    resourceId: resource.id,
    resourceName: resource.name,
    startDate: choice.entry.start,
    sstart: choice.entry.sstart,
    noOnline: false,
    customerId,
  };
}

/** The checkout's `pl` payload (spec section 3, "Checkout booking payload"). */
export function bookingPayload(input: {
  choice: SlotChoice;
  type: BookingType;
  cancelText: string;
  customerId: number;
  blocks: BookingBlock[];
}): BookingPayload {
  const { choice, type } = input;
  return {
    customerId: input.customerId,
    bookingTypeId: type.id,
    bookingTypeName: type.name,
    maxParticipants: type.maxParticipants,
    isValidated: false,
    sendCommunications: false,
    origin: 'web',
    bookingByPlace: type.bookingByPlace,
    cancelText: input.cancelText,
    price: choice.price,
    date: choice.entry.start,
    duration: choice.duration,
    resourceName: choice.resource.name,
    blocks: input.blocks,
  };
}

/** The same start on the other resources (the "other resources" popup). */
export function sameStartElsewhere(list: readonly BookingListItem[], resourceId: number, start: string, durationFilter: number | null) {
  return list.flatMap((item) => {
    if (item.id === resourceId) return [];
    const entry = item.timeTable.find((e) => e.start === start && offersDuration(e, durationFilter));
    return entry ? [{ resource: item, entry }] : [];
  });
}

/** Categories of the booking types index, in the order the types come. */
export function typeCategories(types: readonly Pick<BookingType, 'category'>[]): string[] {
  return [...new Set(types.map((t) => t.category).filter((c) => c !== ''))];
}

/** Where a booking type is booked: by-place types have their own page (spec section 2). */
export function bookingTypeHref(type: Pick<BookingType, 'id' | 'byPlace'>): string {
  return type.byPlace ? `/bookings-byplace/${type.id}` : `/bookings/${type.id}`;
}
