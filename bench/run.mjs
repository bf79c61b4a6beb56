// `npm run bench`: API load on the settings calls and the web bundle budget. Loopback only, bounded in time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

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
};

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
const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')), DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
try {
  await waitForHealth();
  for (const t of budgets.api) {
    const r = await autocannon({ url: base + t.path, connections: 20, duration: 8 });
    check(`GET ${t.path}`, r.requests.average >= t.minRps && r.latency.p99 <= t.maxP99Ms && r.non2xx === 0,
      `${Math.round(r.requests.average)} req/s (min ${t.minRps}), p99 ${r.latency.p99} ms (max ${t.maxP99Ms}), non-2xx ${r.non2xx}`);
  }
} finally {
  server.kill('SIGTERM');
}
console.log(`\n${results.join('\n')}`);
process.exit(failed ? 1 : 0);
