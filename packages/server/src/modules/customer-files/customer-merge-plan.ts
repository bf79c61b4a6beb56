import { MERGE_HOLDINGS, type CustomerMergePreview, type MergeSide } from '@clubportal/contract/staff-customer-merge';
import { tookPart } from '@clubportal/contract/bookings';
import { money, toDecimal } from '@clubportal/contract/money';
import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';
import * as plan from './customer-merge-plan.repository.js';
import { planIdentity, type IdentityPlan } from './customer-merge-identity.js';
import type { findCustomerFull } from './customer-files.repository.js';

export type CustomerFull = NonNullable<Awaited<ReturnType<typeof findCustomerFull>>>;
type Conflict = CustomerMergePreview['conflicts'][number];

/** What the merge will do beyond moving rows: the same plan the preview showed, applied in the merge's unit of work. */
export type MergeActions = {
  identity: IdentityPlan;
  freePlaces: number[];
  cancelSignups: number[];
  /** Unpaid sales of the freed places and cancelled sign-ups: cancelled (nothing was paid on them). */
  cancelSales: number[];
  leaveLines: { activities: number[]; bookings: number[] };
  endPasses: number[];
  /** Groups both are in where the merged customer's membership was added by staff and the kept one's by a pass. */
  staffAddedGroups: number[];
  /** Whose club level goes when both have one. */
  dropLevelOf: number | null;
  /** The merged customer's old address, told of the merge in their language when it is not the kept customer's inbox. */
  oldAddress: { email: string; language: string; name: string } | null;
};

const dec = (amount: number, currency: string) => toDecimal(money(amount, currency));
const fullName = (c: { name: string; surname: string }) => `${c.name} ${c.surname}`.trim();
const fold = (s: string | null) => (s ?? '').trim().toLowerCase();

export function sideOf(c: CustomerFull, holder: string | null): MergeSide {
  return {
    id: c.id,
    name: fullName(c),
    email: c.email ?? '',
    phone: c.phone,
    externalId: c.external_id ?? '',
    createdAt: c.created_at,
    active: c.status === 0,
    signIn: Boolean(c.email && c.password_hash),
    dependantOf: holder,
    consents: { conditions: c.accept_conditions === 1, newsletter: c.ok_rss === 1 },
  };
}

type Place = Awaited<ReturnType<typeof plan.findSharedPlaces>>[number];
type Signup = Awaited<ReturnType<typeof plan.findSharedSignups>>[number];
/** What a freed place or cancelled sign-up had paid of its own sale (not the booking's): left for staff to refund. */
const ownPaid = (r: { sale_id: number | null; sale_paid: number | null; sale_status: string | null }, bookingSaleId: number | null) =>
  r.sale_id !== null && r.sale_id !== bookingSaleId && r.sale_status !== 'cancelled' ? (r.sale_paid ?? 0) : 0;
const unpaidSale = (r: { sale_id: number | null; sale_paid: number | null; sale_status: string | null }, bookingSaleId: number | null) =>
  r.sale_id !== null && r.sale_id !== bookingSaleId && r.sale_status === 'pending' && (r.sale_paid ?? 0) === 0 ? r.sale_id : null;

/** Of two records' rows, the one that stays: the higher rank, the kept customer's on a tie. */
function keeperOf<T extends { customer_id: number | null }>(rows: T[], keptId: number, rank: (r: T) => number): { keep: T; free: T[] } {
  const sorted = [...rows].sort((a, b) => rank(b) - rank(a) || Number(b.customer_id === keptId) - Number(a.customer_id === keptId));
  return { keep: sorted[0]!, free: sorted.slice(1) };
}

/**
 * Plans merging `merged` into `kept` (issue 33 §4), reading both as they stand: the preview staff confirm, and the
 * actions the merge applies in its unit of work (the same function, so what was previewed is what happens).
 */
