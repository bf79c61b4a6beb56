import { currencyDecimals } from '@clubportal/contract/money';
import type { PriceRuleBody, StaffPriceRule, StaffPrices } from '@clubportal/contract/staff-prices';
import type { Selectable } from 'kysely';
import { changedFields, recordAudit, type AuditActor } from '../../../db/audit-log.js';
import type { Executor } from '../../../db/dialect.js';
import type { BookingPricesTable } from '../../../db/schema.js';
import { afterCommit, lockRow, unitOfWork, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import { dropCatalogueCache, getCatalogue, type BookingTypeEntry } from '../core/booking-catalogue.service.js';
import { club, dec, type BookingDeps } from '../core/booking-context.js';
import { gridsChanged } from '../grid/grid-cache.service.js';
import {
  deleteRule,
  findBookingTypeNames,
  findCustomerGroups,
  findCustomerName,
  findRule,
  findRulesOfType,
  insertRule,
  nextSortOrder,
  renumberRules,
  updateRule,
} from './price-rules.repository.js';

/**
 * The staff's price rules (issue 32 §3): list, add, change, move and remove the ordered rules of a booking type.
 * Each write is its own unit of work holding the booking type's row (two editors' moves never interleave),
 * audited as `price_rule.create|edit|move|delete` with the rule before and after, and drops this app's catalogue
 * copy once it commits, so the grid, loadprice and the prebook price with the new list at once here (another
 * instance within the catalogue's cache time).
 */

type RuleRow = Awaited<ReturnType<typeof findRulesOfType>>[number];
const minor = (currency: string) => 10 ** currencyDecimals(currency as Parameters<typeof currencyDecimals>[0]);

function ruleOut(row: RuleRow, position: number, currency: string): StaffPriceRule {
  return {
    id: row.id,
    position,
    durationMinutes: row.duration_minutes,
    weekday: row.weekday,
    from: row.from_time,
    to: row.to_time,
    resourceId: row.resource_id,
    customerGroupId: row.customer_group_id,
    customerId: row.customer_id,
    customerName: row.customer_id === null ? null : `${row.customer_first_name ?? ''} ${row.customer_surname ?? ''}`.trim(),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    price: dec(row.price, currency),
  };
}

/** What the audit log keeps of a rule (amounts in the currency's units, as staff wrote them). */
function audited(row: Selectable<BookingPricesTable>, currency: string) {
  return {
    bookingTypeId: row.booking_type_id,
    durationMinutes: row.duration_minutes,
    weekday: row.weekday,
    from: row.from_time,
    to: row.to_time,
    resourceId: row.resource_id,
    customerGroupId: row.customer_group_id,
    customerId: row.customer_id,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    price: dec(row.price, currency),
  };
}

/** GET /api/staff/prices: the booking types, and the given one's (else the first's) rules in order with what a rule may name. */
export async function listPriceRules(deps: BookingDeps, bookingTypeId: number | undefined): Promise<StaffPrices> {
  const [types, cat, c, groups] = await Promise.all([
    findBookingTypeNames(deps.db),
    getCatalogue(deps),
    club(deps),
    findCustomerGroups(deps.db),
  ]);
  const id = bookingTypeId ?? types[0]?.id ?? null;
  const type = id === null ? undefined : cat.typeById.get(id);
  if (id !== null && !type) throw new AppError('not_found', 'bookingTypeNotFound');
  const rows = type ? await findRulesOfType(deps.db, type.id) : [];
  return {
    types,
    bookingTypeId: type?.id ?? null,
    durations: type?.durationList ?? [],
    courts: type ? courtsOf(cat, type).map((r) => ({ id: r.id, name: r.name })) : [],
    groups,
    currency: c.currency,
    rules: rows.map((r, i) => ruleOut(r, i + 1, c.currency)),
  };
}

const courtsOf = (cat: Awaited<ReturnType<typeof getCatalogue>>, type: BookingTypeEntry) =>
  type.main ? cat.resourcesOfType(type.main.resource_type) : [];

/** Refuses what a rule cannot name: a duration the type does not offer, a court of another kind, a group or customer that does not exist. */
async function checkRule(trx: Tx, type: BookingTypeEntry, body: PriceRuleBody): Promise<void> {
  if (!type.durationList.includes(body.durationMinutes))
    throw new AppError('bad_request', 'durationNotOffered', { minutes: body.durationMinutes });
  if (body.resourceId !== null) {
    const cat = await getCatalogue({ db: trx });
    if (!courtsOf(cat, type).some((r) => r.id === body.resourceId))
      throw new AppError('bad_request', 'priceRuleCourtNotOfType', { id: body.resourceId, type: type.name });
  }
  if (body.customerGroupId !== null && !(await findCustomerGroups(trx)).some((g) => g.id === body.customerGroupId))
    throw new AppError('bad_request', 'priceRuleNoGroup', { id: body.customerGroupId });
  if (body.customerId !== null && !(await findCustomerName(trx, body.customerId)))
    throw new AppError('bad_request', 'priceRuleNoCustomer', { id: body.customerId });
}

function rowValues(body: PriceRuleBody, currency: string) {
  return {
    duration_minutes: body.durationMinutes,
    weekday: body.weekday,
    from_time: body.from,
    to_time: body.to,
    resource_id: body.resourceId,
    customer_group_id: body.customerGroupId,
    customer_id: body.customerId,
    valid_from: body.validFrom,
    valid_to: body.validTo,
    price: Math.round(body.price * minor(currency)),
  };
}

/** Opens the write's unit of work on a booking type: its row held, the type as stored now, the club's currency. */
async function onType<T>(
  deps: BookingDeps,
  bookingTypeId: number,
  work: (trx: Tx, type: BookingTypeEntry, currency: string) => Promise<T>,
): Promise<T> {
  const { currency } = await club(deps);
  return unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'booking_types', bookingTypeId))) throw new AppError('not_found', 'bookingTypeNotFound');
    const type = (await getCatalogue({ db: trx })).typeById.get(bookingTypeId);
    if (!type) throw new AppError('not_found', 'bookingTypeNotFound');
    const result = await work(trx, type, currency);
    pricesChanged(trx, deps);
    return result;
  });
}

