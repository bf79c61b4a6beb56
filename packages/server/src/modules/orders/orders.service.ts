import { knownLanguage } from '@clubportal/contract/languages';
import { localDayBounds } from '@clubportal/contract/club-time';
import { money, toDecimal } from '@clubportal/contract/money';
import {
  nextOrderStates,
  STAFF_ORDERS_LIMIT,
  type OrderState,
  type OrderStateMove,
  type OrderTargetState,
  type StaffOrder,
  type StaffOrderResponse,
  type StaffOrdersQuery,
} from '@clubportal/contract/staff-orders';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, toInstant, type Clock, type Instant } from '../../lib/clock.js';
import { linkedMail } from '../../lib/mail-layout.js';
import type { MailOutbox } from '../../lib/mail-outbox.js';
import { textsOf } from '../../lib/texts/index.js';
import { mailRecipientOf, queueCustomerEmail } from '../comms/index.js';
import { getMainSettings } from '../settings/index.js';
import { returnSaleLines } from '../shop/index.js';
import {
  findOrderHistory,
  findOrderLines,
  findOrders,
  insertOrderReturnLines,
  insertOrderStateChange,
  saveOrderState,
  type OrderFilter,
  type OrderRow,
} from './orders.repository.js';

export type OrdersDeps = { db: Db; clock: Clock; outbox: MailOutbox; caches: AppCaches; config: { publicUrl: string } };

/** Where an order stands: unpaid while owed; paid until staff first move it; then its stored state. */
export const orderStateOf = (r: Pick<OrderRow, 'status' | 'state'>): OrderState => r.state ?? (r.status === 'paid' ? 'paid' : 'unpaid');

const decimal = (amount: number, currency: string) => toDecimal(money(amount, currency));

async function describe(db: Executor, rows: readonly OrderRow[]): Promise<StaffOrder[]> {
  const lines = await findOrderLines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const state = orderStateOf(r);
    const delivery = r.delivery ?? 'collect';
    return {
      id: r.id,
      number: r.number,
      date: r.created_at,
      customerId: r.customer_id,
      customerName: `${r.name ?? ''} ${r.surname ?? ''}`.trim(),
      customerEmail: r.email ?? '',
      state,
      delivery,
      transport: r.transport_name ?? '',
      address: [r.address_line1, [r.postal_code, r.city].filter(Boolean).join(' '), r.country].filter(Boolean).join(', '),
      currency: r.currency,
      total: decimal(r.total, r.currency),
      paid: decimal(r.paid, r.currency),
      paymentMethod: r.payment_method ?? '',
      lines: lines
        .filter((l) => l.sale_id === r.id)
        .map((l) => ({
          id: l.id,
          productId: l.product_id,
          name: l.name,
          detail: l.stock_detail,
          units: l.units,
          total: decimal(l.total_with_discount, r.currency),
          returned: Number(l.returned ?? 0),
        })),
      next: nextOrderStates(state, delivery),
    };
  });
}

/** GET /api/staff/orders: shop orders, latest first, by state, delivery, club-local days and customer. */
export async function listStaffOrders(deps: Pick<OrdersDeps, 'db'>, q: StaffOrdersQuery): Promise<{ orders: StaffOrder[] }> {
  const filter: OrderFilter = { state: q.state, delivery: q.delivery, customer: q.customer };
  if (q.from || q.to) {
    const zone = (await getMainSettings(deps.db)).timeZone;
    if (q.from) filter.fromInstant = toInstant(new Date(localDayBounds(q.from, zone).start));
    if (q.to) filter.toInstant = toInstant(new Date(localDayBounds(q.to, zone).end));
  }
  return { orders: await describe(deps.db, await findOrders(deps.db, filter, STAFF_ORDERS_LIMIT)) };
}

async function oneOrder(db: Executor, id: number): Promise<Omit<StaffOrderResponse, 'ok'>> {
  const rows = await findOrders(db, { id }, 1);
  const [order] = await describe(db, rows);
  if (!order) throw new AppError('not_found', 'orderNotFound');
  const history = await findOrderHistory(db, id);
  return {
    order,
    history: history.map((h) => ({
      from: h.from_state as OrderState,
      to: h.to_state as OrderTargetState,
      at: h.at,
      by: h.actor_label,
      note: h.note,
    })),
  };
}

/** GET /api/staff/orders/:id: the order and each move it made. */
export function getStaffOrder(deps: Pick<OrdersDeps, 'db'>, id: number) {
  return oneOrder(deps.db, id);
}

/**
 * POST /api/staff/orders/:id/state: moves the order one step, as `nextOrderStates` allows, from the state the staff
 * member saw. Under the sale's row lock: the state is read again, so a double click or a second desk finds it moved
 * and is refused (one move, one mail). A return gives the named units (none named: all) back to their counted
 * stock as `returned`. The move is kept with its time and author, audited `order.state`, and the member mailed in
 * their language, all in one unit of work.
 */
