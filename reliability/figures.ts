import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** What one part of the suite did, added up and printed by the global teardown (global-setup.ts). */
export type Figures = { operations: number; requests: number; faults: number };

declare module 'vitest' {
  export interface ProvidedContext {
    figuresDir: string;
    seed: number;
  }
}

/** The fast-check seed of this run: RELIABILITY_SEED, or the fixed default (global-setup.ts). */
export const seed = (): number => inject('seed');

/** Adds a part's figures to the run's (one JSON line per part: test files run in processes of their own). */
export function recordFigures(part: string, figures: Figures): void {
  appendFileSync(path.join(inject('figuresDir'), 'figures.jsonl'), `${JSON.stringify({ part, ...figures })}\n`);
}
