// `npm test`: every suite. Unit and web tests, the API integration suite on SQLite and, when DATABASE_URL
// points at PostgreSQL, again on PostgreSQL, the reliability suite (on PostgreSQL when DATABASE_URL is set),
// then the browser journeys; with NODE24_HOME (CI: scripts/node24-setup.mjs), the integration suite again on
// Node 24 LTS (both dialects). Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = mkdtempSync(path.join(tmpdir(), 'clubportal-test-results-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function vitest(label, projects, env, config = [], node = undefined) {
  const file = path.join(out, `${label}.json`);
  const args = [
    ...(node ? [node, path.join(root, 'node_modules', 'vitest', 'vitest.mjs')] : ['npx', 'vitest']),
    'run',
    ...config,
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  console.log(`\n=== ${label} ===`);
  const [cmd, ...rest] = args;
  const res = spawnSync(cmd, rest, { cwd: root, stdio: 'inherit', env });
  count(label, res.status, file, (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  }));
}

function count(label, status, file, read) {
  const r = existsSync(file) ? read(JSON.parse(readFileSync(file, 'utf8'))) : { passed: 0, failed: 0, skipped: 0 };
  totals.passed += r.passed;
  totals.failed += r.failed;
  totals.skipped += r.skipped;
  if (status !== 0) failures.push(r.failed ? `${label}: ${r.failed} failed` : `${label}: exited with ${status}`);
}

const { DATABASE_URL, ...envWithoutDb } = process.env;
vitest('unit', ['unit', 'web'], envWithoutDb);
vitest('integration-sqlite', ['integration'], envWithoutDb);
if (DATABASE_URL) vitest('integration-postgres', ['integration'], { ...process.env });
else console.log('\n(DATABASE_URL not set: integration suite ran on SQLite only)');
// The money rules probed from outside (reliability/): fuzz, kill -9, the replays of issue 19.
vitest('reliability', [], { ...process.env }, ['-c', 'reliability/vitest.config.ts']);

console.log('\n=== e2e ===');
const e2eFile = path.join(out, 'e2e.json');
const e2e = spawnSync('npm', ['run', 'test:e2e'], {
  cwd: root,
  stdio: 'inherit',
  // The e2e servers run on SQLite; the first-run journey also makes a PostgreSQL database of its own from this.
  env: { ...envWithoutDb, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eFile, ...(DATABASE_URL ? { E2E_DATABASE_URL: DATABASE_URL } : {}) },
});
count('e2e', e2e.status, e2eFile, (r) => {
  // A journey that passed on its retry (CI) counts as passed and is named here, so flakiness stays visible.
  if (r.stats.flaky) console.log(`e2e: ${r.stats.flaky} passed only on retry (flaky)`);
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
});

// Node 24 LTS (issue 34 §4): the server's integration suite again on both dialects, where Node 24 meets a native
// SQLite driver of its own (better-sqlite3 13: db/sqlite-driver.ts) and PostgreSQL's plain JavaScript one.
const node24Home = process.env.NODE24_HOME;
if (node24Home) {
  const node24 = path.join(node24Home, 'bin', 'node');
  vitest('integration-sqlite-node24', ['integration'], envWithoutDb, [], node24);
  if (DATABASE_URL) vitest('integration-postgres-node24', ['integration'], { ...process.env }, [], node24);
}

console.log('');
for (const f of failures) console.log(`FAILED ${f}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
