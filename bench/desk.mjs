/**
 * The front desk's day grid (issue 33 §1): 20 courts of a kind of their own, each booked the whole day (nine
 * 90-minute bookings back to back from 08:00, an owner and an open place each), on a day three weeks ahead.
 * Measures the API's answer (`GET /api/staff/desk/day`, the demo desk account's session) and the page ready in
 * Chromium (`/staff/desk?date=…` until the grid is drawn), each the median of a few tries, against 1.5 s.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export const deskBudgets = { courts: 20, apiMs: 1500, pageMs: 1500, tries: 5 };

const SLOTS = ['08:00', '09:30', '11:00', '12:30', '14:00', '15:30', '17:00', '18:30', '20:00'];
const ZONE = 'Europe/Madrid';
const desk = { email: 'recepcion@sierraverde.club', password: 'demo-staff-1234' };

/** A local 'HH:mm' of `date` in Madrid as an instant: offsets probed, good outside the two change nights. */
function madridInstant(date, time) {
  const guess = Date.parse(`${date}T${time}:00.000Z`);
  for (const offset of [60, 120]) {
    const ms = guess - offset * 60_000;
    const back = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(ms),
    );
    if (back === time) return new Date(ms).toISOString();
  }
  return null;
}

/** The courts and their day, straight into the server's SQLite file (WAL lets the running server read on). */
function seedDay(root, dataDir, date) {
  const require = createRequire(path.join(root, 'packages/server/package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(path.join(dataDir, 'clubportal.sqlite'));
  db.pragma('busy_timeout = 5000');
  const customer = db.prepare("select id from customers where email = 'socio@sierraverde.club'").get().id;
  const type = Number(
    db
      .prepare(
        `insert into booking_types (name, category, durations, preferred_duration, slot_step_minutes, max_participants, shared_payment_allowed, anticipation_minutes, cancel_window_minutes, refund_rule, hold_minutes, published, sort_order)
         values ('Desk bench padel', 'Bench', '[60,90]', 90, 30, 4, 0, 10080, 1440, 'original', 15, 1, 98)`,
      )
      .run().lastInsertRowid,
  );
  db.prepare(
    "insert into booking_type_resources (booking_type_id, resource_type, main, chosen_online, sort_order) values (?, 'desk_bench_court', 1, 1, 0)",
  ).run(type);
  db.prepare(
    "insert into booking_prices (booking_type_id, duration_minutes, weekday, from_time, to_time, customer_group_id, price) values (?, 90, null, '00:00', '24:00', null, 3600)",
  ).run(type);
  const resource = db.prepare(
    "insert into resources (name, resource_type, image, show_name_online, active, sort_order) values (?, 'desk_bench_court', '', 1, 1, ?)",
  );
  const hours = db.prepare("insert into opening_hours (resource_id, weekday, open_time, close_time) values (?, ?, '08:00', '22:00')");
  const booking = db.prepare(
    `insert into bookings (booking_type_id, owner_customer_id, starts_at, ends_at, duration_minutes, max_participants, payment_type, status, hold_expires_at, sale_id, price, currency, payment_deadline, token, origin, description, comments, created_at, confirmation_sent_at)
     values (?, ?, ?, ?, 90, 4, 1, 'active', null, null, 3600, 'EUR', ?, ?, 'desk', '', '', ?, ?)`,
  );
  const block = db.prepare(
    'insert into booking_blocks (booking_id, resource_id, starts_at, ends_at, active, hold_expires_at, sale_id, no_online) values (?, ?, ?, ?, 1, null, null, 0)',
  );
  const player = db.prepare(
    'insert into booking_participants (booking_id, customer_id, position, team, sale_id, price, place_id, created_at, state) values (?, ?, ?, -1, null, ?, null, ?, ?)',
  );
  let n = 0;
  db.transaction(() => {
    for (let i = 1; i <= deskBudgets.courts; i++) {
      const court = Number(resource.run(`Desk bench ${i}`, 200 + i).lastInsertRowid);
      for (let d = 1; d <= 7; d++) hours.run(court, d);
      for (const time of SLOTS) {
        const start = madridInstant(date, time);
        if (!start) continue;
        const end = new Date(Date.parse(start) + 90 * 60_000).toISOString();
        const id = Number(booking.run(type, customer, start, end, start, `deskbench${date}${court}${time}`, start, start).lastInsertRowid);
        block.run(id, court, start, end);
        player.run(id, customer, 0, 3600, start, 'accepted');
        player.run(id, null, 1, 0, start, null);
        n++;
      }
    }
  })();
  db.close();
  return n;
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** Runs the desk grid benchmark; `check(name, ok, detail)` records a budget, `info(line)` a figure. */
export async function deskBench({ root, base, dataDir, check, info, chromeFlags }) {
  const date = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const bookings = seedDay(root, dataDir, date);
  const login = await fetch(`${base}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(desk),
  });
  const cookie = String(login.headers.get('set-cookie') ?? '').split(';')[0];
  const api = [];
  let size = 0;
  for (let i = 0; i < deskBudgets.tries; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/staff/desk/day?date=${date}`, { headers: { cookie } });
    const body = await res.text();
    api.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`desk day answered ${res.status}: ${body.slice(0, 200)}`);
    size = body.length;
  }
  info(`desk day: ${deskBudgets.courts} bench courts, ${bookings} bookings that day, ${Math.round(size / 1024)} KB of JSON`);
  const apiMs = median(api);
  check(
    'GET /api/staff/desk/day (20 courts x one full day)',
    apiMs <= deskBudgets.apiMs,
    `median ${Math.round(apiMs)} ms of ${deskBudgets.tries} (max ${deskBudgets.apiMs} ms; slowest ${Math.round(Math.max(...api))} ms)`,
  );

  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromeFlags.split(' ') });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    // Once to load the console's code into the cache, as a desk's browser has it; then measured.
    await page.goto(`${base}/staff/desk?date=${date}`);
    await page.locator('.desk-grid[data-ready="true"]').waitFor();
    const times = [];
    for (let i = 0; i < deskBudgets.tries; i++) {
      const started = performance.now();
      await page.goto(`${base}/staff/desk?date=${date}`);
      await page
        .locator('.desk-grid[data-ready="true"] .desk-grid__entry')
        .nth(deskBudgets.courts * SLOTS.length - 1)
        .waitFor();
      times.push(performance.now() - started);
    }
    const pageMs = median(times);
    check(
      '/staff/desk ready, grid drawn (20 courts x one full day, 1280 px)',
      pageMs <= deskBudgets.pageMs,
      `median ${Math.round(pageMs)} ms of ${deskBudgets.tries} (max ${deskBudgets.pageMs} ms; slowest ${Math.round(Math.max(...times))} ms)`,
    );
  } finally {
    await browser.close();
  }
}
