import { LOOKUP_PAGE_SIZE } from '@clubportal/contract/dynamic-forms';
import { AppError } from '../../lib/app-error.js';
import type { DbDeps } from '../../lib/route-types.js';
import { getCatalogue, type Catalogue } from '../bookings/index.js';

type Row = { id: number; name: string };

/**
 * What a form's lists are narrowed to: the sports (booking type ids) of the activity it signs up for, whose
 * courts are those the sports are played on. Null: the club's whole lists (a form of no activity, or an
 * activity that names no sport).
 */
export type LookupScope = { sports: number[] } | null;

/**
 * The lists a dynamic form's Lookup field may name in its `columnDef` (`/api/public{name}/list`): the club's
 * courts and sports, as members see them online, within the form's scope. A new lookup adds one entry here.
 */
const LOOKUPS = {
  resources: async (deps: DbDeps, scope: LookupScope): Promise<Row[]> => {
    const catalogue = await getCatalogue(deps);
    const courtKinds = scope && new Set(scope.sports.map((id) => catalogue.typeById.get(id)?.main?.resource_type));
    return [...catalogue.resourceById.values()]
      .filter((r) => r.active === 1 && r.show_name_online === 1 && (!courtKinds || courtKinds.has(r.resource_type)))
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .map((r) => ({ id: r.id, name: r.name }));
  },
  bookingtypes: async (deps: DbDeps, scope: LookupScope): Promise<Row[]> =>
    (await getCatalogue(deps)).types
      .filter((t) => t.published === 1 && (!scope || scope.sports.includes(t.id)))
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .map((t) => ({ id: t.id, name: t.name })),
} satisfies Record<string, (deps: DbDeps, scope: LookupScope) => Promise<Row[]>>;

export type LookupName = keyof typeof LOOKUPS;

/** Each list's row by id whatever its state today (a court since hidden or retired still has its name). */
const NAMES: Record<LookupName, (catalogue: Catalogue, id: number) => string | undefined> = {
  resources: (catalogue, id) => catalogue.resourceById.get(id)?.name,
  bookingtypes: (catalogue, id) => catalogue.typeById.get(id)?.name,
};

/** What a stored Lookup answer (a row's id) names, for staff to read; null when the list or the row is unknown. */
export async function lookupAnswerName(deps: DbDeps, list: string, value: string): Promise<string | null> {
  const name = list.trim().replace(/^\/+/, '');
  const id = Number(value);
  if (!isLookupName(name) || !Number.isSafeInteger(id)) return null;
  return NAMES[name](await getCatalogue(deps), id) ?? null;
}
export const LOOKUP_NAMES = Object.keys(LOOKUPS) as LookupName[];

/** Rows startRow..endRow (exclusive) of a lookup, at most LOOKUP_PAGE_SIZE. */
export async function lookupRows(
  deps: DbDeps,
  name: LookupName,
  q: { startRow: number; endRow?: number | undefined },
  scope: LookupScope = null,
): Promise<Row[]> {
  const end = Math.min(q.endRow ?? q.startRow + LOOKUP_PAGE_SIZE, q.startRow + LOOKUP_PAGE_SIZE);
  return (await LOOKUPS[name](deps, scope)).slice(q.startRow, Math.max(q.startRow, end));
}

const isLookupName = (name: string): name is LookupName => Object.hasOwn(LOOKUPS, name);

/**
 * A Lookup answer of a form is one of its list's rows within the form's scope (the ids the dropdown
 * offered). A field naming a list the portal does not have is refused by the list's name, so staff learn
 * which form to fix.
 */
export async function checkLookupAnswer(
  deps: DbDeps,
  field: { label: string; list: string },
  value: string,
  scope: LookupScope = null,
): Promise<void> {
  const list = field.list.trim().replace(/^\/+/, '');
  if (!isLookupName(list)) throw new AppError('bad_request', 'lookupListUnknown', { field: field.label, list: list.slice(0, 60) });
  const rows = await LOOKUPS[list](deps, scope);
  if (!rows.some((r) => String(r.id) === value)) throw new AppError('bad_request', 'lookupAnswerNotListed', { field: field.label });
}
