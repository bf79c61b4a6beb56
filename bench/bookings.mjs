// Booking load: availability (`POST /api/publicbookings/list`) and `loadprice` for a club with 20 courts, first
// with no history, then with 200,000 past bookings, each measured against a trivial JSON route of the same
// server in the same run (see README.md). The cost must not grow with history. The guest's grid and a member's
// (own prices) are both budgeted: grids are cached per instance for 2 s at most, per price group set.
// Then contention: 200 concurrent prebooks of one slot on SQLite (one server process) and on PostgreSQL (two).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
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

export const contentionBudgets = {
  /** Customers prebooking the same slot at once, each with a session of their own. */
  customers: 200,
  /** How many of them may get it. */
  winners: 1,
  /** Server processes sharing the PostgreSQL database (SQLite: one process is the deployment). */
  postgresProcesses: 2,
  /** Where PostgreSQL is looked for (DATABASE_URL first); the phase is skipped when it does not answer. */
  postgresUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  slotTaken: 'Sorry, this slot has just been booked. Please choose another one',
};

const ZONE_OFFSET_CHECK = 'Europe/Madrid';
const SLOTS = ['08:00', '09:30', '11:00', '12:30', '14:00', '15:30', '17:00', '18:30', '20:00'];
const DAY = 86_400_000;

/** The club's local yyyy-MM-dd of an instant (the bench only needs whole days, so Intl suffices here). */
const localDate = (ms) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE_OFFSET_CHECK, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));

/**
 * The calendar day `days` after (or before) a yyyy-MM-dd. Days are counted on the calendar, not as 24 hours
 * from now: late in the evening, 24-hour steps across a summer-time change gave the same local day twice.
 */
