import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Figures } from './figures.js';

/** Fixed so a run is reproducible; RELIABILITY_SEED replays another (the failing run prints its own). */
const DEFAULT_SEED = 20261126;

export default function setup(project: TestProject) {
  const seed = process.env.RELIABILITY_SEED ? Number(process.env.RELIABILITY_SEED) : DEFAULT_SEED;
  if (!Number.isSafeInteger(seed)) throw new Error(`RELIABILITY_SEED must be an integer, got ${process.env.RELIABILITY_SEED}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'clubportal-reliability-figures-'));
  project.provide('figuresDir', dir);
  project.provide('seed', seed);
  const started = Date.now();

  return () => {
    const file = path.join(dir, 'figures.jsonl');
    const parts = existsSync(file)
      ? readFileSync(file, 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Figures & { part: string })
      : [];
    rmSync(dir, { recursive: true, force: true });
    const total = parts.reduce(
      (sum, p) => ({ operations: sum.operations + p.operations, requests: sum.requests + p.requests, faults: sum.faults + p.faults }),
      { operations: 0, requests: 0, faults: 0 },
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
    const lines = [
      '',
      `Reliability suite (${database}, seed ${seed}, RELIABILITY_SEED=${seed} replays it):`,
      ...parts.map((p) => `  ${p.part}: ${p.operations} operations, ${p.requests} requests, ${p.faults} faults injected`),
      `  total: ${total.operations} operations, ${total.requests} requests, ${total.faults} faults injected, ${seconds} s`,
    ];
    console.log(lines.join('\n'));
  };
}
