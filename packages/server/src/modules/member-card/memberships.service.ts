import { instantToLocal } from '@clubportal/contract/club-time';
import { LANGUAGES, type Language } from '@clubportal/contract/languages';
import { fromDecimal, money, MoneyError, toDecimal } from '@clubportal/contract/money';
import { FEE_LAST_DUE_DAY, isFeeDueDay } from '@clubportal/contract/staff-fees';
import {
  endPassBodySchema,
  givePassBodySchema,
  membershipTermProblem,
  staffMembershipBodySchema,
  type EndPassBody,
  type GivePassBody,
  type PassHolder,
  type StaffMembership,
  type StaffMembershipBody,
} from '@clubportal/contract/staff-memberships';
import { changedFields, recordAudit, systemActor, type AuditActor } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/dialect.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import { groupChoices, passGivenMembers, syncPassGroups } from '../accounts/index.js';
import { chargeFeeNow, runDueFees, writeFeeEnd, writeNewFee } from '../sales/index.js';
import { findMainSettings, getLanguageChoiceCached, getMainSettings } from '../settings/index.js';
import {
  endPassRow,
  findBestBookingDays,
  findGroupName,
  findGroupPassHolders,
  findHeldPass,
  findMembershipType,
  findMembershipTypes,
  findPass,
  findPassCustomer,
  findRunningPassGroups,
  findTypePasses,
  insertMembershipType,
  insertPass,
  updateMembershipType,
  type MembershipTypeRow,
} from './memberships.repository.js';

/**
 * The staff's memberships and season pass types (issue 32 §3): the types (price and term, the group and booking
 * window they give; archived, never deleted), giving a pass to a customer and ending it. A pass is charged
 * through the periodic fees (sales/): a periodic type's fee runs until the pass ends, a dated type's charges once;
 * the member pays the pending sale on their fees page. The groups a customer's running passes give are kept in
 * step (accounts' `syncPassGroups`) when a pass is given or ended and by the daily sweep (a pass that starts or
 * runs out on a day).
 */
export type MembershipDeps = { db: Db; clock: Clock; caches: AppCaches };
/** The languages a type is named in (the seed gives them; the console reads the club's). */
export type MembershipTextContext = { caches: AppCaches | null; languages: { offered: readonly Language[]; fallback: Language } };

async function textContext(deps: MembershipDeps): Promise<MembershipTextContext> {
  return { caches: deps.caches, languages: await getLanguageChoiceCached({ db: deps.db, caches: deps.caches }) };
}

export async function clubToday(db: Executor, now: Instant): Promise<string> {
  return instantToLocal(now, (await getMainSettings(db)).timeZone).date;
}

function parseNames(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (e): e is [string, string] => (LANGUAGES as readonly string[]).includes(e[0]) && typeof e[1] === 'string' && e[1] !== '',
      ),
    );
  } catch {
    return {};
  }
}

/** A type's name in `language`, else its default name. */
export function membershipName(t: { name: string; names_json: string }, language: string | undefined): string {
  return (language && parseNames(t.names_json)[language]) || t.name;
}

const staffMembership = (t: MembershipTypeRow): StaffMembership => ({
  id: t.id,
  name: t.name,
  names: parseNames(t.names_json),
  price: toDecimal(money(t.price, t.currency)),
  currency: t.currency,
  periodMonths: t.period_months,
  validFrom: t.valid_from,
  validTo: t.valid_to,
  customerGroupId: t.customer_group_id,
  customerGroupName: t.group_name ?? null,
  bookingDays: t.booking_days,
  archived: t.archived === 1,
  holders: Number(t.holders ?? 0),
});

async function typeIn(db: Db | Tx, id: number, day: string): Promise<MembershipTypeRow> {
  const t = await findMembershipType(db, id, day);
  if (!t) throw new AppError('not_found', 'membershipNotFound');
  return t;
}

/** Every type (running first), the club's currency and languages, and the groups a type may give. */
export async function listStaffMemberships(deps: MembershipDeps) {
  const day = await clubToday(deps.db, nowInstant(deps.clock));
  const [rows, main, languages, groups] = await Promise.all([
    findMembershipTypes(deps.db, day),
    findMainSettings(deps.db),
    getLanguageChoiceCached({ db: deps.db, caches: deps.caches }),
    groupChoices(deps.db),
  ]);
  return {
    memberships: rows.map(staffMembership),
    currency: main?.currencyCode ?? 'EUR',
    defaultLanguage: languages.fallback,
    otherLanguages: languages.offered.filter((l) => l !== languages.fallback),
    groups,
  };
}

