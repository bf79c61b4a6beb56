// Booking load: availability (`POST /api/publicbookings/list`) and `loadprice` for a club with 20 courts, first
// with no history, then with 200,000 past bookings, each measured against a trivial JSON route of the same
// server in the same run (see README.md). The cost must not grow with history. The guest's grid is what the
// budget measures (cached per instance for 2 s at most); a member's uncached grid is reported beside it.
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';

export const bookingBudgets = {
  courts: 20,
  pastBookings: 200_000,
  connections: 50,
  durationSeconds: 8,
  /** Share of the reference route's req/s each call must reach. */
  minShareOfReference: 0.3,
  maxP99Ms: 50,
  /** With history, each call keeps at least this share of its req/s without history. */
  minShareOfNoHistory: 0.85,
  reference: '/api/health',
};

const ZONE_OFFSET_CHECK = 'Europe/Madrid';
const SLOTS = ['08:00', '09:30', '11:00', '12:30', '14:00', '15:30', '17:00', '18:30', '20:00'];
const DAY = 86_400_000;

/** The club's local yyyy-MM-dd of an instant (the bench only needs whole days, so Intl suffices here). */
const localDate = (ms) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE_OFFSET_CHECK, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));

/** A local 'HH:mm' of `date` in Madrid as an instant: offsets probed, good outside the two change nights. */
function madridInstant(date, time) {
  const guess = Date.parse(`${date}T${time}:00.000Z`);
  for (const offset of [60, 120]) {
    const ms = guess - offset * 60_000;
    const back = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE_OFFSET_CHECK, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ms));
    if (back === time) return new Date(ms).toISOString();
  }
  return null;
}

