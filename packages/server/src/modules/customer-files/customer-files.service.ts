import { formatMoney } from '@clubportal/contract/format';
import { money, toDecimal } from '@clubportal/contract/money';
import { standardFormOf } from '@clubportal/contract/staff-forms';
import { CUSTOMER_SEARCH_PAGE_SIZE, type CustomerProfile, type StaffCustomerRow } from '@clubportal/contract/staff-customers';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Db } from '../../db/dialect.js';
import { lockRow, unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock } from '../../lib/clock.js';
import { eraseCustomerData, searchStaffCustomers } from '../accounts/index.js';
import { lookupAnswerName } from '../lookups/index.js';
import { getMainSettings } from '../settings/index.js';
import * as files from './customer-files.repository.js';
import { findMergedRecords } from './customer-merge.repository.js';

export type CustomerFilesDeps = { db: Db; clock: Clock };

/** Rows of each list the profile shows (newest first); the export holds them all. */
const PROFILE_ROWS = 50;
const dec = (amount: number, currency: string) => toDecimal(money(amount, currency));
const fullName = (c: { name: string; surname: string }) => `${c.name} ${c.surname}`.trim();
/** A saved card as staff may see it: its last four digits, whatever else was stored. */
const last4 = (cardNumber: string) => cardNumber.replace(/\D/g, '').slice(-4);

/** One page of the staff's customer search: name, email, phone, member number or previous system's id. */
export async function searchCustomers(deps: Pick<CustomerFilesDeps, 'db'>, q: { search: string; page: number }) {
  const { rows, hasMore } = await searchStaffCustomers(deps.db, q.search, q.page, CUSTOMER_SEARCH_PAGE_SIZE);
  const customers: StaffCustomerRow[] = rows.map((c) => ({
    id: c.id,
    name: fullName(c),
    email: c.email ?? '',
    phone: c.phone,
    externalId: c.external_id ?? '',
    parentId: c.parent_id,
    active: c.status === 0,
  }));
  return { customers, page: q.page, hasMore };
}

/**
 * Their answers to the club's own fields of the registration or add-a-child form, each labelled as the form's field
 * stands now, in its order (a field since removed keeps its key as its label, last). A list's answer (a court, a
 * sport) is kept as the row's id and read as its name.
 */
async function formAnswers(deps: CustomerFilesDeps, id: number): Promise<CustomerProfile['formAnswers']> {
  const { answers, fields } = await files.findFormAnswers(deps.db, id);
  const rows = answers.flatMap((row) => {
    const form = standardFormOf(row.parent_name);
    if (!form) return [];
    const own = fields.filter((f) => f.parent_name === row.parent_name);
    const order = (name: string) => {
      const at = own.findIndex((f) => f.name === name);
      return at < 0 ? own.length : at;
    };
    return (JSON.parse(row.answers) as Array<{ name: string; value: string }>)
      .sort((a, b) => order(a.name) - order(b.name))
      .map((a) => ({ form, field: own.find((f) => f.name === a.name), name: a.name, value: a.value }));
  });
  return Promise.all(
    rows.map(async ({ form, field, name, value }) => ({
      form,
      label: field?.label || name,
      value: (field?.input_type === 'Lookup' && (await lookupAnswerName(deps, field.column_def, value))) || value,
    })),
  );
}

/** A customer not erased; one merged into another says into whom, so an old link still explains itself. */
async function liveCustomer(db: Db, id: number) {
  const c = await files.findCustomerFull(db, id);
  if (c && c.merged_into_id !== null) {
    const into = await files.findCustomerName(db, c.merged_into_id);
    throw new AppError('not_found', 'customerMergedInto', { id, into: c.merged_into_id, name: into ? fullName(into) : '' });
  }
  if (!c || c.deleted_at !== null) throw new AppError('not_found', 'customerFileNotFound', { id });
  return c;
}