type CheckedBody = ReturnType<typeof staffMembershipBodySchema.parse>;

/** The stored values of a body, checked: its term, names in offered languages, its group, its price in the currency. */
async function typeValues(trx: Tx, ctx: MembershipTextContext, input: StaffMembershipBody, currency: string) {
  const body: CheckedBody = staffMembershipBodySchema.parse(input);
  const problem = membershipTermProblem(body);
  if (problem) throw new AppError('bad_request', problem);
  const { offered, fallback } = ctx.languages;
  const names = Object.entries(body.names).filter(([language, text]) => language !== fallback && text) as Array<[Language, string]>;
  const foreign = names.find(([language]) => !offered.includes(language));
  if (foreign) throw new AppError('bad_request', 'feeLanguageNotOffered', { language: foreign[0] });
  if (body.customerGroupId !== null && !(await findGroupName(trx, body.customerGroupId))) throw new AppError('not_found', 'groupNotFound');
  let price: number;
  try {
    price = fromDecimal(body.price, currency).amount;
  } catch (err) {
    if (err instanceof MoneyError) throw new AppError('bad_request', 'notAnAmount');
    throw err;
  }
  return {
    name: body.name,
    names_json: JSON.stringify(Object.fromEntries(names)),
    price,
    period_months: body.periodMonths,
    valid_from: body.validFrom,
    valid_to: body.validTo,
    customer_group_id: body.customerGroupId,
    booking_days: body.bookingDays,
  };
}

/** What an audit record says of a type. */
const audited = (v: Awaited<ReturnType<typeof typeValues>>, currency: string) => ({
  name: v.name,
  names: JSON.parse(v.names_json) as Record<string, string>,
  price: toDecimal(money(v.price, currency)),
  currency,
  periodMonths: v.period_months,
  validFrom: v.valid_from,
  validTo: v.valid_to,
  customerGroupId: v.customer_group_id,
  bookingDays: v.booking_days,
});

/** A new type in the caller's unit of work (audited membership.create): the console's and the demo seed's one write. */
export async function writeNewMembership(
  trx: Tx,
  ctx: MembershipTextContext,
  actor: AuditActor,
  input: StaffMembershipBody,
  now: Instant,
): Promise<number> {
  const currency = (await findMainSettings(trx))?.currencyCode ?? 'EUR';
  const v = await typeValues(trx, ctx, input, currency);
  const id = await insertMembershipType(trx, { ...v, currency, archived: 0, created_at: now });
  await recordAudit(trx, { actor, action: 'membership.create', entity: 'membership_type', entityId: id, after: audited(v, currency) }, now);
  return id;
}

async function detail(deps: MembershipDeps, id: number) {
  const day = await clubToday(deps.db, nowInstant(deps.clock));
  return { membership: staffMembership(await typeIn(deps.db, id, day)) };
}

export async function createStaffMembership(deps: MembershipDeps, actor: AuditActor, input: StaffMembershipBody) {
  const ctx = await textContext(deps);
  const id = await unitOfWork(deps.db, (trx) => writeNewMembership(trx, ctx, actor, input, nowInstant(deps.clock)));
  return detail(deps, id);
}

/**
 * Changes a type (audited membership.update with the fields that changed). Passes given from now on follow it;
 * passes already given keep the fee they were charged with (the fees page lists it; end and give again to change).
 */
export async function updateStaffMembership(deps: MembershipDeps, actor: AuditActor, id: number, input: StaffMembershipBody) {
  const ctx = await textContext(deps);
  await unitOfWork(deps.db, async (trx) => {
    const now = nowInstant(deps.clock);
    const before = await typeIn(trx, id, await clubToday(trx, now));
    const v = await typeValues(trx, ctx, input, before.currency);
    await updateMembershipType(trx, id, v);
    const diff = changedFields(audited(before, before.currency), audited(v, before.currency));
    if (Object.keys(diff.after).length)
      await recordAudit(trx, { actor, action: 'membership.update', entity: 'membership_type', entityId: id, ...diff }, now);
  });
  return detail(deps, id);
}