/** After the write commits: this app's catalogue copy and grids are stale. */
function pricesChanged(trx: Executor, deps: BookingDeps): void {
  gridsChanged(trx, deps.caches);
  afterCommit(trx, () => dropCatalogueCache(deps.caches));
}

async function ruleTypeId(db: Executor, ruleId: number): Promise<number> {
  const rule = await findRule(db, ruleId);
  if (!rule) throw new AppError('not_found', 'priceRuleNotFound');
  return rule.booking_type_id;
}

/** Re-reads a rule inside the write: another editor may have removed it meanwhile (a rule never changes its type). */
async function ruleIn(trx: Tx, ruleId: number) {
  const rule = await findRule(trx, ruleId);
  if (!rule) throw new AppError('not_found', 'priceRuleNotFound');
  return rule;
}

async function answerRule(trx: Tx, bookingTypeId: number, ruleId: number, currency: string): Promise<StaffPriceRule> {
  const rows = await findRulesOfType(trx, bookingTypeId);
  const i = rows.findIndex((r) => r.id === ruleId);
  return ruleOut(rows[i]!, i + 1, currency);
}

/** Adds a rule at the end of the type's list (or at `position`). */
export async function createPriceRule(
  deps: BookingDeps,
  actor: AuditActor,
  bookingTypeId: number,
  body: PriceRuleBody,
  position?: number,
): Promise<StaffPriceRule> {
  return onType(deps, bookingTypeId, async (trx, type, currency) => {
    const id = await writeNewPriceRule(trx, actor, { type, currency }, body, nowInstant(deps.clock), position);
    return answerRule(trx, type.id, id, currency);
  });
}

