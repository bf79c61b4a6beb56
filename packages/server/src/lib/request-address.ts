import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The client address of the request being answered, for the audit log: a member's write deep in a module
 * records where it came from without every use case carrying the request. Set once per request (app.ts);
 * none inside a scheduled job.
 */
const current = new AsyncLocalStorage<string>();

/** Runs the rest of a request's handling (Fastify's `done`) knowing its client address. */
export function withRequestAddress(ip: string, next: () => void): void {
  current.run(ip, next);
}

export function requestAddress(): string | null {
  return current.getStore() ?? null;
}
