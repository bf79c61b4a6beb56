import { instantToLocal, localDayBounds } from '@clubportal/contract/club-time';
import { money, toDecimalString } from '@clubportal/contract/money';
import { isExportRangeValid, MAX_EXPORT_DAYS, type ExportKind, type ExportRange } from '@clubportal/contract/staff-exports';
import { joinGroupNames } from '@clubportal/contract/staff-imports';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Db } from '../../db/dialect.js';
import { keysetPages } from '../../db/keyset-pages.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import { CSV_BOM, csvNumber, csvRecord, type CsvCell } from '@clubportal/contract/csv';
import { getMainSettings } from '../settings/index.js';
import {
  EXPORT_PAGE,
  findBookingCourts,
  findBookingsPage,
  findCustomersPage,
  findGroupNamesOfCustomers,
  findSalesPage,
  findStockMovementsPage,
  type InstantRange,
} from './exports.repository.js';

/** `pageSize`: rows one query reads ({@link EXPORT_PAGE}; a test reads fewer to cross pages). */
export type ExportsDeps = { db: Db; clock: Clock; pageSize?: number };

/** One export ready to send: its file name and its text, produced page by page. */
export type ExportFile = { fileName: string; chunks: AsyncIterable<string> };

/** The columns' names (English: a file's header is read by spreadsheets and imports as much as by people). */
const HEADERS: Record<ExportKind, readonly string[]> = {
  customers: [
    'id',
    'name',
    'surname',
    'email',
    'phone',
    'birth date',
    'address',
    'postal code',
    'city',
    'country',
    'language',
    'groups',
    'status',
    'newsletter',
    'parent id',
    'created',
  ],
  bookings: [
    'id',
    'starts',
    'ends',
    'minutes',
    'type',
    'courts',
    'owner id',
    'owner',
    'status',
    'price',
    'currency',
    'sale id',
    'origin',
    'created',
    'cancelled',
  ],
  sales: [
    'id',
    'number',
    'created',
    'customer id',
    'customer',
    'title',
    'status',
    'channel',
    'payment method',
    'subtotal',
    'discount',
    'shipping',
    'total',
    'paid',
    'currency',
  ],
  'stock-ledger': ['id', 'at', 'product id', 'product', 'kind', 'quantity', 'stock after', 'reason', 'sale id', 'by'],
};

/** An instant on the club's wall clock, `yyyy-mm-dd HH:mm`; empty for none. */
const clubTime = (instant: string | null, zone: string): string => {
  if (!instant) return '';
  const local = instantToLocal(instant, zone);
  return `${local.date} ${local.time}`;
};
/** Minor units as the currency's decimal (`-12.50`, CLP `1500`): a number cell. */
const amount = (minor: number, currency: string): CsvCell => csvNumber(toDecimalString(money(minor, currency)));
const fullName = (name: string | null, surname: string | null) => [name ?? '', surname ?? ''].join(' ').trim();

/** Reads page after page (keyset on id, `db/keyset-pages.ts`) and writes each row as a CSV record. */
async function* pages<R extends { id: number }>(
  limit: number,
  read: (afterId: number, limit: number) => Promise<R[]>,
  write: (rows: R[]) => Promise<string[]> | string[],
): AsyncGenerator<string> {
  for await (const rows of keysetPages(limit, (cursor, n) => read(cursor ?? 0, n))) yield (await write(rows)).join('');
}

