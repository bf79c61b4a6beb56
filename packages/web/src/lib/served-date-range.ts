/** A date picker's first and last club dates (`yyyy-MM-dd`); last is null without a limit. */
export type DateRange = { first: string; last: string | null };

/**
 * The range once the server answered a list (the grid's, the classes' week) for this reader (`lastDate`: its last
 * bookable date for them, null without a limit): the type's own limit until then. Never ending before it starts.
 */
export function servedDateRange(typeRange: DateRange, served: { lastDate: string | null } | null): DateRange {
  if (!served) return typeRange;
  return {
    first: typeRange.first,
    last: served.lastDate !== null && served.lastDate < typeRange.first ? typeRange.first : served.lastDate,
  };
}
