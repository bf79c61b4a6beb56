import type { BlockPreview, BlockSaveAnswer, StaffBlock } from '@clubportal/contract/staff-blocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../lib/clock.js';
import { createTestClub, markSalePaid, quickCustomer } from '../../test/booking-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

// The desk's blocks and closures (issue 33 §2), over HTTP on the real database, both dialects. The demo club is in
// Europe/Madrid (UTC+2 in June); the test club's two courts open 08:00-22:00, 60 min 20 €.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let coach: Awaited<ReturnType<typeof signedInStaff>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let seq = 0;
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+02:00`).toISOString() as Instant;
const key = () => `block-key-${++seq}-${Date.now()}`;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  desk = await signedInStaff(app, { role: 'desk', name: 'Dani Desk' });
  coach = await signedInStaff(app, { role: 'coach', name: 'Coco Coach' });
  club = await createTestClub(app);
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A walk-in for a fresh customer on a court at a club-local time; `paid`: its sale paid that way. */
async function booking(date: string, time: string, court: number, paid?: string) {
  const who = await quickCustomer(app, `Player ${time}`);
  const res = await call('POST', '/api/staff/desk/bookings', desk.headers, {
    resourceId: court,
    startsAt: at(date, time),
    durationMinutes: 60,
    bookingTypeId: club.typeId,
    customer: { kind: 'existing', customerId: who.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  const bookingId = res.json().bookingId as number;
  const { sale_id } = await app.db.selectFrom('bookings').select('sale_id').where('id', '=', bookingId).executeTakeFirstOrThrow();
  if (paid) await markSalePaid(app, sale_id!, paid);
  return { bookingId, saleId: sale_id!, customerId: who.id };
}

const plan = (date: string, over: object = {}) => ({
  courts: [club.courts[0]],
  date,
  from: '17:00',
  to: '20:00',
  repeat: { kind: 'once' },
  kind: 'rain',
  note: 'Pista encharcada',
  ...over,
});
const mailsOf = (customerId: number) =>
  app.db.selectFrom('customer_emails').select(['subject', 'body']).where('customer_id', '=', customerId).execute();
const audits = (action: string) => app.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

describe('blocking courts at the desk', () => {
  const DATE = '2026-06-16';
  let moved: Awaited<ReturnType<typeof booking>>;
  let cash: Awaited<ReturnType<typeof booking>>;
  let card: Awaited<ReturnType<typeof booking>>;
  let saved: BlockSaveAnswer;

  it('previews every booking a rain block hits, with what was paid and the free court at the same time', async () => {
    moved = await booking(DATE, '17:00', club.courts[0]!);
    cash = await booking(DATE, '18:00', club.courts[0]!, 'Pago en el club');
    card = await booking(DATE, '19:00', club.courts[0]!, 'Tarjeta');
    // Another court's booking and one after the band are not hit.
    await booking(DATE, '18:00', club.courts[1]!);
    await booking(DATE, '20:00', club.courts[0]!);
    const res = await call('POST', '/api/staff/desk/blocks/preview', desk.headers, plan(DATE));
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as BlockPreview;
    expect(preview.occurrences).toEqual([
      { date: DATE, startsAt: at(DATE, '17:00'), endsAt: at(DATE, '20:00'), resourceIds: [club.courts[0]] },
    ]);
    expect(preview.hits.map((h) => h.bookingId)).toEqual([moved.bookingId, cash.bookingId, card.bookingId]);
    expect(preview.hits[0]).toMatchObject({
      date: DATE,
      resourceId: club.courts[0],
      kind: 'booking',
      paid: 0,
      owner: expect.stringMatching(/^Player 17:00 S\d+$/),
    });
    expect(preview.hits[1]).toMatchObject({ paid: 20, moveTo: [] });
    expect(preview.hits[0]!.moveTo).toEqual([{ id: club.courts[1], name: expect.any(String) }]);
    expect(preview.hits[2]!.moveTo.map((c) => c.id)).toEqual([club.courts[1]]);
  });

  it('refuses a save that leaves a hit booking without a choice, saying whose it is', async () => {
    const res = await call(
      'POST',
      '/api/staff/desk/blocks',
      { ...desk.headers, 'accept-language': 'en-US' },
      {
        ...plan(DATE),
        choices: [{ bookingId: moved.bookingId, action: 'move' }],
        idempotencyKey: key(),
      },
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errorMsg).toMatch(/^The booking of Player 18:00 \S+ on .+ at 2026-06-16 18:00 needs a choice/);
    expect(await app.db.selectFrom('resource_block_series').select('id').execute()).toHaveLength(0);
  });

  it('saves the block, moves one booking and cancels and refunds the others in full, once however many submits', async () => {
    await app.db.updateTable('customers').set({ language: 'en-US' }).where('id', '=', card.customerId).execute();
    const body = {
      ...plan(DATE),
      choices: [
        { bookingId: moved.bookingId, action: 'move' },
        { bookingId: cash.bookingId, action: 'refund' },
        { bookingId: card.bookingId, action: 'credit' },
      ],
      idempotencyKey: key(),
    };
    const [a, b] = await Promise.all([
      call('POST', '/api/staff/desk/blocks', desk.headers, body),
      call('POST', '/api/staff/desk/blocks', desk.headers, body),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    saved = a.json();
    expect(b.json()).toEqual(saved);
    expect(saved).toMatchObject({
      blocks: 1,
      moved: [{ bookingId: moved.bookingId, resourceId: club.courts[1] }],
      cancelled: [
        { bookingId: cash.bookingId, refunded: 20 },
        { bookingId: card.bookingId, refunded: 20 },
      ],
    });
    // One series and one block; the moved booking on the other court, the others cancelled with their sales.
    expect(await app.db.selectFrom('resource_block_series').select('id').execute()).toHaveLength(1);
    const blocks = await app.db.selectFrom('resource_blocks').selectAll().where('series_id', '=', saved.seriesId).execute();
    expect(blocks).toMatchObject([{ resource_id: club.courts[0], kind: 'rain', reason: 'Pista encharcada', starts_at: at(DATE, '17:00') }]);
    const main = await app.db
      .selectFrom('booking_blocks')
      .select('resource_id')
      .where('booking_id', '=', moved.bookingId)
      .executeTakeFirstOrThrow();
    expect(main.resource_id).toBe(club.courts[1]);
    const statuses = await app.db
      .selectFrom('bookings')
      .select(['id', 'status'])
      .where('id', 'in', [cash.bookingId, card.bookingId])
      .orderBy('id')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['cancelled', 'cancelled']);
    // The refunds sum to what was paid, once: the cash at the desk, the card's as club credit (a money voucher).
    const refunds = await app.db
      .selectFrom('booking_refunds')
      .select(['booking_id', 'amount', 'method'])
      .where('booking_id', 'in', [cash.bookingId, card.bookingId])
      .orderBy('booking_id')
      .execute();
    expect(refunds.map((r) => [r.booking_id, Number(r.amount), r.method])).toEqual([
      [cash.bookingId, 2000, 'club'],
      [card.bookingId, 2000, 'voucher'],
    ]);
    const voucher = await app.db.selectFrom('vouchers').select(['balance']).where('customer_id', '=', card.customerId).execute();
    expect(voucher.map((v) => Number(v.balance))).toEqual([2000]);
  });

  it('mails each player what happened, in their language, and records every write', async () => {
    const movedMail = await mailsOf(moved.customerId);
    expect(movedMail.map((m) => m.subject)).toEqual([expect.stringContaining('cambia de pista')]);
    expect(movedMail[0]!.body).toContain('por la lluvia (Pista encharcada)');
    const cashMail = await mailsOf(cash.customerId);
    expect(cashMail.map((m) => m.subject)).toEqual([expect.stringContaining('queda cancelada')]);
    expect(cashMail[0]!.body).toMatch(/El club te devolverá 20,00\s€/);
    // The card's player reads English: the cancel and the credit on their voucher.
    const cardMail = await mailsOf(card.customerId);
    expect(cardMail.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your booking on .+ is cancelled$/)]);
    expect(cardMail[0]!.body).toMatch(/€20\.00 goes back to your voucher/);
    const [created] = await audits('desk.block.create');
    expect(created).toMatchObject({ actor_kind: 'staff', actor_label: 'Dani Desk', entity_id: String(saved.seriesId) });
    expect(JSON.parse(created!.after_json as string)).toMatchObject({ kind: 'rain', blocks: 1, moved: [moved.bookingId] });
    expect((await audits('desk.booking.move')).map((a) => a.entity_id)).toContain(String(moved.bookingId));
    expect((await audits('desk.booking.cancel')).map((a) => a.entity_id).sort()).toEqual(
      [String(cash.bookingId), String(card.bookingId)].sort(),
    );
    expect((await audits('sale.refund')).map((a) => a.entity_id)).toEqual(
      expect.arrayContaining([String(cash.saleId), String(card.saleId)]),
    );
  });

  it('shows the block on the day grid and in the upcoming list, and lifts it (audited)', async () => {
    const day = (await call('GET', `/api/staff/desk/day?date=${DATE}`, desk.headers)).json();
    expect(day.entries.find((e: { kind: string }) => e.kind === 'block')).toMatchObject({ title: 'Pista encharcada', blockKind: 'rain' });
    const list = await call('GET', '/api/staff/desk/blocks', desk.headers);
    expect(list.statusCode, list.body).toBe(200);
    const mine = (list.json().blocks as StaffBlock[]).filter((b) => b.seriesId === saved.seriesId);
    expect(mine).toMatchObject([{ kind: 'rain', note: 'Pista encharcada', seriesLeft: 1, createdBy: 'Dani Desk' }]);
    const lift = await call('DELETE', `/api/staff/desk/blocks/${mine[0]!.id}?series=1`, desk.headers);
    expect(lift.statusCode, lift.body).toBe(200);
    expect(lift.json().lifted).toBe(1);
    expect(await audits('desk.block.lift')).toHaveLength(1);
    const again = await call('DELETE', `/api/staff/desk/blocks/${mine[0]!.id}`, desk.headers);
    expect(again.statusCode).toBe(404);
  });
});

describe('repeating blocks and refusals', () => {
  it('makes a weekly block on chosen weekdays until a day, and refuses more than 366 occurrences with a sentence', async () => {
    const weekly = plan('2026-07-01', {
      courts: 'all',
      repeat: { kind: 'weekly', weekdays: [1, 3], until: '2026-07-15' },
      kind: 'maintenance',
    });
    const preview = await call('POST', '/api/staff/desk/blocks/preview', desk.headers, weekly);
    expect(preview.statusCode, preview.body).toBe(200);
    expect((preview.json() as BlockPreview).occurrences.map((o) => o.date)).toEqual([
      '2026-07-01',
      '2026-07-06',
      '2026-07-08',
      '2026-07-13',
      '2026-07-15',
    ]);
    const saved = await call('POST', '/api/staff/desk/blocks', desk.headers, { ...weekly, choices: [], idempotencyKey: key() });
    expect(saved.statusCode, saved.body).toBe(200);
    const courts = (await call('GET', '/api/staff/desk/day?date=2026-07-06', desk.headers)).json().courts.length as number;
    expect(saved.json().blocks).toBe(5 * courts);
    const tooMany = await call(
      'POST',
      '/api/staff/desk/blocks/preview',
      { ...desk.headers, 'accept-language': 'en-US' },
      {
        ...weekly,
        repeat: { kind: 'weekly', weekdays: [1, 2, 3, 4, 5, 6, 7], until: '2027-07-15' },
      },
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errorMsg).toBe('A block may happen at most 366 times: choose an earlier last day or fewer weekdays');
    const backwards = await call(
      'POST',
      '/api/staff/desk/blocks/preview',
      { ...desk.headers, 'accept-language': 'en-US' },
      plan('2026-07-01', { from: '20:00', to: '18:00' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errorMsg).toBe('The block must end after it starts');
  });

  it('refuses a booking made between the preview and the save until it has a choice', async () => {
    const DATE = '2026-06-20';
    const preview = await call('POST', '/api/staff/desk/blocks/preview', desk.headers, plan(DATE));
    expect(preview.json().hits).toEqual([]);
    const late = await booking(DATE, '18:00', club.courts[0]!);
    const res = await call('POST', '/api/staff/desk/blocks', desk.headers, { ...plan(DATE), choices: [], idempotencyKey: key() });
    expect(res.statusCode, res.body).toBe(409);
    const ok = await call('POST', '/api/staff/desk/blocks', desk.headers, {
      ...plan(DATE),
      choices: [{ bookingId: late.bookingId, action: 'move', resourceId: club.courts[0] }],
      idempotencyKey: key(),
    });
    // Its own, blocked court is no place to move it to.
    expect(ok.statusCode, ok.body).toBe(409);
    expect(ok.json().errorMsg).toMatch(/^The booking of Player 18:00 S\d+ cannot move to .+ at 2026-06-20 18:00/);
  });

  it('answers 403 to a role without bookings.desk', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/staff/desk/blocks/preview', plan('2026-06-22')],
      ['POST', '/api/staff/desk/blocks', { ...plan('2026-06-22'), choices: [], idempotencyKey: key() }],
      ['DELETE', '/api/staff/desk/blocks/1', undefined],
      ['GET', '/api/staff/desk/blocks', undefined],
    ] as const) {
      const res = await call(method, url, coach.headers, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
