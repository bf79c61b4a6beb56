import { z } from 'zod';

/**
 * The one parser of a list call's grid status (issue 29 section 6): the shop's and the blog's `gridStatus`, the
 * text blocks' `gridstatus`. A query parameter of URL-encoded JSON (already decoded by the server) in either of
 * two forms, given as the call's own form to its schema:
 *
 * - today's form, the call's own: `{ "sort": 2, "search": "pala", "filters": { "ProductTypeId": 3 }, "page": 1 }`;
 * - AG-Grid's, as the spec's clients send it: `filterModel` (`{ "ProductTypeId": { "filterType": "number",
 *   "type": "equals", "filter": 3 }, "Name": { "filterType": "text", "type": "contains", "filter": "pala" } }`,
 *   a set filter `{ "filterType": "set", "values": ["3"] }` of one value too), `sortModel`
 *   (`[{ "colId": "Price", "sort": "asc" }]`) and `quickFilterText`; also nested as AG-Grid's saved grid state
 *   (`{ "filter": { "filterModel": … }, "sort": { "sortModel": … }, "pagination": { "page": 0 } }`, page from 0).
 *
 * What a call cannot do is refused with a rule naming it ("gridStatus must …", said as a sentence by the server) (a column it has no filter or sort on, a filter
 * other than equals / contains, grouping or pivoting), never silently listing everything. Columns match
 * whatever their case.
 */
export type GridColumns = {
  /** Columns filtered by equality: `filters[column]`. */
  filters?: readonly string[];
  /** Columns a `contains` filter searches (and `quickFilterText`): `search`. */
  search?: readonly string[];
  /** The call's `sort` value of each column and direction, keyed `column:asc` / `column:desc`. */
  sorts?: Readonly<Record<string, number>>;
};

const AG_KEYS = [
  'filterModel',
  'sortModel',
  'quickFilterText',
  'filter',
  'pagination',
  'rowGroupCols',
  'valueCols',
  'pivotCols',
  'pivotMode',
  'groupKeys',
];
/** AG-Grid's request bookkeeping: taken when it asks for no grouping or pivoting. */
const UNUSED_WHEN_EMPTY = ['rowGroupCols', 'valueCols', 'pivotCols', 'groupKeys'];

type Issue = (message: string) => void;
type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** AG-Grid's set filter sends values as text: a whole number is the number. */
const value = (v: unknown) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v);
const findColumn = (list: readonly string[] | undefined, col: string) => list?.find((c) => c.toLowerCase() === col.toLowerCase());

/** Sets the call's own `key`, refusing it given twice (today's form beside AG-Grid's, or two searches). */
function put(name: string, out: Obj, key: string, v: unknown, issue: Issue): void {
  if (key in out) issue(`${name} must give ${key} once`);
  else out[key] = v;
}

function isAgGrid(status: Obj): boolean {
  return AG_KEYS.some((k) => k in status) || isObject(status.sort);
}

function applyFilters(name: string, model: unknown, columns: GridColumns, out: Obj, issue: Issue): void {
  if (!isObject(model)) return issue(`${name} must give filterModel as an object of columns`);
  const filters: Obj = isObject(out.filters) ? { ...out.filters } : {};
  for (const [col, f] of Object.entries(model)) {
    const equalsColumn = findColumn(columns.filters, col);
    const searchColumn = findColumn(columns.search, col);
    if (!equalsColumn && !searchColumn) {
      const allowed = [...(columns.filters ?? []), ...(columns.search ?? [])];
      issue(allowed.length ? `${name} must filter only on ${allowed.join(', ')}, not on ${col}` : `${name} must not filter this list`);
      continue;
    }
    if (!isObject(f)) {
      issue(`${name} must give the filter on ${col} as an object`);
      continue;
    }
    if (equalsColumn && f.filterType === 'set' && Array.isArray(f.values) && f.values.length === 1)
      filters[equalsColumn] = value(f.values[0]);
    else if (equalsColumn && f.type === 'equals' && 'filter' in f) filters[equalsColumn] = value(f.filter);
    else if (searchColumn && f.type === 'contains' && typeof f.filter === 'string') put(name, out, 'search', f.filter, issue);
    else issue(`${name} must filter ${col} by ${equalsColumn ? '"equals" one value' : '"contains" a text'}`);
  }
  if (Object.keys(filters).length > 0) out.filters = filters;
}

function applySort(name: string, model: unknown, columns: GridColumns, out: Obj, issue: Issue): void {
  if (!Array.isArray(model)) return issue(`${name} must give sortModel as a list`);
  if (model.length === 0) return;
  const [first] = model as unknown[];
  if (model.length > 1 || !isObject(first) || typeof first.colId !== 'string' || (first.sort !== 'asc' && first.sort !== 'desc'))
    return issue(`${name} must sort by one column, asc or desc`);
  const sortable = Object.keys(columns.sorts ?? {});
  if (sortable.length === 0) return issue(`${name} must not sort this list`);
  const key = sortable.find((k) => k.toLowerCase() === `${first.colId}:${first.sort}`.toLowerCase());
  if (key === undefined) return issue(`${name} must sort only by ${sortable.join(', ')}, not by ${first.colId} ${first.sort}`);
  put(name, out, 'sort', columns.sorts?.[key], issue);
}

/** AG-Grid's form as the call's own; `issue` for what the call cannot do. */
export function fromAgGrid(name: string, status: Obj, columns: GridColumns, issue: Issue): Obj {
  const out: Obj = {};
  for (const [key, v] of Object.entries(status)) {
    if (key === 'filterModel') applyFilters(name, v, columns, out, issue);
    else if (key === 'sortModel') applySort(name, v, columns, out, issue);
    else if (key === 'filter' && isObject(v) && Object.keys(v).every((k) => k === 'filterModel'))
      applyFilters(name, v.filterModel ?? {}, columns, out, issue);
    else if (key === 'sort' && isObject(v) && Object.keys(v).every((k) => k === 'sortModel'))
      applySort(name, v.sortModel ?? [], columns, out, issue);
    else if (key === 'pagination' && isObject(v) && Object.keys(v).every((k) => k === 'page' || k === 'pageSize')) {
      if (v.page !== undefined) put(name, out, 'page', typeof v.page === 'number' ? v.page + 1 : v.page, issue);
    } else if (key === 'quickFilterText') {
      if (!columns.search?.length) issue(`${name} must not search this list`);
      else if (v !== '' && v !== null) put(name, out, 'search', v, issue);
    } else if (UNUSED_WHEN_EMPTY.includes(key)) {
      if (!Array.isArray(v) || v.length > 0) issue(`${name} must not group or pivot`);
    } else if (key === 'pivotMode') {
      if (v !== false) issue(`${name} must not group or pivot`);
    } else if (key === 'filters' && isObject(v)) out.filters = { ...(isObject(out.filters) ? out.filters : {}), ...v };
    else put(name, out, key, v, issue);
  }
  return out;
}

/** The grid status query parameter `name` of a call whose own form is `schema` and whose columns are `columns`. */
export function gridStatusParam<T extends z.ZodType>(name: string, columns: GridColumns, schema: T) {
  return z
    .string()
    .max(2000)
    .transform((text, ctx) => {
      if (text.trim() === '') return {};
      let status: unknown;
      try {
        status = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be URL-encoded JSON` });
        return z.NEVER;
      }
      if (!isObject(status) || !isAgGrid(status)) return status;
      let failed = false;
      const own = fromAgGrid(name, status, columns, (message) => {
        failed = true;
        ctx.addIssue({ code: 'custom', message });
      });
      return failed ? z.NEVER : own;
    })
    .pipe(schema);
}
