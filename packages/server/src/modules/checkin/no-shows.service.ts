import { localDayBounds } from '@clubportal/contract/club-time';
import { formatDate } from '@clubportal/contract/date-format';
import { fromDecimal, money, MoneyError, toDecimal } from '@clubportal/contract/money';
import type { NoShow, NoShowCustomer, NoShowRule } from '@clubportal/contract/staff-checkins';
import { recordAudit } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/dialect.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockRow, unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import { createSale, unusedSaleNumber } from '../sales/index.js';
import { findMainSettings, getMainSettings } from '../settings/index.js';
import { knownLanguage } from '@clubportal/contract/languages';
import { textsOf } from '../../lib/texts/index.js';
import {
  countNoShows,
  findCheckin,
  findNoShow,
  findNoShowRule,
  findPlayer,
  insertNoShow,
  saveNoShowRule,
  type PlayerRow,
} from './checkins.repository.js';
import { checkDeskVersion } from '../bookings/index.js';
import { fullName, type CheckinDeps, type StaffActor } from './checkins.service.js';
import { tookPart } from '@clubportal/contract/bookings';

async function clubCurrency(db: Db): Promise<string> {
  return (await findMainSettings(db))?.currencyCode ?? 'EUR';
}

/** GET /api/staff/checkins/no-show-rule: the club's rule, the fee as a decimal of its currency. */
export async function noShowRule(db: Db): Promise<{ rule: NoShowRule; currency: string }> {
  const [row, currency] = await Promise.all([findNoShowRule(db), clubCurrency(db)]);
  return { rule: { mode: row.mode, fee: toDecimal(money(row.fee, currency)) }, currency };
}

/** PUT /api/staff/checkins/no-show-rule (`settings.write`): audited `no_show_rule.edit` with before and after. */
export async function setNoShowRule(deps: CheckinDeps, actor: StaffActor, rule: NoShowRule) {
  const currency = await clubCurrency(deps.db);
  let fee: number;
  try {
    fee = rule.mode === 'fee' ? fromDecimal(rule.fee, currency).amount : 0;
  } catch (err) {
    if (err instanceof MoneyError) throw new AppError('bad_request', 'notAnAmount');
    throw err;
  }
  await unitOfWork(deps.db, async (trx) => {
    const now = nowInstant(deps.clock);
    const before = await findNoShowRule(trx);
    await saveNoShowRule(trx, { mode: rule.mode, fee }, now);
    await recordAudit(
      trx,
      {
        actor,
        action: 'no_show_rule.edit',
        entity: 'no_show_rule',
        entityId: 1,
        before: { mode: before.mode, fee: before.fee },
        after: { mode: rule.mode, fee, currency },
      },
      now,
    );
  });
  return noShowRule(deps.db);
}

async function noShowOf(db: Executor, player: PlayerRow): Promise<NoShow | null> {
  const row = await findNoShow(db, player.participant_id);
  if (!row) return null;
  const currency = await clubCurrency(db as Db);
  return {
    participantId: row.participant_id,
    bookingId: row.booking_id,
    customerId: row.customer_id,
    customerName: fullName(player),
    markedAt: row.marked_at,
    markedBy: row.staff_name,
    fee: row.sale_total === null ? null : toDecimal(money(row.sale_total, currency)),
    saleNumber: row.sale_number,
  };
}

/**
 * POST /api/staff/checkins/no-shows: a player who held a place and was not checked in, once the booking started.
 * Once only (under the booking's lock; the unique player the last word): a second mark answers the first. The
 * club's rule decides whether a fee is charged: a pending sale the member pays like any debt, made in the same
 * unit of work as the mark, so one mark makes at most one charge. Audited `no_show.mark`.
 */