export async function moveOrder(deps: OrdersDeps, actor: AuditActor, id: number, body: OrderStateMove) {
  await unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'sales', id))) throw new AppError('not_found', 'orderNotFound');
    const [row] = await findOrders(trx, { id }, 1);
    if (!row) throw new AppError('not_found', 'orderNotFound');
    const state = orderStateOf(row);
    if (state !== body.from) throw new AppError('conflict', 'orderMovedMeanwhile');
    if (state === 'unpaid') throw new AppError('conflict', 'orderUnpaid');
    const delivery = row.delivery ?? 'collect';
    if (!nextOrderStates(state, delivery).includes(body.to)) throw new AppError('conflict', 'orderStepNotAllowed');
    const now = nowInstant(deps.clock);
    let returned: Array<{ saleItemId: number; name: string; units: number }> = [];
    if (body.to === 'returned') returned = await returnLines(trx, deps, actor, row.id, body.lines, now);
    await saveOrderState(trx, { sale_id: row.id, state: body.to, changed_at: now }, row.state !== null);
    const changeId = await insertOrderStateChange(trx, {
      sale_id: row.id,
      from_state: state,
      to_state: body.to,
      note: body.note,
      staff_id: actor.kind === 'staff' ? actor.id : null,
      actor_label: (actor.kind === 'system' ? actor.job : actor.name).slice(0, 200),
      at: now,
    });
    await insertOrderReturnLines(
      trx,
      changeId,
      returned.map((l) => ({ saleItemId: l.saleItemId, units: l.units })),
    );
    await recordAudit(
      trx,
      {
        actor,
        action: 'order.state',
        entity: 'sale',
        entityId: row.id,
        before: { state },
        after: {
          state: body.to,
          ...(body.note ? { note: body.note } : {}),
          ...(returned.length ? { returned: returned.map((l) => ({ line: l.saleItemId, units: l.units })) } : {}),
        },
      },
      now,
    );
    if (row.customer_id !== null)
      await mailMember(trx, deps, { ...row, customer_id: row.customer_id }, body.to, delivery, body.note, returned);
  });
  return oneOrder(deps.db, id);
}

/** The lines and units a return names (none: every unit not given back yet), checked, their stock given back. */
async function returnLines(
  trx: Tx,
  deps: OrdersDeps,
  actor: AuditActor,
  saleId: number,
  asked: ReadonlyArray<{ lineId: number; units: number }> | undefined,
  now: Instant,
) {
  const lines = await findOrderLines(trx, [saleId]);
  const left = (l: (typeof lines)[number]) => l.units - Number(l.returned ?? 0);
  const wanted = asked?.length
    ? asked.map((a) => {
        const line = lines.find((l) => l.id === a.lineId);
        if (!line) throw new AppError('bad_request', 'orderReturnUnknownLine');
        if (a.units > left(line)) throw new AppError('bad_request', 'orderReturnTooMany', { name: line.name });
        return { saleItemId: line.id, name: line.name, units: a.units };
      })
    : lines.filter((l) => left(l) > 0).map((l) => ({ saleItemId: l.id, name: l.name, units: left(l) }));
  await returnSaleLines(trx, saleId, wanted, actor, now, deps.caches);
  return wanted;
}

const mailTexts = textsOf('orderState');

const SUBJECTS = {
  prepared: { ship: ['preparedShipSubject', 'preparedShip'], collect: ['preparedCollectSubject', 'preparedCollect'] },
  shipped: { ship: ['shippedSubject', 'shipped'], collect: ['shippedSubject', 'shipped'] },
  collected: { ship: ['collectedSubject', 'collected'], collect: ['collectedSubject', 'collected'] },
  returned: { ship: ['returnedSubject', 'returned'], collect: ['returnedSubject', 'returned'] },
} as const;

/** Tells the member, in their language, where their order stands now, with a link to it. */
async function mailMember(
  trx: Tx,
  deps: OrdersDeps,
  row: OrderRow & { customer_id: number },
  to: OrderTargetState,
  delivery: 'ship' | 'collect',
  note: string,
  returned: ReadonlyArray<{ name: string; units: number }>,
) {
  const customer = await mailRecipientOf(trx, row.customer_id);
  if (!customer) return;
  const settings = await getMainSettings(trx);
  const t = mailTexts[knownLanguage(customer.language)];
  const [subjectKey, bodyKey] = SUBJECTS[to][delivery];
  const vars = {
    club: settings.name,
    name: customer.name,
    number: row.number,
    note,
    lines: returned.map((l) => `${l.units} × ${l.name}`).join(', '),
  };
  const body = [t.greeting, t[bodyKey], ...(to === 'returned' ? [t.refundLater] : []), ...(note ? [t.note] : [])];
  const href = `${deps.config.publicUrl}/customer-orders/${row.id}`;
  await queueCustomerEmail(
    trx,
    deps,
    customer.inbox,
    linkedMail({ subject: t[subjectKey], body, link: t.link }, vars, { href, clubName: settings.name }),
  );
}