const addDays = (date, days) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** A local 'HH:mm' of `date` in Madrid as an instant: offsets probed, good outside the two change nights. */
function madridInstant(date, time) {
  const guess = Date.parse(`${date}T${time}:00.000Z`);
  for (const offset of [60, 120]) {
    const ms = guess - offset * 60_000;
    const back = new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE_OFFSET_CHECK,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(ms));
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
  db.prepare(
    "insert into booking_type_resources (booking_type_id, resource_type, main, chosen_online, sort_order) values (?, 'bench_court', 1, 1, 0)",
  ).run(type);
  const price = db.prepare(
    'insert into booking_prices (booking_type_id, duration_minutes, weekday, from_time, to_time, customer_group_id, price) values (?, ?, null, ?, ?, null, ?)',
  );
  for (const [d, off, peak] of [
    [60, 1600, 2400],
    [90, 2400, 3600],
    [120, 3200, 4800],
  ]) {
    price.run(type, d, '00:00', '17:00', off);
    price.run(type, d, '17:00', '24:00', peak);
  }
  const courts = [];
  const resource = db.prepare(
    "insert into resources (name, resource_type, image, show_name_online, active, sort_order) values (?, 'bench_court', '', 1, 1, ?)",
  );
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
  const block = db.prepare(
    'insert into booking_blocks (booking_id, resource_id, starts_at, ends_at, active, hold_expires_at, sale_id, no_online) values (?, ?, ?, ?, 1, null, null, 0)',
  );
  const player = db.prepare(
    'insert into booking_participants (booking_id, customer_id, position, team, sale_id, price, place_id, created_at) values (?, ?, ?, -1, null, ?, null, ?)',
  );
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
  const today = localDate(now);
  const nextDays = Array.from({ length: 7 }, (_, i) => addDays(today, i + 1));
  // The coming week already has bookings in both runs (4 per court and day): only the past differs.
  insertBookings(db, club, nextDays, 4);

  const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  let l = 0;
  const listRequests = [
    {
      ...json({}),
      setupRequest: (req) => ({
        ...req,
        path: '/api/publicbookings/list',
        body: JSON.stringify({ date: nextDays[l++ % nextDays.length], bookingTypeId: club.type, customerId: null }),
      }),
    },
  ];
  const priceBodies = [];
  for (const date of nextDays)
    for (const time of ['10:00', '18:30'])
      for (const duration of [60, 90, 120])
        priceBodies.push({
          startDate: madridInstant(date, time),
          bookingTypeId: club.type,
          duration,
          customerId: -1,
          resourceId: club.courts[priceBodies.length % club.courts.length],
        });
  let p = 0;
  const priceRequests = [
    {
      ...json({}),
      setupRequest: (req) => ({
        ...req,
        path: '/api/publicbookings/loadprice',
        body: JSON.stringify(priceBodies[p++ % priceBodies.length]),
      }),
    },
  ];

  // A member's grid (own prices): the session is checked on every call, the grid shared with their group's.
  const login = await fetch(`${base}/api/publiccustomers/cauth`, json({ email: 'socio@sierraverde.club', password: 'demo1234' }));
  const { model: member } = await login.json();
  let m = 0;
  const memberRequests = [
    {
      ...json({}),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      setupRequest: (req) => ({
        ...req,
        path: '/api/publicbookings/list',
        body: JSON.stringify({ date: nextDays[m++ % nextDays.length], bookingTypeId: club.type, customerId: member.id }),
      }),
    },
  ];

  const sample = await fetch(`${base}/api/publicbookings/list`, json({ date: nextDays[0], bookingTypeId: club.type, customerId: null }));
  const sampleBody = await sample.text();
  const slots = JSON.parse(sampleBody).model.list.reduce((s, r) => s + r.timeTable.length, 0);
  info(`bookings list answer: ${bookingBudgets.courts} courts, ${slots} free starts, ${Math.round(sampleBody.length / 1024)} KB of JSON`);

  // Warm up (JIT, SQLite page cache) so the reference and the calls are measured alike.
  await autocannon({ url: base + bookingBudgets.reference, connections: 10, duration: 2 });
  await autocannon({ url: base, requests: listRequests, connections: 10, duration: 2 });

  const measure = async (label) => {
    const reference = await autocannon({
      url: base + bookingBudgets.reference,
      connections: bookingBudgets.connections,
      duration: bookingBudgets.durationSeconds,
    });
    const refRps = reference.requests.average;
    info(`bookings (${label}) reference GET ${bookingBudgets.reference}: ${Math.round(refRps)} req/s, p99 ${reference.latency.p99} ms`);
    const out = {};
    for (const [name, requests] of [
      ['list', listRequests],
      ['loadprice', priceRequests],
      ['list as a member', memberRequests],
    ]) {
      const r = await load(base, requests);
      out[name] = { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, refRps };
    }
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
  for (let i = 1; i <= days; i++) pastDays.push(addDays(today, -i));
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

  await contention({ root, check, info });
}

/** dist/main.js in a process of its own, on a port the system picks; resolves once its health route answers. */
async function startServer(root, env) {
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    env: { ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  const tail = [];
  try {
    // The listening line says which port the system picked; the log is read to the end so the pipe never fills.
    let timer;
    const url = await new Promise((resolve, reject) => {
      const read = (line) => {
        tail.push(line);
        if (tail.length > 30) tail.shift();
        const m = /Server listening at (http:\/\/[\d.]+:\d+)/.exec(line);
        if (m) resolve(m[1]);
      };
      createInterface({ input: child.stdout }).on('line', read);
      createInterface({ input: child.stderr }).on('line', read);
      child.once('exit', (code, signal) => reject(new Error(`server exited (${signal ?? code}) before listening`)));
      timer = setTimeout(() => reject(new Error('server did not listen within 60 s')), 60_000);
    }).finally(() => clearTimeout(timer));
    const healthy = () =>
      fetch(`${url}/api/health`).then(
        async (r) => (await r.arrayBuffer(), r.ok),
        () => false,
      );
    for (let i = 0; !(await healthy()); i++) {
      if (i === 200) throw new Error('server not healthy after 200 tries');
      await delay(50);
    }
    return { url, stop };
  } catch (err) {
    await stop();
    throw new Error(`${err.message}:\n${tail.join('\n')}`);
  }
}

/** A client on the PostgreSQL of `contentionBudgets.postgresUrl`, or null when nothing answers there. */
async function postgresAdmin(root) {
  const require = createRequire(path.join(root, 'packages/server/package.json'));
  const pg = require('pg');
  const client = new pg.Client({ connectionString: contentionBudgets.postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return client;
  } catch {
    return null;
  }
}

/**
 * No double booking: the contention runs on SQLite with one server process and, when PostgreSQL answers, on a
 * database of its own with two server processes taking the requests in turn. The bench's own server is not used:
 * each run prepares its database first (the servers keep the booking catalogue a few seconds once read).
 */
async function contention({ root, check, info }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-contention-'));
  const base = { ...process.env, JWT_SECRET: randomBytes(32).toString('hex') };
  // A run that cannot even start is a failed check, not the end of the bench (the figures so far are printed).
  const run = (label, env, processes) =>
    contentionRun({ root, label, env, processes, check }).catch((err) =>
      check(`contention (${label})`, false, `could not run: ${err.message}`),
    );
  try {
    await run('SQLite, 1 process', { ...base, DATA_DIR: path.join(dataDir, 'sqlite'), DATABASE_URL: '' }, 1);
    const admin = await postgresAdmin(root);
    if (!admin) {
      info(`contention on PostgreSQL skipped: nothing answers at ${contentionBudgets.postgresUrl}`);
      return;
    }
    const name = `clubportal_bench_${randomBytes(6).toString('hex')}`;
    const url = new URL(contentionBudgets.postgresUrl);
    url.pathname = `/${name}`;
    try {
      await admin.query(`create database ${name}`);
      const env = { ...base, DATA_DIR: path.join(dataDir, 'postgres'), DATABASE_URL: url.toString() };
      await run(`PostgreSQL, ${contentionBudgets.postgresProcesses} processes`, env, contentionBudgets.postgresProcesses);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function contentionRun({ root, label, env, processes, check }) {
  const built = (file) => import(pathToFileURL(path.join(root, 'packages', file)).href);
  const [
    { loadConfig },
    { buildApp },
    { migrateToLatest },
    { isEmpty, seedDemoClub },
    { getMainSettings },
    { createResource, createBookingType },
    { issueSession },
    clubTime,
    { CustomerStatus },
  ] = await Promise.all([
    built('server/dist/config.js'),
    built('server/dist/app.js'),
    built('server/dist/db/migrate.js'),
    built('server/dist/db/seed/seed.js'),
    built('server/dist/modules/settings/settings.service.js'),
    built('server/dist/modules/bookings/setup/booking-setup.service.js'),
    built('server/dist/lib/session-token.js'),
    built('contract/dist/club-time.js'),
    built('contract/dist/enums.js'),
  ]);
  const config = loadConfig(env);
  // The bench's handle on the database: prepares it and reads the outcome; it serves no request.
  const app = await buildApp(config, { logger: false });
  const servers = [];
  try {
    await migrateToLatest(app.db);
    if (await isEmpty(app.db)) await seedDemoClub(app.db, { storage: app.storage, clock: app.clock, publicUrl: config.publicUrl });
    const hours = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [d, [{ open: '08:00', close: '22:00' }]]));
    const court = await createResource(app.db, { name: 'Contention court', resourceType: 'contention_court', sortOrder: 200 }, hours);
    const type = await createBookingType(app.db, {
      name: 'Contention padel',
      category: 'Bench',
      durations: [60],
      maxParticipants: 4,
      anticipationMinutes: 7 * 24 * 60,
      holdMinutes: 15,
      mainResourceType: 'contention_court',
      prices: [{ durationMinutes: 60, from: '00:00', to: '24:00', price: 2000 }],
    });
    const now = new Date().toISOString();
    const rows = Array.from({ length: contentionBudgets.customers }, (_, i) => ({
      email: `rush${i}@contention.bench`,
      password_hash: null,
      name: `Rush${i}`,
      surname: 'Bench',
      status: CustomerStatus.Active,
      accept_conditions: 1,
      created_at: now,
      updated_at: now,
    }));
    const ids = (await app.db.insertInto('customers').values(rows).returning('id').execute()).map((r) => r.id);
    // Tomorrow at 16:00 in the club's zone: the servers run on the real clock.
    const { timeZone } = await getMainSettings(app.db);
    const slot = clubTime.localToInstant(
      { date: clubTime.instantToLocal(new Date(Date.now() + DAY).toISOString(), timeZone).date, time: '16:00' },
      timeZone,
    ).instant;
    const bodies = await Promise.all(
      ids.map(async (customerId) => {
        const { token } = await issueSession(config.jwtSecret, { customerId }, new Date());
        const booking = {
          customerId,
          bookingTypeId: type.id,
          duration: 60,
          paymentType: 'Full',
          origin: 'web',
          isValidated: false,
          sendCommunications: false,
        };
        const body = {
          booking,
          blocks: [{ resourceId: court, startDate: slot, duration: 60, noOnline: false }],
          customerIsParticipant: true,
          isMultiple: false,
          players: [],
        };
        return { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) };
      }),
    );

    const started = await Promise.allSettled(Array.from({ length: processes }, () => startServer(root, env)));
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;

    const t0 = performance.now();
    const answers = await Promise.all(
      bodies.map(async (r, i) => {
        const res = await fetch(`${servers[i % servers.length].url}/api/publicbookings/prebook`, { method: 'POST', ...r });
        return { status: res.status, body: await res.json() };
      }),
    );
    const ms = Math.round(performance.now() - t0);
    const winners = answers.filter((a) => a.status === 200).length;
    const clear = answers.filter((a) => a.status === 409 && a.body.ok === false && a.body.errorMsg === contentionBudgets.slotTaken).length;
    const other = answers.filter((a) => a.status !== 200 && !(a.status === 409 && a.body.errorMsg === contentionBudgets.slotTaken));
    const active = await app.db
      .selectFrom('booking_blocks')
      .select('id')
      .where('resource_id', '=', court)
      .where('active', '=', 1)
      .execute();
    const losers = contentionBudgets.customers - contentionBudgets.winners;
    check(
      `contention (${label}): ${contentionBudgets.customers} concurrent prebooks of one slot`,
      winners === contentionBudgets.winners && clear === losers && active.length === 1,
      `${winners} succeeded (budget exactly ${contentionBudgets.winners}), ${clear} of ${losers} got 409 "${contentionBudgets.slotTaken}"` +
        `${
          other.length
            ? `, others: ${other
                .slice(0, 3)
                .map((a) => `${a.status} ${JSON.stringify(a.body)}`)
                .join('; ')}`
            : ''
        }; ${active.length} active booking of the slot; all answered in ${ms} ms`,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await app.close();
  }
}