export async function planMerge(
  db: Executor,
  kept: CustomerFull,
  merged: CustomerFull,
  ctx: { keptHolder: CustomerFull | null; mergedHolder: CustomerFull | null; today: string; now: Instant },
): Promise<{ preview: CustomerMergePreview; actions: MergeActions }> {
  const [keptHoldings, mergedHoldings, keptMoney, mergedMoney, places, signups, lines, passes, groups, teams, attendance, levels] =
    await Promise.all([
      plan.countHoldings(db, kept.id, ctx.now),
      plan.countHoldings(db, merged.id, ctx.now),
      plan.moneyOf(db, kept.id),
      plan.moneyOf(db, merged.id),
      plan.findSharedPlaces(db, kept.id, merged.id),
      plan.findSharedSignups(db, kept.id, merged.id),
      plan.findDuplicateLines(db, kept.id, merged.id),
      plan.findDuplicatePasses(db, kept.id, merged.id, ctx.today),
      plan.findSharedGroups(db, kept.id, merged.id),
      plan.findSharedTeams(db, kept.id, merged.id),
      plan.findSharedAttendance(db, kept.id, merged.id),
      plan.findLevels(db, kept.id, merged.id),
    ]);
  const [ratingLinks, prices, customFields] = await Promise.all([
    plan.findSharedRatingLinks(db, kept.id, merged.id),
    plan.findSharedPrices(db, kept.id, merged.id),
    plan.findSharedCustomFields(db, kept.id, merged.id),
  ]);
  const conflicts: Conflict[] = [];
  const side = (customerId: number | null): Conflict['keeps'] => (customerId === kept.id ? 'kept' : 'merged');
  const actions: MergeActions = {
    identity: planIdentity(kept, merged, {
      keptHolder: ctx.keptHolder ? fullName(ctx.keptHolder) : null,
      mergedHolder: ctx.mergedHolder ? fullName(ctx.mergedHolder) : null,
      keptHasDependants: keptHoldings.dependants > 0,
    }),
    freePlaces: [],
    cancelSignups: [],
    cancelSales: [],
    leaveLines: { activities: lines.activities.map((l) => l.id), bookings: lines.bookings.map((l) => l.id) },
    endPasses: passes.map((p) => p.id),
    staffAddedGroups: groups.filter((g) => g.merged_by_pass === 0 && g.kept_by_pass === 1).map((g) => g.id),
    dropLevelOf: null,
    oldAddress: null,
  };
  const cancelledOwed = new Map<string, number>();
  const cancel = (saleId: number | null, total: number | null, currency: string | null) => {
    if (saleId === null || !currency) return;
    actions.cancelSales.push(saleId);
    cancelledOwed.set(currency, (cancelledOwed.get(currency) ?? 0) + (total ?? 0));
  };

  // Both hold a place in one booking or class: the owner's place, else one that took part, else a paid one, stays.
  for (const bookingId of [...new Set(places.map((p) => p.booking_id))]) {
    const rows = places.filter((p) => p.booking_id === bookingId);
    const { keep, free } = keeperOf<Place>(
      rows,
      kept.id,
      (p) => (p.customer_id === p.owner_customer_id ? 4 : 0) + (tookPart(p.state) ? 2 : 0) + ((p.sale_paid ?? 0) > 0 ? 1 : 0),
    );
    let paid = 0;
    for (const p of free) {
      actions.freePlaces.push(p.id);
      paid += ownPaid(p, p.booking_sale_id);
      const unpaid = unpaidSale(p, p.booking_sale_id);
      if (unpaid !== null) cancel(unpaid, p.sale_total, p.sale_currency);
    }
    const currency = free.find((p) => p.sale_currency)?.sale_currency ?? keep.sale_currency ?? '';
    conflicts.push({
      kind: 'place',
      subject: [keep.court, keep.type_name].filter(Boolean).join(' · '),
      at: keep.starts_at,
      keeps: side(keep.customer_id),
      paid: currency ? dec(paid, currency) : 0,
      currency,
    });
  }

  // Both signed up to one activity: a paid sign-up stays over an unpaid one, else the kept customer's.
  for (const activityId of [...new Set(signups.map((s) => s.activity_id))]) {
    const rows = signups.filter((s) => s.activity_id === activityId);
    const { keep, free } = keeperOf<Signup>(rows, kept.id, (s) => ((s.sale_paid ?? 0) > 0 ? 1 : 0));
    let paid = 0;
    for (const s of free) {
      actions.cancelSignups.push(s.id);
      paid += ownPaid(s, null);
      const unpaid = unpaidSale(s, null);
      if (unpaid !== null) cancel(unpaid, s.sale_total, s.sale_currency);
    }
    const currency = free.find((s) => s.sale_currency)?.sale_currency ?? '';
    conflicts.push({
      kind: 'signup',
      subject: keep.name,
      at: keep.start_at,
      keeps: side(keep.customer_id),
      paid: currency ? dec(paid, currency) : 0,
      currency,
    });
  }

  const simple = (kind: Conflict['kind'], subject: string, at: string | null = null, keeps: Conflict['keeps'] = 'kept'): Conflict => ({
    kind,
    subject,
    at,
    keeps,
    paid: 0,
    currency: '',
  });
  for (const l of [...lines.activities, ...lines.bookings]) conflicts.push(simple('waitlist', l.name, l.at));
  for (const p of passes) conflicts.push(simple('pass', p.name));
  for (const g of groups) conflicts.push(simple('group', g.name));
  for (const t of teams.teams) conflicts.push(simple('team', t.name));
  for (const a of teams.absences) conflicts.push(simple('team', a.name, a.starts_at));
  for (const a of attendance) conflicts.push(simple('attendance', '', await plan.sessionStart(db, a.kind, a.session_id)));
  const keptLevel = levels.find((l) => l.customer_id === kept.id);
  const mergedLevel = levels.find((l) => l.customer_id === merged.id);
  if (keptLevel && mergedLevel) {
    const stays = mergedLevel.updated_at > keptLevel.updated_at ? mergedLevel : keptLevel;
    actions.dropLevelOf = stays === keptLevel ? merged.id : kept.id;
    conflicts.push(simple('level', (stays.level_hundredths / 100).toFixed(2), null, side(stays.customer_id)));
  }
  for (const r of ratingLinks) conflicts.push(simple('ratingLink', r.provider));
  for (const p of prices) conflicts.push(simple('price', p.name));
  for (const f of customFields) conflicts.push(simple('customField', f.label));

  const currencies = [...new Set([...keptMoney, ...mergedMoney].map((m) => `${m.kind}:${m.currency}`))];
  const moneyRows = currencies.map((key) => {
    const [kind, currency] = key.split(':') as ['wallet' | 'owed' | 'paid', string];
    const k = keptMoney.find((m) => m.kind === kind && m.currency === currency)?.amount ?? 0;
    const m = mergedMoney.find((x) => x.kind === kind && x.currency === currency)?.amount ?? 0;
    const after = k + m - (kind === 'owed' ? (cancelledOwed.get(currency) ?? 0) : 0);
    return { kind, currency, kept: dec(k, currency), merged: dec(m, currency), after: dec(after, currency) };
  });

  const keptInbox = actions.identity.changes.email ?? kept.email ?? ctx.keptHolder?.email ?? '';
  if (merged.email && fold(merged.email) !== fold(keptInbox))
    actions.oldAddress = { email: merged.email, language: merged.language, name: merged.name };
  const preview: CustomerMergePreview = {
    kept: sideOf(kept, ctx.keptHolder ? fullName(ctx.keptHolder) : null),
    merged: sideOf(merged, ctx.mergedHolder ? fullName(ctx.mergedHolder) : null),
    holdings: MERGE_HOLDINGS.map((key) => ({ key, kept: keptHoldings[key], merged: mergedHoldings[key] })),
    money: moneyRows,
    identity: actions.identity.rows,
    login: actions.identity.login,
    conflicts,
    mails: { kept: keptInbox, merged: actions.oldAddress?.email ?? '' },
  };
  return { preview, actions };
}
