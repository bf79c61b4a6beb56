import { fromDecimal, sum, toDecimal, type CurrencyCode } from '@clubportal/contract/money';

/** The sum of the pending amounts of the chosen rows, in minor units (no float sums of money). */
export function pendingTotal(
  rows: readonly { id: number; pending: number }[],
  chosen: ReadonlySet<number>,
  currency: CurrencyCode,
): number {
  const picked = rows.filter((r) => chosen.has(r.id)).map((r) => fromDecimal(r.pending, currency, { rounding: 'halfUp' }));
  return toDecimal(sum(picked, currency));
}

/** Toggles one id in a selection (a new set, for React state). */
export function toggled(chosen: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(chosen);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Selects all of `ids` unless they all are selected already, then clears them. */
export function toggledAll(chosen: ReadonlySet<number>, ids: readonly number[]): Set<number> {
  const next = new Set(chosen);
  const all = ids.every((id) => next.has(id));
  for (const id of ids) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}