/**
 * Checks and writes a new rule of a type and its audit record in the caller's unit of work (createPriceRule's, or the
 * demo seed's, which reads the type from the catalogue of its own transaction).
 */
export async function writeNewPriceRule(
  trx: Tx,
  actor: AuditActor,
  on: { type: BookingTypeEntry; currency: string },
  body: PriceRuleBody,
  now: Instant,
  position?: number,
): Promise<number> {
  const { type, currency } = on;
  await checkRule(trx, type, body);
  const id = await insertRule(trx, {
    booking_type_id: type.id,
    ...rowValues(body, currency),
    sort_order: await nextSortOrder(trx, type.id),
  });
  if (position !== undefined) await placeRule(trx, type.id, id, position);
  const row = (await findRule(trx, id))!;
  await recordAudit(trx, { actor, action: 'price_rule.create', entity: 'price_rule', entityId: id, after: audited(row, currency) }, now);
  return id;
}

/** Changes a rule's conditions or price; its place in the list stays. */
export async function changePriceRule(deps: BookingDeps, actor: AuditActor, ruleId: number, body: PriceRuleBody): Promise<StaffPriceRule> {
  return onType(deps, await ruleTypeId(deps.db, ruleId), async (trx, type, currency) => {
    const before = await ruleIn(trx, ruleId);
    await checkRule(trx, type, body);
    await updateRule(trx, ruleId, rowValues(body, currency));
    const after = (await findRule(trx, ruleId))!;
    const changed = changedFields(audited(before, currency), audited(after, currency));
    if (Object.keys(changed.after).length)
      await recordAudit(
        trx,
        { actor, action: 'price_rule.edit', entity: 'price_rule', entityId: ruleId, ...changed },
        nowInstant(deps.clock),
      );
    return answerRule(trx, type.id, ruleId, currency);
  });
}

/** Puts a rule at `position` (1 first; past the end: last) and numbers the list 1..n. */
async function placeRule(trx: Tx, bookingTypeId: number, ruleId: number, position: number): Promise<{ from: number; to: number }> {
  const ids = (await findRulesOfType(trx, bookingTypeId)).map((r) => r.id);
  const from = ids.indexOf(ruleId);
  ids.splice(from, 1);
  const to = Math.min(position - 1, ids.length);
  ids.splice(to, 0, ruleId);
  await renumberRules(trx, ids);
  return { from: from + 1, to: to + 1 };
}

/** Moves a rule to another place in its list (the up and down buttons ask for the place above or below). */
export async function movePriceRule(deps: BookingDeps, actor: AuditActor, ruleId: number, position: number): Promise<StaffPriceRule> {
  return onType(deps, await ruleTypeId(deps.db, ruleId), async (trx, type, currency) => {
    await ruleIn(trx, ruleId);
    const moved = await placeRule(trx, type.id, ruleId, position);
    if (moved.from !== moved.to)
      await recordAudit(
        trx,
        {
          actor,
          action: 'price_rule.move',
          entity: 'price_rule',
          entityId: ruleId,
          before: { position: moved.from },
          after: { position: moved.to },
        },
        nowInstant(deps.clock),
      );
    return answerRule(trx, type.id, ruleId, currency);
  });
}

/** Removes a rule. Bookings keep what they were charged: a price is copied onto each booking and sale. */
export async function removePriceRule(deps: BookingDeps, actor: AuditActor, ruleId: number): Promise<void> {
  await onType(deps, await ruleTypeId(deps.db, ruleId), async (trx, type, currency) => {
    const before = await ruleIn(trx, ruleId);
    await deleteRule(trx, ruleId);
    await renumberRules(
      trx,
      (await findRulesOfType(trx, type.id)).map((r) => r.id),
    );
    await recordAudit(
      trx,
      { actor, action: 'price_rule.delete', entity: 'price_rule', entityId: ruleId, before: audited(before, currency) },
      nowInstant(deps.clock),
    );
  });
}
