// `npm test`: every suite. Unit and web tests, the API integration suite on SQLite and, when DATABASE_URL
// points at PostgreSQL, on PostgreSQL at the same time (with NODE24_HOME, CI's scripts/node24-setup.mjs: SQLite on
// both Node lines, PostgreSQL on Node 24; integration() below), the reliability suite (on PostgreSQL when
// DATABASE_URL is set), then the browser journeys. Ends by naming every failing (and flaky) test, then one
// "N passed, N failed" line.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const out = mkdtempSync(path.join(tmpdir(), 'clubportal-test-results-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];
const flakyTests = [];

/** Runs a command; `buffered` keeps its output until it ends (for suites run side by side). Answers its exit status. */
function run(label, cmd, args, env, buffered) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    } else console.log(`\n=== ${label} ===`);
    child.on('close', (status) => {
      if (buffered) {
        console.log(`\n=== ${label} ===`);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(`(${label}: ${Math.round((Date.now() - started) / 1000)} s)`);
      resolve(status ?? 1);
    });
  });
}

async function vitest(label, projects, env, { config = [], node, buffered = false } = {}) {
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
  const [cmd, ...rest] = args;
  const status = await run(label, cmd, rest, env, buffered);
  count(label, status, file, (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
    flaky: r.testResults.flatMap((f) =>
      f.assertionResults
        .filter((a) => a.status === 'passed' && a.failureMessages?.length)
        .map((a) => `${path.relative(root, f.name)} > ${a.fullName}: ${a.failureMessages[0]}`),
    ),
    names: r.testResults.flatMap((f) =>
      f.assertionResults
        .filter((a) => a.status === 'failed')
        .map((a) => `${path.relative(root, f.name)} > ${a.fullName}: ${a.failureMessages?.[0] ?? ''}`),
    ),
  }));
}

function count(label, status, file, read) {
  const r = existsSync(file) ? read(JSON.parse(readFileSync(file, 'utf8'))) : { passed: 0, failed: 0, skipped: 0 };
  totals.passed += r.passed;
  totals.failed += r.failed;
  totals.skipped += r.skipped;
  if (status !== 0) failures.push(r.failed ? `${label}: ${r.failed} failed` : `${label}: exited with ${status}`);
  // The failing tests are named again at the very end, where a CI log's tail still shows them.
  for (const name of r.names ?? []) failedTests.push(`  ${label}: ${oneLine(name)}`);
  for (const name of r.flaky ?? []) flakyTests.push(`  ${label}: ${oneLine(name)}`);
}

/** A failure on one line of at most 400 characters, without colour codes. */
const oneLine = (text) => stripVTControlCharacters(text).replace(/\s+/g, ' ').slice(0, 400);

// Node 24 LTS (issue 34 §4): with NODE24_HOME (CI), the server's integration suite runs on Node 24 over both
// dialects and on Node 20 over SQLite. SQLite is where the two lines differ (Node 24 opens it with better-sqlite3
// 13: db/sqlite-driver.ts), so it runs on each; PostgreSQL's driver is plain JavaScript, the same code on both
// lines, so it runs once, on the newer: a second PostgreSQL run cost CI a third of its time. Without NODE24_HOME
// (a developer's machine) everything runs on the Node that runs this script.
const node24Home = process.env.NODE24_HOME;
const node24 = node24Home ? path.join(node24Home, 'bin', 'node') : undefined;

// The money rules probed from outside (reliability/): fuzz, kill -9, the replays of issue 19.
const reliability = (buffered) =>
  vitest('reliability', [], { ...process.env }, { config: ['-c', 'reliability/vitest.config.ts'], buffered });

/**
 * The server's suites: the integration suite on SQLite and, with DATABASE_URL, on PostgreSQL; then the reliability
 * suite. Each run is one process on one core: PostgreSQL's integration run (the longest) has a core to itself while
 * the SQLite runs and then the reliability suite follow each other on the other.
 */
async function serverSuites() {
  const sqliteRuns = async (buffered) => {
    await vitest('integration-sqlite', ['integration'], envWithoutDb, { buffered });
    if (node24) await vitest('integration-sqlite-node24', ['integration'], envWithoutDb, { node: node24, buffered });
  };
  if (!DATABASE_URL) {
    await sqliteRuns(false);
    console.log('\n(DATABASE_URL not set: integration suite ran on SQLite only)');
    await reliability(false);
    return;
  }
  const postgres = node24
    ? vitest('integration-postgres-node24', ['integration'], { ...process.env }, { node: node24, buffered: true })
    : vitest('integration-postgres', ['integration'], { ...process.env }, { buffered: true });
  const beside = async () => {
    await sqliteRuns(true);
    await reliability(true);
  };
  await Promise.all([beside(), postgres]);
}

const { DATABASE_URL, ...envWithoutDb } = process.env;
await vitest('unit', ['unit', 'web', 'web-mocks'], envWithoutDb);
await serverSuites();

const e2eFile = path.join(out, 'e2e.json');
const e2eStatus = await run(
  'e2e',
  'npm',
  ['run', 'test:e2e'],
  // The e2e servers run on SQLite; the first-run journey also makes a PostgreSQL database of its own from this.
  { ...envWithoutDb, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eFile, ...(DATABASE_URL ? { E2E_DATABASE_URL: DATABASE_URL } : {}) },
  false,
);
count('e2e', e2eStatus, e2eFile, (r) => {
  // A journey that passed on its retry (CI) counts as passed and is named here, so flakiness stays visible.
  if (r.stats.flaky) console.log(`e2e: ${r.stats.flaky} passed only on retry (flaky)`);
  return {
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
    names: journeys(r, 'unexpected'),
    flaky: journeys(r, 'flaky'),
  };
});

/** The journeys of a Playwright JSON report with that status (unexpected, flaky), with their project and error. */
function journeys(report, status) {
  const names = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === status)
          names.push(`${spec.file} > ${spec.title} [${t.projectName}]: ${t.results?.find((x) => x.error)?.error?.message ?? ''}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return names;
}

console.log('');
for (const f of failures) console.log(`FAILED ${f}`);
for (const t of failedTests.slice(0, 20)) console.log(t);
if (flakyTests.length) console.log('Passed only on retry (flaky):');
for (const t of flakyTests.slice(0, 20)) console.log(t);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