function rowsOf(db: Db, limit: number, kind: ExportKind, zone: string, range: InstantRange): AsyncGenerator<string> {
  switch (kind) {
    case 'customers':
      return pages(
        limit,
        (after, n) => findCustomersPage(db, after, n),
        async (rows) => {
          const groups = await findGroupNamesOfCustomers(
            db,
            rows.map((c) => c.id),
          );
          return rows.map((c) =>
            csvRecord([
              c.id,
              c.name,
              c.surname,
              c.email,
              c.phone,
              c.birth_date,
              c.address_line1,
              c.postal_code,
              c.city,
              c.country,
              c.language,
              joinGroupNames(groups.get(c.id) ?? []),
              c.status === 0 ? 'active' : 'not activated',
              c.ok_rss === 1 ? 'yes' : 'no',
              c.parent_id,
              clubTime(c.created_at, zone),
            ]),
          );
        },
      );
    case 'bookings':
      return pages(
        limit,
        (after, n) => findBookingsPage(db, range, after, n),
        async (rows) => {
          const courts = await findBookingCourts(
            db,
            rows.map((b) => b.id),
          );
          const courtsOf = (id: number) => [...new Set(courts.filter((k) => k.booking_id === id).map((k) => k.name))].join('; ');
          return rows.map((b) =>
            csvRecord([
              b.id,
              clubTime(b.starts_at, zone),
              clubTime(b.ends_at, zone),
              b.duration_minutes,
              b.type_name,
              courtsOf(b.id),
              b.owner_customer_id,
              fullName(b.owner_name, b.owner_surname),
              b.status,
              amount(b.price, b.currency),
              b.currency,
              b.sale_id,
              b.origin,
              clubTime(b.created_at, zone),
              clubTime(b.cancelled_at, zone),
            ]),
          );
        },
      );
    case 'sales':
      return pages(
        limit,
        (after, n) => findSalesPage(db, range, after, n),
        (rows) =>
          rows.map((s) =>
            csvRecord([
              s.id,
              s.number,
              clubTime(s.created_at, zone),
              s.customer_id,
              fullName(s.customer_name, s.customer_surname),
              s.title,
              s.status,
              s.online === 1 ? 'online' : 'desk',
              s.payment_method,
              amount(s.subtotal, s.currency),
              amount(s.discount, s.currency),
              amount(s.shipping, s.currency),
              amount(s.total, s.currency),
              amount(s.paid, s.currency),
              s.currency,
            ]),
          ),
      );
    case 'stock-ledger':
      return pages(
        limit,
        (after, n) => findStockMovementsPage(db, range, after, n),
        (rows) =>
          rows.map((m) =>
            csvRecord([
              m.id,
              clubTime(m.at, zone),
              m.product_id,
              m.product_name,
              m.kind,
              m.quantity,
              m.stock_after,
              m.reason,
              m.sale_id,
              m.actor_label,
            ]),
          ),
      );
  }
}

/**
 * One export (issue 32 §7): refuses a range running backwards or longer than {@link MAX_EXPORT_DAYS}, records
 * who exported what in the audit log (its own unit of work, committed before a row leaves: an export of personal
 * data is an event the club must be able to show), then hands the file: a UTF-8 byte order mark for Excel, the
 * header, and the rows page by page. Times are the club's; the file is named by the club's day.
 */
export async function startExport(deps: ExportsDeps, actor: AuditActor, kind: ExportKind, range: ExportRange | null): Promise<ExportFile> {
  if (range && !isExportRangeValid(range)) throw new AppError('bad_request', 'exportRangeInvalid', { days: MAX_EXPORT_DAYS });
  const { timeZone } = await getMainSettings(deps.db);
  const now = nowInstant(deps.clock);
  const instants: InstantRange = range
    ? { start: localDayBounds(range.from, timeZone).start as Instant, end: localDayBounds(range.to, timeZone).end as Instant }
    : { start: now, end: now };
  await unitOfWork(deps.db, (trx) =>
    recordAudit(trx, { actor, action: 'data.export', entity: 'export', entityId: kind, after: range ? { kind, ...range } : { kind } }, now),
  );
  const header = csvRecord(HEADERS[kind]);
  const rows = rowsOf(deps.db, deps.pageSize ?? EXPORT_PAGE, kind, timeZone, instants);
  async function* chunks() {
    yield CSV_BOM + header;
    yield* rows;
  }
  return { fileName: `${kind}-${instantToLocal(now, timeZone).date}.csv`, chunks: chunks() };
}
