// `npm run bench`: API load on the settings calls and the web bundle budget. Loopback only, bounded in time.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { shopBench } from './shop.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3199);
const base = `http://127.0.0.1:${port}`;

/** Targets: requests per second at p99 latency limits on this 2-core machine. */
const budgets = {
  api: [
    { path: '/api/czconfigs/main-settings', minRps: 1500, maxP99Ms: 50 },
    { path: '/api/czconfigs/template', minRps: 1500, maxP99Ms: 50 },
    { path: '/api/health', minRps: 3000, maxP99Ms: 30 },
  ],
  /** Gzipped size of the JavaScript loaded by the first page (entry chunk). */
  entryJsGzipKb: 170,
  /** Lighthouse (mobile emulation: slow 4G, 4x CPU slowdown) on the home page. */
  lighthouse: { performance: 0.6, accessibility: 0.95, 'best-practices': 0.9 },
};

// Lighthouse 12 runs on Node 20 (13 needs 22); fetched by npx so it stays out of the lockfile (see DESIGN.md).
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

function lighthouse() {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'lh-')), 'report.json');
  const res = spawnSync('npx', ['-y', LIGHTHOUSE, `${base}/`, '--quiet', `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance,accessibility,best-practices', '--output=json', `--output-path=${out}`], {
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 240_000,
  });
  if (res.status !== 0) {
    check('lighthouse', false, `could not run (exit ${res.status})`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  for (const [category, min] of Object.entries(budgets.lighthouse)) {
    const score = report.categories[category].score;
    check(`lighthouse ${category}`, score >= min, `${score} (min ${min})`);
  }
  const audit = (id) => report.audits[id].displayValue;
  results.push(`INFO lighthouse FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`);
}

const results = [];
let failed = false;
const check = (name, ok, detail) => {
  results.push(`${ok ? 'PASS' : 'FAIL'} ${name}: ${detail}`);
  if (!ok) failed = true;
};

function bundleBudget() {
  const dist = path.join(root, 'packages/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]);
  const files = [...new Set([...entries, ...preloads])];
  const kb = files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f))).length, 0) / 1024;
  check('entry JS (gzip)', kb <= budgets.entryJsGzipKb, `${kb.toFixed(1)} KB of ${budgets.entryJsGzipKb} KB (${files.length} files)`);
  const all = readdirSync(path.join(dist, 'assets')).reduce((s, f) => s + statSync(path.join(dist, 'assets', f)).size, 0) / 1024;
  results.push(`INFO all assets (raw): ${all.toFixed(0)} KB`);
}

async function waitForHealth() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

bundleBudget();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
try {
  await waitForHealth();
  for (const t of budgets.api) {
    const r = await autocannon({ url: base + t.path, connections: 20, duration: 8 });
    check(`GET ${t.path}`, r.requests.average >= t.minRps && r.latency.p99 <= t.maxP99Ms && r.non2xx === 0,
      `${Math.round(r.requests.average)} req/s (min ${t.minRps}), p99 ${r.latency.p99} ms (max ${t.maxP99Ms}), non-2xx ${r.non2xx}`);
  }
  await shopBench({ root, base, dataDir, check, info: (line) => results.push(`INFO ${line}`) });
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) lighthouse();
} finally {
  server.kill('SIGTERM');
}
console.log(`\n${results.join('\n')}`);
process.exit(failed ? 1 : 0);
