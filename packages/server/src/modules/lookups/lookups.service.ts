import { LOOKUP_PAGE_SIZE } from '@clubportal/contract/dynamic-forms';
import { AppError } from '../../lib/app-error.js';
import type { DbDeps } from '../../lib/route-types.js';
import { getCatalogue } from '../bookings/index.js';

type Row = { id: number; name: string };

/**
 * The lists a dynamic form's Lookup field may name in its `columnDef` (`/api/public{name}/list`): the club's
 * courts and sports, as members see them online. A new lookup adds one entry here.
 */
const LOOKUPS = {
  resources: async (deps: DbDeps): Promise<Row[]> =>
    [...(await getCatalogue(deps.db, deps.clock)).resourceById.values()]
      .filter((r) => r.active === 1 && r.show_name_online === 1)
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .map((r) => ({ id: r.id, name: r.name })),
  bookingtypes: async (deps: DbDeps): Promise<Row[]> =>
    (await getCatalogue(deps.db, deps.clock)).types
      .filter((t) => t.published === 1)
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .map((t) => ({ id: t.id, name: t.name })),
} satisfies Record<string, (deps: DbDeps) => Promise<Row[]>>;

export type LookupName = keyof typeof LOOKUPS;
export const LOOKUP_NAMES = Object.keys(LOOKUPS) as LookupName[];

/** Rows startRow..endRow (exclusive) of a lookup, at most LOOKUP_PAGE_SIZE. */
export async function lookupRows(deps: DbDeps, name: LookupName, q: { startRow: number; endRow?: number | undefined }): Promise<Row[]> {
  const end = Math.min(q.endRow ?? q.startRow + LOOKUP_PAGE_SIZE, q.startRow + LOOKUP_PAGE_SIZE);
  return (await LOOKUPS[name](deps)).slice(q.startRow, Math.max(q.startRow, end));
}

const isLookupName = (name: string): name is LookupName => Object.hasOwn(LOOKUPS, name);

/**
 * A Lookup answer of a form is one of its list's rows (the ids the dropdown offered). A field naming a list
 * the portal does not have is refused by the list's name, so staff learn which form to fix.
 */
export async function checkLookupAnswer(deps: DbDeps, field: { label: string; list: string }, value: string): Promise<void> {
  const list = field.list.trim().replace(/^\/+/, '');
  if (!isLookupName(list)) throw new AppError('bad_request', 'lookupListUnknown', { field: field.label, list: list.slice(0, 60) });
  const rows = await LOOKUPS[list](deps);
  if (!rows.some((r) => String(r.id) === value)) throw new AppError('bad_request', 'lookupAnswerNotListed', { field: field.label });
}
