import { expect } from 'vitest';
import type { Answer } from './http-client.js';

/** How a schema path reads: "body.name: ...", "params.bookingToken: not a booking token", "saleItems.0.units:". */
export const SCHEMA_PATH = /\b(?:body|params|querystring|query|headers)(?:\.|\/|\[)|(?:^|[\s;,])[A-Za-z_$][\w$]*(?:\.[\w$]+|\[\d+\])+\s*:/;

/** Every refusal: `{ ok: false, errorMsg }` with a sentence a member can read (no schema path, no stack, no code). */
export function expectRefusalShape(answer: Answer, context: string): void {
  expect(answer.contentType, context).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as { ok?: unknown; errorMsg?: unknown };
  expect(body.ok, context).toBe(false);
  expect(typeof body.errorMsg, context).toBe('string');
  const message = body.errorMsg as string;
  // At least two words; a sentence may open with a name or a "#23" (a resource the server could not find).
  expect(message, `${context}: a sentence`).toMatch(/\p{L}{2,}.*\s.*\p{L}{2,}/u);
  expect(message, `${context}: no schema path`).not.toMatch(SCHEMA_PATH);
  // The address a not-found answer repeats is the caller's own input, not the server's internals.
  const ownWords = message
    .split(/\s+/)
    .filter((word) => !word.startsWith('/'))
    .join(' ');
  expect(ownWords, `${context}: no internals`).not.toMatch(/\b(?:at \w+ \(|Error:|SQLITE|ECONN|undefined|NaN|\[object Object\])/);
}