/** The bench club, straight into the server's SQLite file (WAL lets the running server read on). */
function openDb(root, dataDir) {
  const require = createRequire(path.join(root, 'packages/server/package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(path.join(dataDir, 'clubportal.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

function seedClub(db) {
  const customer = db.prepare("select id from customers where email = 'socio@sierraverde.club'").get().id;
  const type = Number(
    db
      .prepare(
        `insert into booking_types (name, category, durations, preferred_duration, slot_step_minutes, max_participants, shared_payment_allowed, anticipation_minutes, cancel_window_minutes, refund_rule, hold_minutes, published, sort_order)
         values ('Bench padel', 'Bench', '[60,90,120]', 90, 30, 4, 1, 10080, 1440, 'original', 15, 1, 99)`,
      )
      .run().lastInsertRowid,
  );
  db.prepare("insert into booking_type_resources (booking_type_id, resource_type, main, chosen_online, sort_order) values (?, 'bench_court', 1, 1, 0)").run(type);
  const price = db.prepare('insert into booking_prices (booking_type_id, duration_minutes, weekday, from_time, to_time, customer_group_id, price) values (?, ?, null, ?, ?, null, ?)');
  for (const [d, off, peak] of [[60, 1600, 2400], [90, 2400, 3600], [120, 3200, 4800]]) {
    price.run(type, d, '00:00', '17:00', off);
    price.run(type, d, '17:00', '24:00', peak);
  }
  const courts = [];
  const resource = db.prepare("insert into resources (name, resource_type, image, show_name_online, active, sort_order) values (?, 'bench_court', '', 1, 1, ?)");
  const hours = db.prepare("insert into opening_hours (resource_id, weekday, open_time, close_time) values (?, ?, '08:00', '23:00')");
  db.transaction(() => {
    for (let i = 1; i <= bookingBudgets.courts; i++) {
      const id = Number(resource.run(`Bench court ${i}`, 100 + i).lastInsertRowid);
      for (let d = 1; d <= 7; d++) hours.run(id, d);
      courts.push(id);
    }
  })();
  return { type, courts, customer };
}

/** Desk bookings (no sale: settled at the desk), with their block and owner, as the engine stores them. */
function insertBookings(db, { type, courts, customer }, days, perCourtPerDay) {
  const booking = db.prepare(
    `insert into bookings (booking_type_id, owner_customer_id, starts_at, ends_at, duration_minutes, max_participants, payment_type, status, hold_expires_at, sale_id, price, currency, payment_deadline, token, origin, description, comments, created_at, confirmation_sent_at)
     values (?, ?, ?, ?, 90, 4, 1, 'active', null, null, 3600, 'EUR', ?, ?, 'desk', '', '', ?, ?)`,
  );
  const block = db.prepare("insert into booking_blocks (booking_id, resource_id, starts_at, ends_at, active, hold_expires_at, sale_id, no_online) values (?, ?, ?, ?, 1, null, null, 0)");
  const player = db.prepare('insert into booking_participants (booking_id, customer_id, position, team, sale_id, price, place_id, created_at) values (?, ?, ?, -1, null, ?, null, ?)');
  let n = 0;
  db.transaction(() => {
    for (const date of days) {
      for (const [c, court] of courts.entries()) {
        for (let k = 0; k < perCourtPerDay; k++) {
          const start = madridInstant(date, SLOTS[(k + c) % SLOTS.length]);
          if (!start) continue;
          const end = new Date(Date.parse(start) + 90 * 60_000).toISOString();
          const id = Number(booking.run(type, customer, start, end, start, `bench${date}${court}${k}`, start, start).lastInsertRowid);
          block.run(id, court, start, end);
          player.run(id, customer, 0, 3600, start);
          player.run(id, null, 1, 0, start);
          n++;
        }
      }
    }
  })();
  return n;
}

function load(base, requests) {
  return autocannon({ url: base, requests, connections: bookingBudgets.connections, duration: bookingBudgets.durationSeconds });
}

/** Runs the booking benchmarks; `check(name, ok, detail)` records a budget, `info(line)` a figure. */
export async function bookingsBench({ root, base, dataDir, check, info }) {
  const db = openDb(root, dataDir);
  const club = seedClub(db);
  const now = Date.now();
  const nextDays = Array.from({ length: 7 }, (_, i) => localDate(now + (i + 1) * DAY));
  // The coming week already has bookings in both runs (4 per court and day): only the past differs.
  insertBookings(db, club, nextDays, 4);

  const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  let l = 0;
  const listRequests = [{ ...json({}), setupRequest: (req) => ({ ...req, path: '/api/publicbookings/list', body: JSON.stringify({ date: nextDays[l++ % nextDays.length], bookingTypeId: club.type, customerId: null }) }) }];
  const priceBodies = [];
  for (const date of nextDays) for (const time of ['10:00', '18:30']) for (const duration of [60, 90, 120]) priceBodies.push({ startDate: madridInstant(date, time), bookingTypeId: club.type, duration, customerId: -1, resourceId: club.courts[priceBodies.length % club.courts.length] });
  let p = 0;
  const priceRequests = [{ ...json({}), setupRequest: (req) => ({ ...req, path: '/api/publicbookings/loadprice', body: JSON.stringify(priceBodies[p++ % priceBodies.length]) }) }];

  // The customer's grid (own prices) is never cached: its figure shows the database path itself.
  const login = await fetch(`${base}/api/publiccustomers/cauth`, json({ email: 'socio@sierraverde.club', password: 'demo1234' }));
  const { model: member } = await login.json();
  let m = 0;
  const memberRequests = [{ ...json({}), headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` }, setupRequest: (req) => ({ ...req, path: '/api/publicbookings/list', body: JSON.stringify({ date: nextDays[m++ % nextDays.length], bookingTypeId: club.type, customerId: member.id }) }) }];

  const sample = await fetch(`${base}/api/publicbookings/list`, json({ date: nextDays[0], bookingTypeId: club.type, customerId: null }));
  const sampleBody = await sample.text();
  const slots = JSON.parse(sampleBody).model.list.reduce((s, r) => s + r.timeTable.length, 0);
  info(`bookings list answer: ${bookingBudgets.courts} courts, ${slots} free starts, ${Math.round(sampleBody.length / 1024)} KB of JSON`);

  // Warm up (JIT, SQLite page cache) so the reference and the calls are measured alike.
  await autocannon({ url: base + bookingBudgets.reference, connections: 10, duration: 2 });
  await autocannon({ url: base, requests: listRequests, connections: 10, duration: 2 });

  const measure = async (label) => {
    const reference = await autocannon({ url: base + bookingBudgets.reference, connections: bookingBudgets.connections, duration: bookingBudgets.durationSeconds });
    const refRps = reference.requests.average;
    info(`bookings (${label}) reference GET ${bookingBudgets.reference}: ${Math.round(refRps)} req/s, p99 ${reference.latency.p99} ms`);
    const out = {};
    for (const [name, requests] of [['list', listRequests], ['loadprice', priceRequests]]) {
      const r = await load(base, requests);
      out[name] = { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, refRps };
    }
    const uncached = await load(base, memberRequests);
    info(`POST /api/publicbookings/list as a member (${label}, uncached, own prices): ${Math.round(uncached.requests.average)} req/s (${Math.round((uncached.requests.average / refRps) * 100)} % of reference), p99 ${uncached.latency.p99} ms, non-2xx ${uncached.non2xx}`);
    return out;
  };
  const report = (label, name, r) => {
    const minRps = Math.round(r.refRps * bookingBudgets.minShareOfReference);
    check(
      `POST /api/publicbookings/${name} (${label})`,
      r.rps >= minRps && r.p99 <= bookingBudgets.maxP99Ms && r.non2xx === 0 && r.errors === 0,
      `${Math.round(r.rps)} req/s (min ${minRps} = ${bookingBudgets.minShareOfReference * 100} % of reference), p99 ${r.p99} ms (max ${bookingBudgets.maxP99Ms}), non-2xx ${r.non2xx}, errors ${r.errors}`,
    );
  };

  const fresh = await measure('no history');
  for (const [name, r] of Object.entries(fresh)) report('no history', name, r);

  const pastDays = [];
  const perDay = SLOTS.length;
  const days = Math.ceil(bookingBudgets.pastBookings / (bookingBudgets.courts * perDay));
  for (let i = 1; i <= days; i++) pastDays.push(localDate(now - i * DAY));
  const started = Date.now();
  const inserted = insertBookings(db, club, pastDays, perDay);
  db.close();
  info(`bookings history: ${inserted} past bookings over ${days} days inserted in ${Math.round((Date.now() - started) / 1000)} s`);

  const old = await measure(`${Math.round(inserted / 1000)}k past bookings`);
  for (const [name, r] of Object.entries(old)) {
    report(`${Math.round(inserted / 1000)}k past bookings`, name, r);
    // Compared as shares of the reference measured alongside, so a busier machine in one run does not count as history.
    const share = r.rps / r.refRps / (fresh[name].rps / fresh[name].refRps);
    check(
      `POST /api/publicbookings/${name}: history costs nothing`,
      share >= bookingBudgets.minShareOfNoHistory,
      `${Math.round(share * 100)} % of its no-history figure relative to the reference (min ${bookingBudgets.minShareOfNoHistory * 100} %)`,
    );
  }
}
