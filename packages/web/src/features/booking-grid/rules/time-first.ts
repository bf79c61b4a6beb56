import type { BookingListItem } from '@clubportal/contract/bookings';
import { offersDuration, shownPrice, type TimeTableEntry } from './booking-choice';

/** A court free at one start: its place in the list (for "Court N" names) and its slot. */
export type FreeCourt = { resource: BookingListItem; index: number; entry: TimeTableEntry };

/** One start time of the day across every court: the time-first view's row. */
export type StartRow = {
  start: string;
  sstart: string;
  courts: FreeCourt[];
  /** The lowest price any of its courts shows (the list answer prices one duration per slot). */
  from: number | null;
};

/**
 * The same list answer as the carousel, turned time-first (issue 20, a phone's view): each start with the
 * courts free at it and the lowest shown price, earliest first. A slot hidden by the duration chip is
 * hidden here too, so both views always show the same slots.
 */
export function startsAcrossResources(list: readonly BookingListItem[], durationFilter: number | null): StartRow[] {
  const byStart = new Map<string, StartRow>();
  list.forEach((resource, index) => {
    for (const entry of resource.timeTable) {
      if (!offersDuration(entry, durationFilter)) continue;
      const row = byStart.get(entry.start) ?? { start: entry.start, sstart: entry.sstart, courts: [], from: null };
      row.courts.push({ resource, index, entry });
      const price = shownPrice(entry, durationFilter).price?.price;
      if (price !== undefined && (row.from === null || price < row.from)) row.from = price;
      byStart.set(entry.start, row);
    }
  });
  // Instants in one form (ISO-8601 UTC) sort as text.
  return [...byStart.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** The start of the slot the address opens (`?slot=`), so the time-first view opens its row too. */
export function startOfSlot(list: readonly BookingListItem[], slotId: string | null): string | null {
  if (!slotId) return null;
  for (const resource of list) {
    const entry = resource.timeTable.find((e) => e.id === slotId);
    if (entry) return entry.start;
  }
  return null;
}