export async function markNoShow(
  deps: CheckinDeps,
  actor: StaffActor,
  participantId: number,
  seenVersion?: string | undefined,
): Promise<{ noShow: NoShow; already: boolean }> {
  const player = await findPlayer(deps.db, { participantId });
  if (!player) throw new AppError('not_found', 'checkinPlayerNotFound');
  if (player.status !== 'active') throw new AppError('conflict', 'checkinBookingCancelled');
  if (!tookPart(player.state)) throw new AppError('conflict', 'checkinNoPlace', { name: fullName(player) });
  const now = nowInstant(deps.clock);
  if (now < player.starts_at) throw new AppError('conflict', 'noShowNotStarted');
  const [rule, currency] = await Promise.all([findNoShowRule(deps.db), clubCurrency(deps.db)]);
  try {
    return await unitOfWork(deps.db, async (trx) => {
      await lockRow(trx, 'bookings', player.booking_id);
      await checkDeskVersion(trx, deps, player.booking_id, seenVersion);
      const first = await noShowOf(trx, player);
      if (first) return { noShow: first, already: true };
      if (await findCheckin(trx, participantId)) throw new AppError('conflict', 'noShowCheckedIn', { name: fullName(player) });
      let saleId: number | null = null;
      if (rule.mode === 'fee' && rule.fee > 0) {
        const title = await noShowTitle(trx, player.starts_at);
        saleId = await createSale(trx, {
          number: await unusedSaleNumber(trx, `NS-${participantId}`),
          customerId: player.customer_id!,
          title,
          online: false,
          currency,
          paid: 0,
          items: [
            { category: 'fee', name: title, unitPrice: rule.fee, units: 1, taxPercent: 0, parentIdentifier: String(player.booking_id) },
          ],
          createdAt: now,
        });
      }
      await insertNoShow(trx, {
        participant_id: participantId,
        booking_id: player.booking_id,
        customer_id: player.customer_id!,
        marked_at: now,
        staff_id: actor.id,
        staff_name: actor.name.slice(0, 200),
        sale_id: saleId,
      });
      await recordAudit(
        trx,
        {
          actor,
          action: 'no_show.mark',
          entity: 'booking_participant',
          entityId: participantId,
          after: { booking: player.booking_id, customer: player.customer_id, sale: saleId, fee: saleId === null ? 0 : rule.fee, currency },
        },
        now,
      );
      return { noShow: (await noShowOf(trx, player))!, already: false };
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const first = await noShowOf(deps.db, player);
    if (!first) throw err;
    return { noShow: first, already: true };
  }
}

/** GET /api/staff/checkins/no-shows?from=&to=: no-shows marked on those club days, counted per customer. */
export async function noShowsPerCustomer(
  db: Db,
  q: { from: string; to: string },
): Promise<{ customers: NoShowCustomer[]; currency: string }> {
  if (q.to < q.from) throw new AppError('bad_request', 'noShowsBadRange');
  const [{ timeZone }, currency] = await Promise.all([getMainSettings(db), clubCurrency(db)]);
  const rows = await countNoShows(db, localDayBounds(q.from, timeZone).start as Instant, localDayBounds(q.to, timeZone).end as Instant);
  return {
    currency,
    customers: rows.map((r) => ({
      customerId: r.customer_id,
      name: fullName(r),
      count: Number(r.count),
      fees: toDecimal(money(Number(r.fees), currency)),
      last: typeof r.last === 'string' ? r.last : new Date(r.last as unknown as Date).toISOString(),
    })),
  };
}

const noShowTexts = textsOf('noShowFee');

/** The no-show fee's title in the club's default language, with the booking's club-local day in the club's date format. */
async function noShowTitle(db: Executor, startsAt: string): Promise<string> {
  const settings = await getMainSettings(db);
  // The club's default language is its Culture (as the portal's language choice reads it).
  const language = knownLanguage(settings.Culture);
  const date = formatDate(startsAt, { dateFormat: settings.dateFormat, timeZone: settings.timeZone, locale: language });
  return noShowTexts[language].replace('{date}', date).slice(0, 200);
}
