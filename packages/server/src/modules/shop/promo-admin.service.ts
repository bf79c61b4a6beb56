import { instantToLocal, localDayBounds } from '@clubportal/contract/club-time';
import { fromDecimal, money, toDecimal } from '@clubportal/contract/money';
import { PROMO_REDEMPTIONS_PAGE, PROMO_SCOPE, type StaffPromo, type StaffPromoBody } from '@clubportal/contract/staff-promos';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Db } from '../../db/dialect.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import { findMainSettings } from '../settings/index.js';
import { findAllPromos, findPromoRedemptions, updatePromo } from './promo-admin.repository.js';
import { findPromo, findPromoByCode } from './promos.repository.js';
import { createPromo, normalizePromoCode, type Promo } from './promos.service.js';

export type PromoAdminDeps = { db: Db; clock: Clock };

/** The club's currency and time zone; before the identity step, the wizard's starting values. */
async function clubOf(db: Db | Tx) {
  const main = await findMainSettings(db);
  return { currency: main?.currencyCode ?? 'EUR', zone: main?.timeZone ?? 'Europe/Madrid' };
}
type Club = Awaited<ReturnType<typeof clubOf>>;

/** A day's first instant in the club's zone, and the first instant after its last day (the checkout's end is exclusive). */
const fromDay = (day: string, zone: string) => (day ? (localDayBounds(day, zone).start as Instant) : null);
const untilDay = (day: string, zone: string) => (day ? (localDayBounds(day, zone).end as Instant) : null);
const dayOf = (instant: string | null, zone: string) => (instant ? instantToLocal(instant, zone).date : '');
const lastDayOf = (instant: string | null, zone: string) =>
  instant ? instantToLocal(new Date(Date.parse(instant) - 1).toISOString(), zone).date : '';

function staffPromo(p: Promo, club: Club): StaffPromo {
  const currency = p.currency ?? club.currency;
  return {
    id: p.id,
    code: p.code,
    kind: p.kind,
    value: p.kind === 'percent' ? p.value : toDecimal(money(p.value, currency)),
    currency,
    minTotal: toDecimal(money(p.min_total, club.currency)),
    maxUses: p.max_uses,
    uses: p.uses,
    validFrom: dayOf(p.valid_from, club.zone),
    validUntil: lastDayOf(p.valid_until, club.zone),
    active: p.active === 1,
    scope: PROMO_SCOPE,
    createdAt: p.created_at,
  };
}

/** What an edit compares and the audit records: the promo as staff entered it. */
const asEntered = (p: StaffPromo): StaffPromoBody => ({
  code: p.code,
  kind: p.kind,
  value: p.value,
  minTotal: p.minTotal,
  maxUses: p.maxUses,
  validFrom: p.validFrom,
  validUntil: p.validUntil,
  active: p.active,
});

/** The body's rules beyond its shape: a whole percent up to 100, the last day not before the first. */
function checkBody(body: StaffPromoBody): void {
  if (body.kind === 'percent' && (!Number.isInteger(body.value) || body.value > 100))
    throw new AppError('bad_request', 'promoPercentRange');
  if (body.validFrom && body.validUntil && body.validUntil < body.validFrom) throw new AppError('bad_request', 'promoDatesOrder');
}

/** The columns a body writes, money in minor units of the club's currency, days as the club's instants. */
function promoColumns(body: StaffPromoBody, club: Club) {
  return {
    code: normalizePromoCode(body.code),
    kind: body.kind,
    value: body.kind === 'percent' ? body.value : fromDecimal(body.value, club.currency).amount,
    currency: body.kind === 'amount' ? club.currency : null,
    min_total: fromDecimal(body.minTotal, club.currency).amount,
    max_uses: body.maxUses,
    valid_from: fromDay(body.validFrom, club.zone),
    valid_until: untilDay(body.validUntil, club.zone),
    active: body.active ? 1 : 0,
  };
}

/** A code is one code whatever its case: another promo holding it is refused by name. */
async function refuseTakenCode(trx: Tx, code: string, ownId: number | null): Promise<void> {
  const holder = await findPromoByCode(trx, normalizePromoCode(code));
  if (holder && holder.id !== ownId) throw new AppError('conflict', 'promoCodeTaken', { code: holder.code });
}

