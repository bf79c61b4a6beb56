import { LIVE_WAITLIST_STATUSES, offerDeadline, type WaitlistStatus } from '@clubportal/contract/waitlist';
import { sql } from 'kysely';
import { type Language, knownLanguage } from '@clubportal/contract/languages';
import { recordAudit, systemActor, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import type { Tx } from '../../db/unit-of-work.js';
import type { Clock, Instant } from '../../lib/clock.js';
import type { MailOutbox } from '../../lib/mail-outbox.js';
import { mailRecipientOf, queueCustomerEmail, type RenderedMail } from '../comms/index.js';
import { getMainSettings } from '../settings/index.js';

/**
 * The one waitlist engine (issue 34 §2): the status machine every line runs on, an activity's places and the
 * booking lines (a court slot, a place in an open match). The entries stay in their owners' tables (they
 * differ in what a line is, their ids are public and named by append-only audit records), but only this file
 * moves them: waiting → offered → taken | lapsed | left, each move by a line's rule on the audit log as that
 * rule's (`systemActor(line.rule)`), with the actions the lines always wrote (`waitlist.offer|lapsed|taken`).
 * Owners decide who is next and lock what a line is about; the engine moves, records, and mails.
 */
export type WaitlistLine = {
  /** The owner's table of entries; also the entity of the audit records. */
  table: 'activity_waitlist' | 'booking_waitlist';
  /** The owner's rule: the system actor of what the line's own rules move (offers, lapses). */
  rule: string;
  /** How long the first in line has a freed place to themselves, never past the line's cap (`offerDeadline`). */
  offerMinutes: number;
};

/** An entry as the engine moves it. */
export type WaitlistEntryRef = { id: number; customer_id: number };

type Moved = WaitlistEntryRef & { before: WaitlistStatus };
const live = LIVE_WAITLIST_STATUSES;

/** Moves the entries `ids` still in one of `from` to `to` (under the owner's lock); answers those moved, with where they were. */
async function move(
  trx: Tx,
  line: WaitlistLine,
  ids: number[],
  from: readonly WaitlistStatus[],
  to: { status: WaitlistStatus; offerExpiresAt?: Instant | null },
  now: Instant,
  ranOut = false,
): Promise<Moved[]> {
  if (!ids.length) return [];
  let q = trx.selectFrom(line.table).select(['id', 'customer_id', 'status']).where('id', 'in', ids).where('status', 'in', from);
  if (ranOut) q = q.where('offer_expires_at', '<=', now);
  const rows = await q.orderBy('id').execute();
  if (!rows.length) return [];
  const res = await trx
    .updateTable(line.table)
    .set({ status: to.status, updated_at: now, ...(to.offerExpiresAt !== undefined ? { offer_expires_at: to.offerExpiresAt } : {}) })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .where('status', 'in', from)
    .returning('id')
    .execute();
  const moved = new Set(res.map((r) => r.id));
  return rows.filter((r) => moved.has(r.id)).map((r) => ({ id: r.id, customer_id: r.customer_id, before: r.status }));
}

async function audit(trx: Tx, line: WaitlistLine, actor: AuditActor, action: string, moved: Moved[], now: Instant): Promise<void> {
  const status = action === 'waitlist.lapsed' ? 'lapsed' : 'taken';
  for (const e of moved) {
    const change = { before: { status: e.before }, after: { status, customer: e.customer_id } };
    await recordAudit(trx, { actor, action, entity: line.table, entityId: e.id, ...change }, now);
  }
}

/** What the engine needs to send an offer: the outbox, and the owner's words for it in the recipient's language. */
export type OfferMailDeps = { clock: Clock; outbox: MailOutbox };
export type OfferMail = (to: { language: Language; name: string; timeZone: string; clubName: string }, until: Instant) => RenderedMail;

/**
 * waiting → offered: the place is the entry's alone until its deadline (the line's minutes, never past `cap`),
 * on the record as the line's rule's, and the owner's offer `mail` queued in the same unit of work (the one
 * sending path of every line: to the member, or their parent's inbox for a child without an address; kept on
 * their Communications page). No mail when `mail` is null (the member is taking it in this very request).
 * Answers the deadline, or null when nothing was offered (the cap has come, or the entry moved on).
 */
export async function offerPlace(
  trx: Tx,
  deps: OfferMailDeps,
  line: WaitlistLine,
  entry: WaitlistEntryRef,
  offer: { cap: Instant; now: Instant; mail: OfferMail | null },
): Promise<Instant | null> {
  const until = offerDeadline(offer.now, offer.cap, line.offerMinutes) as Instant | null;
  if (!until) return null;
  if (!(await move(trx, line, [entry.id], ['waiting'], { status: 'offered', offerExpiresAt: until }, offer.now)).length) return null;
  const change = { before: { status: 'waiting' }, after: { status: 'offered', customer: entry.customer_id, offerExpiresAt: until } };
  const record = { actor: systemActor(line.rule), action: 'waitlist.offer', entity: line.table, entityId: entry.id, ...change };
  await recordAudit(trx, record, offer.now);
  if (offer.mail) await queueOfferMail(trx, deps, entry.customer_id, offer.mail, until);
  return until;
}

async function queueOfferMail(trx: Tx, deps: OfferMailDeps, customerId: number, mail: OfferMail, until: Instant): Promise<void> {
  const to = await mailRecipientOf(trx, customerId);
  if (!to) return;
  const settings = await getMainSettings(trx);
  const language = knownLanguage(to.language);
  const recipient = { language, name: `${to.name} ${to.surname}`.trim(), timeZone: settings.timeZone, clubName: settings.name };
  await queueCustomerEmail(trx, deps, to.inbox, mail(recipient, until));
}

/**
 * → lapsed: entries still live among `ids` leave the line without the place (what the line was for is gone,
 * or has started). On the record as the line's rule's. Answers those moved.
 */
export async function lapseEntries(trx: Tx, line: WaitlistLine, ids: number[], now: Instant): Promise<WaitlistEntryRef[]> {
  const moved = await move(trx, line, ids, live, { status: 'lapsed' }, now);
  await audit(trx, line, systemActor(line.rule), 'waitlist.lapsed', moved, now);
  return moved;
}

/** → lapsed: the offers among `ids` whose deadline has come (their place goes to the next in line). Answers those moved. */
export async function lapseRunOutOffers(trx: Tx, line: WaitlistLine, ids: number[], now: Instant): Promise<WaitlistEntryRef[]> {
  const moved = await move(trx, line, ids, ['offered'], { status: 'lapsed' }, now, true);
  await audit(trx, line, systemActor(line.rule), 'waitlist.lapsed', moved, now);
  return moved;
}

/** → taken: the member got the place (signed up, booked, joined); on the record as `actor`'s, the member who did. */
export async function takeEntries(
  trx: Tx,
  line: WaitlistLine,
  ids: number[],
  actor: AuditActor,
  now: Instant,
): Promise<WaitlistEntryRef[]> {
  const moved = await move(trx, line, ids, live, { status: 'taken', offerExpiresAt: null }, now);
  await audit(trx, line, actor, 'waitlist.taken', moved, now);
  return moved;
}

/** → left: the member stepped out of line (their own act, not recorded, as before the engine). Answers where it was, or null. */
export async function leaveEntry(trx: Tx, line: WaitlistLine, id: number, now: Instant): Promise<WaitlistStatus | null> {
  const [moved] = await move(trx, line, [id], live, { status: 'left', offerExpiresAt: null }, now);
  return moved?.before ?? null;
}

/**
 * An entry's place in its line, from 1: the live entries of the same line (`sameLine`, the owner's columns that
 * say what a line is, null for "is null") that joined before it, plus one. First come, first served, by id.
 */
export async function positionInLine(
  db: Executor,
  line: WaitlistLine,
  entryId: number,
  sameLine: Record<string, string | number | null>,
): Promise<number> {
  let q = db
    .selectFrom(line.table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', 'in', live)
    .where('id', '<', entryId);
  for (const [column, value] of Object.entries(sameLine)) q = q.where(sql.ref(column), value === null ? 'is' : '=', value);
  return Number((await q.executeTakeFirstOrThrow()).n) + 1;
}
