// Shop load: the shop list (search + sort + page) and the product page over 5,000 products, and the settings
// calls, each measured against a trivial JSON route of the same server in the same run (see README.md).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

export const shopBudgets = {
  products: 5000,
  connections: 50,
  durationSeconds: 8,
  /** Share of the reference route's req/s each call must reach. */
  minShareOfReference: 0.3,
  maxP99Ms: 50,
  reference: '/api/health',
};

const TERMS = ['pala', 'camiseta', 'zapatillas', 'pelotas', 'botella', 'grip'];

/** Adds the bench products straight into the server's SQLite file (WAL lets the running server read on). */
async function seedProducts(root, dataDir, count) {
  const require = createRequire(path.join(root, 'packages/server/package.json'));
  const Database = require('better-sqlite3');
  const shop = await import(pathToFileURL(path.join(root, 'packages/contract/dist/shop.js')).href);
  const money = await import(pathToFileURL(path.join(root, 'packages/contract/dist/money.js')).href);
  const db = new Database(path.join(dataDir, 'clubportal.sqlite'));
  db.pragma('busy_timeout = 5000');
  const types = db
    .prepare('select id from product_types order by id')
    .all()
    .map((r) => r.id);
  const insert = db.prepare(
    `insert into products (product_type_id, category, name, description, detail, logo, price_basis, price, net_price, gross_price, tax_percent, currency,
       popular, trending, transport_required, track_stock, stock, published, search_text, created_at, updated_at)
     values (?, 'article', ?, ?, ?, 'product-racket-green.svg', 'gross', ?, ?, ?, 21, 'EUR', 0, 0, 0, ?, ?, 1, ?, ?, ?)`,
  );
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  const ids = [];
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const term = TERMS[i % TERMS.length];
      const name = `Bench ${term} modelo ${i}`;
      const description = `Producto de prueba ${i} de la familia ${term}, para medir la tienda.`;
      const gross = 500 + ((i * 7919) % 30000);
      const { net } = shop.productPriceFigures(money.money(gross, 'EUR'), 'gross');
      const created = new Date(start + i * 60_000).toISOString();
      const r = insert.run(
        types[i % types.length],
        name,
        description,
        `<p>${description}</p>`,
        gross,
        net.amount,
        gross,
        i % 3 === 0 ? 1 : 0,
        i % 5,
        shop.normalizeSearchText(`${name} ${description}`),
        created,
        created,
      );
      ids.push(Number(r.lastInsertRowid));
    }
  })();
  db.close();
  return ids;
}

function load(base, { requests, url }) {
  return autocannon({
    url: url ? base + url : base,
    requests,
    connections: shopBudgets.connections,
    duration: shopBudgets.durationSeconds,
  });
}

/** Runs the shop benchmarks; `check(name, ok, detail)` records a budget, `info(line)` a figure. */
export async function shopBench({ root, base, dataDir, check, info }) {
  const ids = await seedProducts(root, dataDir, shopBudgets.products);
  // 72 distinct list requests (6 searches x 3 sorts x 4 pages), visited in turn by every connection.
  const listPaths = [];
  for (const search of TERMS)
    for (const sort of [1, 2, 3])
      for (const page of [0, 1, 2, 3]) {
        listPaths.push(
          `/api/shop/list?startRow=${30 * page}&endRow=${30 * page + 30}&gridStatus=${encodeURIComponent(JSON.stringify({ sort, search }))}`,
        );
      }
  let l = 0;
  const listRequests = [{ method: 'GET', setupRequest: (req) => ({ ...req, path: listPaths[l++ % listPaths.length] }) }];
  let n = 0;
  const productRequests = [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/shop/get/${ids[(n++ * 7919) % ids.length]}` }) }];

  // Warm up (JIT, SQLite page cache) so the reference and the calls are measured alike.
  await autocannon({ url: base + shopBudgets.reference, connections: 10, duration: 2 });
  await autocannon({ url: base, requests: listRequests, connections: 10, duration: 2 });

  const reference = await load(base, { url: shopBudgets.reference });
  const refRps = reference.requests.average;
  info(
    `shop reference GET ${shopBudgets.reference} at ${shopBudgets.connections} connections: ${Math.round(refRps)} req/s, p99 ${reference.latency.p99} ms`,
  );
  const minRps = Math.round(refRps * shopBudgets.minShareOfReference);
  const runs = [
    ['GET /api/shop/list (search + sort + page, 5,000 products)', { requests: listRequests }],
    ['GET /api/shop/get/{id} (product page)', { requests: productRequests }],
    ['GET /api/czconfigs/main-settings (50 connections)', { url: '/api/czconfigs/main-settings' }],
    ['GET /api/czconfigs/template (50 connections)', { url: '/api/czconfigs/template' }],
  ];
  // The demo member's list (her own prices): the session checked on every call, the answer cached per pricing key.
  const login = await fetch(`${base}/api/publiccustomers/cauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'socio@sierraverde.club', password: 'demo1234' }),
  });
  const { model } = await login.json();
  let c = 0;
  const customerRequests = [
    {
      method: 'GET',
      headers: { authorization: `Bearer ${model.token}` },
      setupRequest: (req) => ({
        ...req,
        path: listPaths[c++ % listPaths.length].replace('/api/shop/list?', `/api/shop/list-by-customer?customerId=${model.id}&`),
      }),
    },
  ];
  runs.splice(1, 0, ['GET /api/shop/list-by-customer (a member, her own prices, the same 72 requests)', { requests: customerRequests }]);
  for (const [name, opts] of runs) {
    const r = await load(base, opts);
    const rps = r.requests.average;
    check(
      name,
      rps >= minRps && r.latency.p99 <= shopBudgets.maxP99Ms && r.non2xx === 0 && r.errors === 0,
      `${Math.round(rps)} req/s (min ${minRps} = ${shopBudgets.minShareOfReference * 100} % of reference), p99 ${r.latency.p99} ms (max ${shopBudgets.maxP99Ms}), non-2xx ${r.non2xx}, errors ${r.errors}`,
    );
  }
}