/** A write whose unique code lost a race to another one is refused in the same words. */
async function codeWrite<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', 'promoCodeTaken', { code: normalizePromoCode(code) });
    throw err;
  }
}

async function promoIn(db: Db | Tx, id: number): Promise<Promo> {
  const row = await findPromo(db, id);
  if (!row) throw new AppError('not_found', 'promoNotFound');
  return row;
}

/** Every promo code, latest first, with its uses. */
export async function listStaffPromos(deps: Pick<PromoAdminDeps, 'db'>) {
  const [rows, club] = await Promise.all([findAllPromos(deps.db), clubOf(deps.db)]);
  return { promos: rows.map((p) => staffPromo(p, club)), currency: club.currency };
}

export async function staffPromoDetail(deps: Pick<PromoAdminDeps, 'db'>, id: number) {
  return { promo: staffPromo(await promoIn(deps.db, id), await clubOf(deps.db)) };
}

/** A new code (audited promo.create). */
export async function createStaffPromo(deps: PromoAdminDeps, actor: AuditActor, body: StaffPromoBody) {
  checkBody(body);
  const id = await codeWrite(body.code, () =>
    unitOfWork(deps.db, async (trx) => {
      const now = nowInstant(deps.clock);
      const club = await clubOf(trx);
      await refuseTakenCode(trx, body.code, null);
      const c = promoColumns(body, club);
      const id = await createPromo(trx, {
        code: c.code,
        kind: c.kind,
        value: c.value,
        currency: c.currency,
        minTotal: c.min_total,
        maxUses: c.max_uses,
        validFrom: c.valid_from,
        validUntil: c.valid_until,
        active: body.active,
        createdAt: now,
      });
      await recordAudit(trx, { actor, action: 'promo.create', entity: 'promo', entityId: id, after: { ...body, code: c.code } }, now);
      return id;
    }),
  );
  return staffPromoDetail(deps, id);
}

/** Changes a code; its uses stay (a limit under them is refused). Audited promo.edit with the changed fields. */
export async function editStaffPromo(deps: PromoAdminDeps, actor: AuditActor, id: number, body: StaffPromoBody) {
  checkBody(body);
  await codeWrite(body.code, () =>
    unitOfWork(deps.db, async (trx) => {
      await lockRow(trx, 'promos', id);
      const before = await promoIn(trx, id);
      const club = await clubOf(trx);
      await refuseTakenCode(trx, body.code, id);
      if (body.maxUses !== null && body.maxUses < before.uses) throw new AppError('conflict', 'promoLimitBelowUses', { uses: before.uses });
      const now = nowInstant(deps.clock);
      const c = promoColumns(body, club);
      await updatePromo(trx, id, c);
      const diff = changedFields(asEntered(staffPromo(before, club)), { ...body, code: c.code });
      await recordAudit(trx, { actor, action: 'promo.edit', entity: 'promo', entityId: id, ...diff }, now);
    }),
  );
  return staffPromoDetail(deps, id);
}

/** Deactivates a code: the checkout refuses it from now on; it and its uses are kept (audited promo.deactivate). */
export async function deactivateStaffPromo(deps: PromoAdminDeps, actor: AuditActor, id: number) {
  await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'promos', id);
    const before = await promoIn(trx, id);
    if (before.active !== 1) return;
    const now = nowInstant(deps.clock);
    await updatePromo(trx, id, { active: 0 });
    await recordAudit(
      trx,
      { actor, action: 'promo.deactivate', entity: 'promo', entityId: id, before: { active: true }, after: { active: false } },
      now,
    );
  });
  return staffPromoDetail(deps, id);
}

/** The checkouts that used a code (not those abandoned), latest first: date, customer, sale, discount. */
export async function promoRedemptions(deps: Pick<PromoAdminDeps, 'db'>, id: number) {
  const { promo } = await staffPromoDetail(deps, id);
  const rows = await findPromoRedemptions(deps.db, id, PROMO_REDEMPTIONS_PAGE);
  return {
    promo,
    redemptions: rows.map((r) => ({
      paymentId: r.id,
      at: r.created_at,
      saleNumber: r.number,
      customerId: r.customer_id,
      customerName: `${r.name} ${r.surname}`.trim(),
      discount: toDecimal(money(r.discount ?? 0, r.currency)),
      currency: r.currency,
      status: r.status,
    })),
  };
}
