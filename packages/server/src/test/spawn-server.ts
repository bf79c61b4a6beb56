import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { adminQuery } from './pg-admin.js';

/** Test-only: the server as deployed, in processes of its own, for what one process cannot show (several instances). */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverRoot, '../..');

export type ServerProcess = {
  url: string;
  stop: () => Promise<void>;
  /** kill -9: the process dies mid-work, nothing of its shutdown runs (the reliability suite's crash). */
  kill: () => Promise<void>;
};

/** Generous: a tsx start compiles the server on the fly, slow on a busy 2-core machine. */
const READY_WITHIN_MS = 60_000;

/**
 * A PostgreSQL database of its own, dropped by `drop`. A server process takes nothing but DATABASE_URL, so the
 * suite's per-file schemas (build-test-app.ts) cannot hold it; a database also keeps its pg-boss schema apart.
 */
export async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `clubportal_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // FORCE: a server that died without closing its pool must not keep the database alive.
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * Starts src/main.ts in a process of its own (through tsx, so no build is needed) on a port the system picks,
 * and resolves once it listens and its health route answers. Fails with the end of its log if it exits first.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', path.join(serverRoot, 'src/main.ts')], {
    cwd: repoRoot,
    // Info level: the listening line is how the port the system picked is learnt.
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const failure = (why: string) => new Error(`server process ${child.pid ?? '?'} ${why}:\n${tail.join('\n')}`);
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    // A server stuck in its shutdown must not outlive the suite.
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(kill);
  };
  const killHard = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  };

  const listening = new Promise<string>((resolve, reject) => {
    const read = (line: string) => {
      // SERVER_LOG_FILE=<path>: every spawned server's whole log, to read what a 500 was (the tail shows only the end).
      if (process.env.SERVER_LOG_FILE) appendFileSync(process.env.SERVER_LOG_FILE, `${line}\n`);
      tail.push(line);
      if (tail.length > 30) tail.shift();
      const url = /Server listening at (http:\/\/[\d.]+:\d+)/.exec(line)?.[1];
      if (url) resolve(url);
    };
    // Both pipes are read to the end: a full pipe would block the server's log writes.
    createInterface({ input: child.stdout }).on('line', read);
    createInterface({ input: child.stderr }).on('line', read);
    child.once('exit', (code, signal) => reject(failure(`exited (${signal ?? code}) before listening`)));
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(failure(`was not ready within ${READY_WITHIN_MS} ms`)), READY_WITHIN_MS);
  });
  try {
    const url = await Promise.race([listening, late]);
    while (!(await Promise.race([isHealthy(url), late]))) {
      if (child.exitCode !== null || child.signalCode !== null) throw failure('exited before it was healthy');
      await delay(50);
    }
    return { url, stop, kill: killHard };
  } catch (err) {
    await stop();
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`);
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
