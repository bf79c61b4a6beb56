import { expect } from 'vitest';
import type { App } from '../lib/route-types.js';

/**
 * The tests' desk with the day grid open: GET /api/staff/desk/events read as a browser's EventSource reads it, over a
 * real connection (the app listens on a free port). Each event heard is kept; `waitFor` waits on a condition, never a sleep.
 */
export async function openDeskStream(target: App, headers: Record<string, string>) {
  const address = target.server.listening
    ? `http://127.0.0.1:${(target.server.address() as { port: number }).port}`
    : await target.listen({ port: 0, host: '127.0.0.1' });
  const abort = new AbortController();
  const res = await fetch(`${address}/api/staff/desk/events`, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const heard: Array<{ event: string; data: unknown }> = [];
  let buffer = '';
  let pending: Promise<void> | null = null;
  const pump = () =>
    (pending ??= reader.read().then(({ value, done }) => {
      pending = null;
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) heard.push({ event, data: data ? JSON.parse(data) : null });
      }
    }));
  const waitFor = async <T>(find: (e: { event: string; data: unknown }) => boolean, ms = 5_000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const hit = heard.find(find);
      if (hit) return hit.data as T;
      if (Date.now() > deadline) throw new Error(`no such event within ${ms} ms; heard ${JSON.stringify(heard)}`);
      await Promise.race([pump(), new Promise((r) => setTimeout(r, Math.max(1, deadline - Date.now())))]);
    }
  };
  await waitFor((e) => e.event === 'ready');
  /** Resolves once the server has ended the stream (its `end` event, then the connection closed). */
  const ended = async (ms = 5_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const hit = heard.find((e) => e.event === 'end');
      if (hit) return hit.data as { reason: string };
      if (Date.now() > deadline) throw new Error(`the stream did not end within ${ms} ms; heard ${JSON.stringify(heard)}`);
      await Promise.race([pump().catch(() => undefined), new Promise((r) => setTimeout(r, Math.max(1, deadline - Date.now())))]);
    }
  };
  return { heard, waitFor, ended, close: () => abort.abort() };
}