/** Archives a type (audited membership.archive): no pass is given from it any more; passes given run on. Or brings it back. */
export async function archiveStaffMembership(deps: MembershipDeps, actor: AuditActor, id: number, archived: boolean) {
  await unitOfWork(deps.db, async (trx) => {
    const now = nowInstant(deps.clock);
    const before = await typeIn(trx, id, await clubToday(trx, now));
    if ((before.archived === 1) === archived) return;
    await updateMembershipType(trx, id, { archived: archived ? 1 : 0 });
    await recordAudit(
      trx,
      {
        actor,
        action: archived ? 'membership.archive' : 'membership.restore',
        entity: 'membership_type',
        entityId: id,
        before: { archived: !archived },
        after: { archived },
      },
      now,
    );
  });
  return detail(deps, id);
}

/** A type with its passes: who holds it, from when to when, why. */
export async function membershipHolders(deps: MembershipDeps, id: number) {
  const day = await clubToday(deps.db, nowInstant(deps.clock));
  const [type, passes] = await Promise.all([typeIn(deps.db, id, day), findTypePasses(deps.db, id)]);
  const holders: PassHolder[] = passes.map((p) => ({
    passId: p.id,
    customerId: p.customer_id,
    name: `${p.name} ${p.surname}`.trim(),
    email: p.email ?? '',
    startsOn: p.starts_on,
    endsOn: p.ends_on,
    running: p.ended_at === null && (p.ends_on === null || p.ends_on >= day),
    ended: p.ended_at !== null,
    reason: p.reason ?? '',
    feeId: p.periodic_fee_id,
  }));
  return { membership: staffMembership(type), holders };
}

/** The day before a club-local day. */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The customer's pass-given groups made those of their passes running today. */
async function syncGroupsOf(trx: Tx, actor: AuditActor, customerId: number, today: string, now: Instant): Promise<void> {
  await syncPassGroups(trx, actor, customerId, await findRunningPassGroups(trx, customerId, today), now);
}

/**
 * Gives a customer a pass of a type in the caller's unit of work (audited pass.give with the reason): a periodic
 * type's pass starts on `startsOn` (a due day, today by default) and runs until ended, its fee charging each
 * period (the first at once when it has started); a dated type's runs its dates and is charged once, now. A free
 * type charges nothing. The type's group is the holder's while the pass runs. The console's and the seed's write.
 */
export async function writePass(
  trx: Tx,
  ctx: MembershipTextContext,
  actor: AuditActor,
  typeId: number,
  input: GivePassBody,
  now: Instant,
): Promise<number> {
  const body = givePassBodySchema.parse(input);
  const today = await clubToday(trx, now);
  const type = await typeIn(trx, typeId, today);
  if (type.archived === 1) throw new AppError('conflict', 'membershipArchived', { name: type.name });
  const customer = await findPassCustomer(trx, body.customerId);
  if (!customer) throw new AppError('not_found', 'feeCustomerNotFound', { id: body.customerId });
  const holder = `${customer.name} ${customer.surname}`.trim();
  if (await findHeldPass(trx, customer.id, type.id, today))
    throw new AppError('conflict', 'membershipHeld', { name: holder, membership: type.name });
  const periodic = type.period_months !== null;
  const startsOn = periodic ? (body.startsOn ?? today) : (type.valid_from as string);
  const endsOn = periodic ? null : (type.valid_to as string);
  if (periodic && !isFeeDueDay(startsOn)) throw new AppError('bad_request', 'feeDueDay', { day: FEE_LAST_DUE_DAY });
  if (endsOn !== null && endsOn < today) throw new AppError('conflict', 'membershipOver', { name: type.name });

  let feeId: number | null = null;
  if (type.price > 0) {
    // A dated pass is charged once, today: its fee's one due day is today's (the 28th at most, so it is due now).
    const firstDueDate = periodic
      ? startsOn
      : `${today.slice(0, 8)}${String(Math.min(Number(today.slice(8)), FEE_LAST_DUE_DAY)).padStart(2, '0')}`;
    feeId = await writeNewFee(
      trx,
      ctx,
      actor,
      {
        customerId: customer.id,
        description: type.name,
        names: parseNames(type.names_json),
        amount: toDecimal(money(type.price, type.currency)),
        periodMonths: type.period_months ?? 12,
        firstDueDate,
      },
      now,
    );
    await chargeFeeNow(trx, feeId, today, now);
    if (!periodic) await writeFeeEnd(trx, actor, feeId, now);
  }
  const id = await insertPass(trx, {
    customer_id: customer.id,
    name: type.name,
    starts_on: startsOn,
    ends_on: endsOn,
    membership_type_id: type.id,
    periodic_fee_id: feeId,
    reason: body.reason,
    created_at: now,
  });
  await recordAudit(
    trx,
    {
      actor,
      action: 'pass.give',
      entity: 'season_pass',
      entityId: id,
      after: { customerId: customer.id, name: holder, membershipTypeId: type.id, startsOn, endsOn, feeId, reason: body.reason },
    },
    now,
  );
  await syncGroupsOf(trx, actor, customer.id, today, now);
  return id;
}

