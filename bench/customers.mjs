// Customer search (issue 33 §4): the staff's `GET /api/staff/customers?search=` over 50,000 customers, by name,
// email, phone, member number and nothing found, signed in as the demo front desk (see README.md).
import { createRequire } from 'node:module';
import path from 'node:path';

export const customersBudgets = {
  customers: 50_000,
  /** Each search answered within this at the 95th percentile (issue 33 §4). */
  maxP95Ms: 300,
  rounds: 20,
};

const FIRST = ['Lucía', 'Martín', 'Carmen', 'Javier', 'Elena', 'Pablo', 'Sofía', 'Diego', 'Marta', 'Hugo', 'Laura', 'Álvaro'];
const LAST = ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Díaz', 'Moreno', 'Navarro', 'Romero'];

/** Adds the bench customers straight into the server's SQLite file (WAL lets the running server read on). */
function seedCustomers(root, dataDir, count) {
  const require = createRequire(path.join(root, 'packages/server/package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(path.join(dataDir, 'clubportal.sqlite'));
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    `insert into customers (email, name, surname, phone, external_id, status, accept_conditions, created_at, updated_at)
     values (?, ?, ?, ?, ?, 0, 1, ?, ?)`,
  );
  const now = new Date('2026-01-01T00:00:00.000Z').toISOString();
  let firstId = 0;
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const name = FIRST[i % FIRST.length];
      const surname = `${LAST[(i * 7) % LAST.length]} ${LAST[(i * 5 + 3) % LAST.length]}`;
      const phone = `+34 6${String(10_000_000 + ((i * 7919) % 89_999_999)).padStart(8, '0')}`;
      const r = insert.run(`bench.customer.${i}@example.org`, name, `${surname} ${i}`, phone, `LEG-${i}`, now, now);
      if (i === 0) firstId = Number(r.lastInsertRowid);
    }
  })();
  db.close();
  return firstId;
}

const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
};

/** Runs the customer search benchmark; `check(name, ok, detail)` records a budget, `info(line)` a figure. */
export async function customersBench({ root, base, dataDir, check, info }) {
  const firstId = seedCustomers(root, dataDir, customersBudgets.customers);
  const login = await fetch(`${base}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'recepcion@sierraverde.club', password: 'demo-staff-1234' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (!login.ok || !cookie.startsWith('staff_session=')) throw new Error(`customers bench: the desk could not sign in (${login.status})`);
  const searches = [
    ['a common first name', 'lucía'],
    ['a surname, page 3', 'navarro', 3],
    ['a rare full name', `Martín ${LAST[7]}`],
    ['an exact person', `${LAST[(4321 * 7) % LAST.length]} ${LAST[(4321 * 5 + 3) % LAST.length]} 4321`],
    ['an email', 'bench.customer.31337@'],
    ['phone digits', '600 12'],
    ['a member number', `#${firstId + 25_000}`],
    ['a previous system id', 'LEG-49999'],
    ['nothing found', 'zzzz-nobody'],
    ['the whole list', ''],
    ['one letter', 'e'],
  ];
  const times = new Map(searches.map(([label]) => [label, []]));
  for (let round = -2; round < customersBudgets.rounds; round++) {
    for (const [label, search, page = 1] of searches) {
      const url = `${base}/api/staff/customers?search=${encodeURIComponent(search)}&page=${page}`;
      const start = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      const ms = performance.now() - start;
      if (res.status !== 200) throw new Error(`customers bench: ${url} answered ${res.status}`);
      if (round >= 0) times.get(label).push(ms);
    }
  }
  const all = [...times.values()].flat();
  for (const [label, values] of times) info(`customer search, ${label}: p95 ${p95(values).toFixed(1)} ms`);
  check(
    `GET /api/staff/customers?search= over ${customersBudgets.customers} customers`,
    p95(all) <= customersBudgets.maxP95Ms,
    `p95 ${p95(all).toFixed(1)} ms (max ${customersBudgets.maxP95Ms}), slowest ${Math.max(...all).toFixed(1)} ms, ${all.length} searches`,
  );
}
