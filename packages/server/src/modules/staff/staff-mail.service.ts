import {
  mayReceive,
  STAFF_DIGEST_HOUR,
  STAFF_MAIL_DEFAULTS,
  STAFF_MAIL_KINDS,
  STAFF_MAIL_PERMISSIONS,
  type StaffMailKind,
  type StaffMailPreferences,
  type StaffMailPreferencesBody,
} from '@clubportal/contract/staff-mail';
import { instantToLocal } from '@clubportal/contract/club-time';
import { formatMoney } from '@clubportal/contract/format';
import { money } from '@clubportal/contract/money';
import type { Language } from '@clubportal/contract/languages';
import { recordAudit } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/dialect.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock } from '../../lib/clock.js';
import { mailDate, mailDateTime } from '../../lib/mail-dates.js';
import { escapeHtml, fillMail, mailHtml, mailLink, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import type { MailOutbox } from '../../lib/mail-outbox.js';
import type { AlertMoney, DigestFigures, StaffAlert, StaffAlerts } from '../../lib/staff-alerts.js';
import { textsOf } from '../../lib/texts/index.js';
import { getMainSettings } from '../settings/index.js';
import { lockStaff } from './staff-accounts.repository.js';
import { staffActor } from './staff-deps.js';
import { claimDigestDay, findActiveStaffForMail, findMailChoice, saveMailChoice } from './staff-mail.repository.js';
import { languageOf, permissionsOf, roleOf, type StaffPrincipal } from './permissions.js';

/*
 * Staff mail preferences (issue 33 §8, docs/staff-console.md "Staff mail preferences"): each account chooses which
 * of the club's mails it receives; before it chooses, its role's defaults (contract STAFF_MAIL_DEFAULTS). A mail goes
 * only to active accounts that want it AND hold a permission that lets them see its data (STAFF_MAIL_PERMISSIONS).
 */

/** The console page the mails link to, where an account changes its choice. */
export const MAIL_PREFERENCES_PATH = '/staff/mail-preferences';

/** The kinds a stored choice names (unknown names dropped), or the role's defaults when it never chose. */
function chosenKinds(role: string, choice: string | null | undefined): StaffMailKind[] {
  if (choice === null || choice === undefined) return [...STAFF_MAIL_DEFAULTS[roleOf({ role })]];
  const list: unknown = JSON.parse(choice);
  return Array.isArray(list) ? STAFF_MAIL_KINDS.filter((k) => list.includes(k)) : [];
}

/** What one account receives: the kinds it wants that its permissions allow. */
function receivedKinds(me: Pick<StaffPrincipal, 'role' | 'permissions'>, choice: string | undefined): StaffMailKind[] {
  return chosenKinds(me.role, choice).filter((k) => mayReceive(k, me.permissions));
}

export async function ownMailPreferences(deps: { db: Db }, me: StaffPrincipal): Promise<StaffMailPreferences> {
  const choice = await findMailChoice(deps.db, me.id);
  const on = new Set(receivedKinds(me, choice));
  return {
    kinds: STAFF_MAIL_KINDS.map((kind) => ({ kind, on: on.has(kind), allowed: mayReceive(kind, me.permissions) })),
    chosen: choice !== undefined,
    digestHour: STAFF_DIGEST_HOUR,
  };
}

/**
 * A staff member chooses their own mails. A kind their permissions do not allow is refused with a sentence (the
 * page never offers it); the choice is kept as given and audited (`staff.mail_preferences`, the kinds before and
 * after) in its own unit of work. Saving the same kinds changes nothing and records nothing.
 */
export async function saveOwnMailPreferences(
  deps: { db: Db; clock: Clock },
  me: StaffPrincipal,
  body: StaffMailPreferencesBody,
  ip: string,
): Promise<StaffMailPreferences> {
  for (const kind of body.kinds)
    if (!mayReceive(kind, me.permissions))
      throw new AppError('bad_request', 'staffMailKindNotAllowed', { kind, permissions: STAFF_MAIL_PERMISSIONS[kind].join(', ') });
  const kinds = STAFF_MAIL_KINDS.filter((k) => body.kinds.includes(k));
  await unitOfWork(deps.db, async (trx) => {
    if (!(await lockStaff(trx, me.id))) throw new AppError('not_found', 'staffNotFound');
    const choice = await findMailChoice(trx, me.id);
    const before = receivedKinds(me, choice);
    if (choice !== undefined && before.join() === kinds.join()) return;
    const now = nowInstant(deps.clock);
    await saveMailChoice(trx, me.id, JSON.stringify(kinds), now);
    await recordAudit(
      trx,
      {
        actor: staffActor(me),
        action: 'staff.mail_preferences',
        entity: 'staff',
        entityId: me.id,
        before: { kinds: before, chosen: choice !== undefined },
        after: { kinds, chosen: true },
        ip,
      },
      now,
    );
  });
  return ownMailPreferences(deps, me);
}

type Recipient = { id: number; name: string; email: string; language: Language };

/** The active accounts that receive a kind: they want it (chosen or by their role) and may see its data. */
export async function staffRecipientsOf(db: Executor, kind: StaffMailKind): Promise<Recipient[]> {
  const rows = await findActiveStaffForMail(db);
  return rows.flatMap((r) => {
    const permissions = permissionsOf(r);
    if (!mayReceive(kind, permissions) || !chosenKinds(r.role, r.kinds).includes(kind)) return [];
    return [{ id: r.id, name: r.name, email: r.email, language: languageOf(r) }];
  });
}

const texts = textsOf('staffAlerts');
type AlertTexts = (typeof texts)['es-ES'];
const wordsOf = (t: AlertTexts, kind: StaffAlert['kind']) =>
  kind === 'low-stock' ? t.lowStock : kind === 'failed-payments' ? t.failedPayments : t[kind];

type ClubLook = { name: string; zone: string; symbol: string; separator: ',' | '.' };

async function clubLook(db: Executor): Promise<ClubLook> {
  const s = await getMainSettings(db);
  return { name: s.name, zone: s.timeZone, symbol: s.CurrencySymbol, separator: s.decimalSeparator };
}

const amountOf = (m: AlertMoney, club: ClubLook) =>
  formatMoney(money(m.amount, m.currency), { currencySymbol: club.symbol, decimalSeparator: club.separator });

function alertVars(alert: StaffAlert, club: ClubLook, language: Language, t: AlertTexts): Record<string, string> {
  switch (alert.kind) {
    case 'bookings':
      return {
        customer: alert.customer,
        what: alert.what,
        when: mailDateTime(alert.startsAt, language, club.zone),
        price: amountOf(alert.price, club),
      };
    case 'cancellations':
      return { customer: alert.customer, what: alert.what, when: mailDateTime(alert.startsAt, language, club.zone) };
    case 'refunds':
      return {
        customer: alert.customer,
        amount: amountOf(alert.refunded, club),
        payment: String(alert.paymentId),
        reason: alert.reason || t.noReason,
      };
    case 'low-stock':
      return { product: alert.product, stock: String(alert.stock), threshold: String(alert.threshold) };
    case 'failed-payments':
      return {
        customer: alert.customer,
        amount: amountOf(alert.charged, club),
        provider: alert.provider,
        payment: String(alert.paymentId),
        reason: alert.reason || t.noReason,
      };
  }
}

/** One staff mail: greeting, the lines, and the note saying why it came and where to change it. */
function staffMail(to: Recipient, club: ClubLook, link: string, subject: string, lines: string[], vars: Record<string, string>) {
  const t = texts[to.language];
  const all = { ...vars, name: to.name, club: club.name, link };
  const body = [t.greeting, ...lines];
  return {
    to: to.email,
    subject: fillMail(subject, all, false),
    text: [...body.map((l) => fillMail(l, all, false)), fillMail(t.note, all, false)].join('\n\n'),
    html: mailHtml([
      ...body.map((l) => mailParagraph(fillMail(l, all, true))),
      mailNote(fillMail(t.note.replace('{link}', '').replace(/[:\s]+$/, ''), all, true)),
      mailLink(link, escapeHtml(link)),
    ]),
  };
}

/**
 * The function the app hands down to the modules whose writes the staff hear of (bookings, payments, shop): queues
 * one mail per receiving account, in its language, on the writer's executor (its unit of work).
 */
export function staffAlerts(deps: { clock: Clock; outbox: MailOutbox; publicUrl: string }): StaffAlerts {
  const link = `${deps.publicUrl}${MAIL_PREFERENCES_PATH}`;
  return async (trx, alert) => {
    const recipients = await staffRecipientsOf(trx, alert.kind);
    if (!recipients.length) return;
    const club = await clubLook(trx);
    for (const to of recipients) {
      const t = texts[to.language];
      const words = wordsOf(t, alert.kind);
      const vars = alertVars(alert, club, to.language, t);
      await deps.outbox.enqueue(trx, staffMail(to, club, link, words.subject, [words.body], vars));
    }
  };
}

export type StaffDigestDeps = {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  publicUrl: string;
  /** The club day's figures (the reports module's `digestFigures`, handed down by the app). */
  figures: (db: Db, day: string, today: string) => Promise<DigestFigures>;
};

const previousDay = (day: string) => new Date(Date.parse(`${day}T12:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The daily digest (job `staff-digest`): once the club's clock has passed STAFF_DIGEST_HOUR, the day before's
 * bookings made, cancellations, revenue and refunds, today's bookings and the products at low stock go to every
 * account that receives the digest. The day's row in `staff_digest_days` is written in the unit of work that queues
 * the mails, so a second run (or instance) that day sends nothing; answers how many mails were queued.
 */
export async function sendStaffDigest(deps: StaffDigestDeps): Promise<number> {
  const now = nowInstant(deps.clock);
  const club = await clubLook(deps.db);
  const local = instantToLocal(now, club.zone);
  if (Number(local.time.slice(0, 2)) < STAFF_DIGEST_HOUR) return 0;
  const day = previousDay(local.date);
  const figures = await deps.figures(deps.db, day, local.date);
  const link = `${deps.publicUrl}${MAIL_PREFERENCES_PATH}`;
  return unitOfWork(deps.db, async (trx) => {
    const recipients = await staffRecipientsOf(trx, 'digest');
    if (!(await claimDigestDay(trx, day, now, recipients.length))) return 0;
    for (const to of recipients) {
      const t = texts[to.language].digest;
      const lowStock = figures.lowStock.map((p) => `${p.product} (${p.stock})`).join(', ');
      const vars = {
        day: mailDate(day, to.language),
        bookingsMade: String(figures.bookingsMade),
        bookingsToday: String(figures.bookingsToday),
        cancellations: String(figures.cancellations),
        revenue: amountOf(figures.received, club),
        refunds: amountOf(figures.refunded, club),
        list: lowStock,
      };
      const lines = [
        t.body,
        t.bookings,
        t.today,
        t.cancellations,
        t.revenue,
        t.refunds,
        figures.lowStock.length ? t.lowStock : t.noLowStock,
      ];
      await deps.outbox.enqueue(trx, staffMail(to, club, link, t.subject, lines, vars));
    }
    return recipients.length;
  });
}
