import { vi } from 'vitest';
import { VERSION_HEADER } from '@clubportal/contract/http';

/** A recorded request, as the fake server saw it. */
export type SeenRequest = { method: string; path: string; url: URL; headers: Headers; body: unknown };
export type Handler = (request: SeenRequest) => Response | Promise<Response>;

/** A JSON answer the way the real server sends it: with the storage-version header. */
export function json(body: unknown, { status = 200, version = '1' }: { status?: number; version?: string | null } = {}): Response {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
  if (version !== null) headers.set(VERSION_HEADER, version);
  return new Response(JSON.stringify(body), { status, headers });
}

/**
 * Replaces global fetch with a small fake server: routes are "METHOD /path" (no query string).
 * Unknown routes answer 404 like the server does. Every request is recorded in `requests`.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const requests: SeenRequest[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = undefined;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const seen: SeenRequest = { method, path: url.pathname, url, headers: new Headers(init.headers), body };
    requests.push(seen);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return json({ ok: false, errorMsg: `Not found: ${method} ${url.pathname}` }, { status: 404 });
    return handler(seen);
  });
  vi.stubGlobal('fetch', fetchFake);
  return {
    requests,
    /** Requests sent to one path. */
    to: (path: string) => requests.filter((r) => r.path === path),
  };
}