/** A customer's file for the desk: identity, family, consents, and their bookings, money, mails and audit. */
export async function customerProfile(deps: CustomerFilesDeps, id: number): Promise<CustomerProfile> {
  const { db } = deps;
  const c = await liveCustomer(db, id);
  const [
    parent,
    dependants,
    bookings,
    sales,
    fees,
    vouchers,
    payments,
    bookingRefunds,
    cardRefunds,
    cards,
    emails,
    audit,
    merged,
    answers,
  ] = await Promise.all([
    c.parent_id === null ? Promise.resolve(undefined) : files.findCustomerName(db, c.parent_id),
    files.findDependants(db, id),
    files.findBookings(db, id, PROFILE_ROWS),
    files.findSales(db, id, PROFILE_ROWS),
    files.findFees(db, id),
    files.findVouchers(db, id),
    files.findPayments(db, id, PROFILE_ROWS),
    files.findBookingRefunds(db, id),
    files.findCardRefunds(db, id),
    files.findSavedCards(db, id),
    files.findEmails(db, id, PROFILE_ROWS),
    files.findAudit(db, id, PROFILE_ROWS),
    findMergedRecords(db, id),
    formAnswers(deps, id),
  ]);
  const refunds = [
    ...bookingRefunds.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      method: r.payment_method || r.method,
      status: r.status,
      amount: r.amount,
      currency: r.currency,
    })),
    ...cardRefunds.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      method: r.provider,
      status: r.status,
      amount: r.amount,
      currency: r.currency,
    })),
  ]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
    .map((r) => ({ ...r, amount: dec(r.amount, r.currency) }));
  return {
    identity: {
      id: c.id,
      externalId: c.external_id ?? '',
      name: c.name,
      surname: c.surname,
      email: c.email ?? '',
      emails: [c.email2, c.email3].filter(Boolean),
      phones: [c.phone, c.phone2, c.phone3].filter(Boolean),
      birthDate: c.birth_date,
      address: [c.address_line1, c.postal_code, c.city, c.town, c.country].filter(Boolean).join(', '),
      language: c.language,
      active: c.status === 0,
      createdAt: c.created_at,
    },
    parent: parent ? { id: parent.id, name: fullName(parent) } : null,
    dependants: dependants.map((d) => ({ id: d.id, name: fullName(d), birthDate: d.birth_date })),
    consents: { conditions: c.accept_conditions === 1, newsletter: c.ok_rss === 1 },
    formAnswers: answers,
    bookings: bookings.map((b) => ({
      id: b.id,
      startsAt: b.starts_at,
      court: b.court ?? '',
      type: b.type_name,
      status: b.status,
      owner: b.owner_customer_id === id,
      price: dec(b.price, b.currency),
      currency: b.currency,
    })),
    sales: sales.map((s) => ({
      id: s.id,
      number: s.number,
      title: s.title,
      createdAt: s.created_at,
      status: s.status,
      total: dec(s.total, s.currency),
      paid: dec(s.paid, s.currency),
      outstanding: s.status === 'pending' ? dec(Math.max(0, s.total - s.paid), s.currency) : 0,
      currency: s.currency,
      method: s.payment_method ?? '',
      online: s.online === 1,
      fee: s.periodic_fee_id !== null,
    })),
    fees: fees.map((f) => ({
      id: f.id,
      description: f.description,
      amount: dec(f.amount, f.currency),
      currency: f.currency,
      periodMonths: f.period_months,
      nextDueDate: f.next_due_date,
      active: f.active === 1,
    })),
    vouchers: vouchers.map((v) => ({
      id: v.id,
      description: v.description,
      kind: v.kind,
      balance: v.kind === 'money' ? dec(v.balance, v.currency) : v.balance,
      currency: v.currency,
      enabled: v.enabled === 1,
      expiresAt: v.expires_at,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      createdAt: p.created_at,
      paidAt: p.paid_at,
      status: p.status,
      method: p.method ?? p.provider,
      amount: dec(p.amount, p.currency),
      currency: p.currency,
    })),
    refunds,
    cards: cards.map((k) => ({ id: k.id, provider: k.provider, last4: last4(k.card_number) })),
    communications: emails.map((e) => ({ id: e.id, at: e.created_at, subject: e.subject, to: e.to_address, sent: e.sent_at !== null })),
    audit: audit.map((a) => ({ id: a.id, at: a.at, actor: a.actor_label, action: a.action, entity: a.entity })),
    mergedRecords: merged.map((m) => ({ id: m.id, name: fullName(m), mergedAt: m.merged_at ?? '' })),
  };
}

/**
 * Everything the club holds about a customer (GDPR access), as one JSON document: the account (never its password
 * hash, session data or a card's provider token), its custom fields, dependants, bookings, sales with their lines,
 * fees, passes, sign-ups, vouchers with their movements, payments, refunds, saved cards (last digits), the mails
 * and SMS sent, and the audit records about them. Audited `customer.export` in its own unit of work first.
 */