export async function giveStaffPass(deps: MembershipDeps, actor: AuditActor, typeId: number, input: GivePassBody) {
  const ctx = await textContext(deps);
  await unitOfWork(deps.db, (trx) => writePass(trx, ctx, actor, typeId, input, nowInstant(deps.clock)));
  return membershipHolders(deps, typeId);
}

/**
 * Ends a pass in the caller's unit of work (audited pass.end with the reason): it stops running today (its last
 * day was yesterday), its fee charges no further period (those charged stay owed), and the group it gave goes
 * unless another pass gives it. The staff's end, and a merge's second pass of one membership (issue 33 §4).
 */
export async function writePassEnd(trx: Tx, actor: AuditActor, passId: number, reason: string, now: Instant): Promise<number> {
  const today = await clubToday(trx, now);
  const pass = await findPass(trx, passId);
  if (!pass || pass.membership_type_id === null) throw new AppError('not_found', 'passNotFound');
  if (pass.ended_at !== null) throw new AppError('conflict', 'passEnded');
  const last = pass.ends_on !== null && pass.ends_on < today ? pass.ends_on : dayBefore(today);
  await endPassRow(trx, pass.id, last, now);
  if (pass.periodic_fee_id !== null) await writeFeeEnd(trx, actor, pass.periodic_fee_id, now);
  await recordAudit(
    trx,
    {
      actor,
      action: 'pass.end',
      entity: 'season_pass',
      entityId: pass.id,
      before: { endsOn: pass.ends_on },
      after: { endsOn: last, reason },
    },
    now,
  );
  await syncGroupsOf(trx, actor, pass.customer_id, today, now);
  return pass.membership_type_id;
}

/** The staff's end of a pass (`writePassEnd`), answering its membership's holders. */
export async function endStaffPass(deps: MembershipDeps, actor: AuditActor, passId: number, input: EndPassBody) {
  const body = endPassBodySchema.parse(input);
  const typeId = await unitOfWork(deps.db, (trx) => writePassEnd(trx, actor, passId, body.reason, nowInstant(deps.clock)));
  return membershipHolders(deps, typeId);
}

/**
 * The daily memberships job (`fee-run`): every fee period due by today is charged once (sales' scheduled run),
 * then the groups passes give are brought in step with the passes running today (one that starts today puts
 * its holder in; one that ran out takes them out). Safe to run again: a second run charges and changes nothing.
 */
export async function runMembershipsDay(deps: { db: Db; clock: Clock }): Promise<{ charges: number }> {
  const { run } = await runDueFees(deps);
  await unitOfWork(deps.db, async (trx) => {
    const now = nowInstant(deps.clock);
    const today = await clubToday(trx, now);
    const customers = new Set([...(await findGroupPassHolders(trx, today)), ...(await passGivenMembers(trx))]);
    const actor = systemActor('fee-run');
    for (const customerId of [...customers].sort((a, b) => a - b)) await syncGroupsOf(trx, actor, customerId, today, now);
  });
  return { charges: run.charges };
}

/** The longest booking window (days) the customer's passes running on the club's `day` give; null: none gives one. */
export function passBookingDays(db: Db, customerId: number, day: string): Promise<number | null> {
  return findBestBookingDays(db, customerId, day);
}