export async function exportCustomer(deps: CustomerFilesDeps, actor: AuditActor, id: number) {
  const { db } = deps;
  const c = await liveCustomer(db, id);
  const now = nowInstant(deps.clock);
  await unitOfWork(db, (trx) => recordAudit(trx, { actor, action: 'customer.export', entity: 'customer', entityId: id }, now));
  const [
    customFields,
    answers,
    dependants,
    bookings,
    sales,
    fees,
    passes,
    signups,
    vouchers,
    payments,
    bookingRefunds,
    cardRefunds,
    cards,
    emails,
    sms,
    audit,
  ] = await Promise.all([
    files.findCustomValues(db, id),
    formAnswers(deps, id),
    files.findDependants(db, id),
    files.findBookings(db, id, null),
    files.findSales(db, id, null),
    files.findFees(db, id),
    files.findSeasonPasses(db, id),
    files.findActivitySignups(db, id),
    files.findVouchers(db, id),
    files.findPayments(db, id, null),
    files.findBookingRefunds(db, id),
    files.findCardRefunds(db, id),
    files.findSavedCards(db, id),
    files.findEmails(db, id, null),
    files.findSms(db, id),
    files.findAudit(db, id, null),
  ]);
  const mergedRecords = await findMergedRecords(db, id);
  const [items, movements] = await Promise.all([
    files.findSaleItems(
      db,
      sales.map((s) => s.id),
    ),
    files.findVoucherMovements(
      db,
      vouchers.map((v) => v.id),
    ),
  ]);
  const { password_hash: _hash, session_version: _version, kept_session_id: _kept, search_text: _search, ...account } = c;
  return {
    fileName: `customer-${id}-${now.slice(0, 10)}.json`,
    document: {
      exportedAt: now,
      customer: account,
      customFields,
      formAnswers: answers,
      dependants,
      bookings,
      sales: sales.map((s) => ({ ...s, items: items.filter((i) => i.sale_id === s.id) })),
      fees,
      seasonPasses: passes,
      activitySignups: signups,
      vouchers: vouchers.map((v) => ({ ...v, movements: movements.filter((m) => m.voucher_id === v.id) })),
      payments,
      refunds: { atClubOrVoucher: bookingRefunds, toCard: cardRefunds },
      savedCards: cards.map((k) => ({ id: k.id, provider: k.provider, last4: last4(k.card_number), createdAt: k.created_at })),
      emails,
      sms,
      audit,
      mergedRecords,
    },
  };
}

/**
 * Erases (anonymises) a customer's personal data, keeping what the books must keep: sales, invoices, payments and
 * their amounts stay, pointing at a "Deleted customer". Refused (409, with the reason) while they have bookings to
 * come, owe the club money, or are owed a refund: those need a person to settle first, and after erasure nobody
 * could be told. In one unit of work holding the customer's row: the anonymisation, sessions ended and door
 * credentials revoked (accounts' `eraseCustomerData`), audited `customer.erase` with the reason and no personal data.
 */
export async function eraseCustomer(deps: CustomerFilesDeps, actor: AuditActor, id: number, reason: string) {
  await unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'customers', id))) throw new AppError('not_found', 'customerFileNotFound', { id });
    const c = await files.findCustomerFull(trx, id);
    if (!c) throw new AppError('not_found', 'customerFileNotFound', { id });
    if (c.deleted_at !== null) throw new AppError('conflict', 'customerAlreadyErased');
    const now = nowInstant(deps.clock);
    const future = await files.countFutureBookings(trx, id, now);
    if (future > 0) throw new AppError('conflict', 'customerEraseFutureBookings', { count: future });
    const owed = await files.findOwedSales(trx, id, now);
    if (owed.length > 0) {
      const currency = owed[0]!.currency;
      const settings = await getMainSettings(trx);
      const amount = formatMoney(
        money(
          owed.reduce((a, s) => a + s.total - s.paid, 0),
          currency,
        ),
        {
          currencySymbol: settings.CurrencySymbol,
          decimalSeparator: settings.decimalSeparator,
        },
      );
      throw new AppError('conflict', 'customerEraseMoneyOwed', { amount });
    }
    if (await files.owesThemRefunds(trx, id)) throw new AppError('conflict', 'customerEraseRefundsOwed');
    await eraseCustomerData(trx, deps.clock, id);
    // The records merged into them hold their name still: erased with them.
    for (const m of await findMergedRecords(trx, id)) await eraseCustomerData(trx, deps.clock, m.id);
    await recordAudit(
      trx,
      { actor, action: 'customer.erase', entity: 'customer', entityId: id, before: { active: true }, after: { erased: true, reason } },
      now,
    );
  });
}
