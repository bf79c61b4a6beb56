import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { demoCustomers } from '../packages/server/src/db/seed/demo-club.js';
import { bearerFor } from '../packages/server/src/test/booking-fixtures.js';
import { recordFigures, seed } from './figures.js';
import { send, type Answer, type RawRequest } from './http-client.js';
import { refusalDue, type Sent } from './refusal-due.js';
import { expectRefusalShape } from './refusal-shape.js';
import {
  fromSchema,
  mutated,
  nastyStrings,
  ODD_IDS,
  operationsOf,
  wrongTypes,
  type Operation,
  type Parameter,
} from './request-arbitraries.js';
import { changedTables, startTarget } from './target.js';

/**
 * Every operation of the server's own OpenAPI document, fuzzed from its schema (issue 19, section 7): wrong
 * types, missing and extra fields, huge and unicode strings, odd ids, wrong methods and content types, with
 * and without a session. No answer is a 5xx, every refusal is `{ ok: false, errorMsg }` with a sentence, the
 * server stays up, and a refused request changes nothing in the database.
 */
const RUNS_PER_OPERATION = Number(process.env.RELIABILITY_FUZZ_RUNS ?? 40);

// No scheduled work behind the fuzz's back: "nothing changed" compares the whole database.
// Behind a trusted proxy, each request from an address of its own (X-Forwarded-For): the per-address rate limits
// would otherwise answer 429 after a few runs and hide the route behind them.
const target = await startTarget({ RUN_JOBS: 'false', SANDBOX_ENABLED: 'true', PENDING_ENABLED: 'true', TRUST_PROXY: 'true' });
await target.start();
const doc = (await (await fetch(`${target.url}/api/docs/json`)).json()) as Parameters<typeof operationsOf>[0];
const operations = operationsOf(doc);
const idOf = async (email: string) =>
  (await target.app.db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const memberId = await idOf(demoCustomers.member.email);
const otherId = await idOf(demoCustomers.parent.email);
const figures = { operations: operations.length, requests: 0, faults: 0 };
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};
/**
 * Who may call each route, as the server declares it (`METHOD /api/x/:id`), read from the suite's own app on the
 * same database; routes only the server process enables (the sandbox gateway) are judged on their schema alone.
 */
const accessOf = (op: Operation) => target.app.routeAccess.get(`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`);

afterAll(async () => {
  recordFigures('OpenAPI fuzz', figures);
  await target.close();
});

type Session = 'none' | 'member' | 'other' | 'garbage';
type Generated = RawRequest & { fault: boolean };

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

type ParamValue = { value: string; fault: boolean; raw?: boolean };
/** Sent as they are, not percent-encoded: broken escapes and encoded slashes. */
const RAW_SEGMENTS = ['%zz', '%', '%E0%A4%A', '..%2F..%2Fetc', '%00', '%2e%2e', '1%2F2'];

function paramValue(p: Parameter): fc.Arbitrary<ParamValue> {
  const fits = fromSchema(p.schema, p.name).map((v) => ({ value: String(v), fault: false }));
  const own = /customer|^id$|parent/i.test(p.name)
    ? [fc.constantFrom(String(memberId), String(otherId)).map((value) => ({ value, fault: false }))]
    : [];
  return fc.oneof(
    { arbitrary: fits, weight: 3 },
    ...own.map((arbitrary) => ({ arbitrary, weight: 2 })),
    { arbitrary: fc.constantFrom(...ODD_IDS).map((value) => ({ value, fault: true })), weight: 3 },
    { arbitrary: nastyStrings().map((value) => ({ value, fault: true })), weight: 1 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((value) => ({ value, fault: true, raw: true })), weight: 1 },
  );
}

const encoded = (v: ParamValue) => (v.raw ? v.value : encodeURIComponent(v.value));

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

type Fuzzed = Generated & { session: Session; language: string | undefined; params: Sent['params']; json: unknown };
function requestFor(op: Operation): fc.Arbitrary<Fuzzed> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const path = fc.tuple(...pathParams.map(paramValue)).map((values) => ({
    path: pathParams.reduce((acc, p, i) => acc.replace(`{${p.name}}`, encoded(values[i]!)), op.path),
    fault: values.some((v) => v.fault),
    params: values.map((v, i) => ({ param: pathParams[i]!, value: v.value, raw: v.raw === true })),
  }));
  const query = fc.tuple(...queryParams.map((p) => fc.option(paramValue(p), { freq: 3 }))).map((values) => {
    const search = new URLSearchParams();
    const raw: string[] = [];
    values.forEach((v, i) => {
      if (v?.raw) raw.push(`${queryParams[i]!.name}=${v.value}`);
      else if (v) search.set(queryParams[i]!.name, v.value);
    });
    const text = [search.toString(), ...raw].filter(Boolean).join('&');
    return {
      query: text ? `?${text}` : '',
      fault: values.some((v) => v?.fault),
      params: values.flatMap((v, i) => (v ? [{ param: queryParams[i]!, value: v.value, raw: v.raw === true }] : [])),
    };
  });
  const jsonBody = op.body
    ? fromSchema(op.body).chain((v) =>
        fc.oneof(
          { arbitrary: fc.constant({ value: v, fault: false }), weight: 1 },
          { arbitrary: mutated(v, op.body).map((m) => ({ value: m, fault: true })), weight: 3 },
        ),
      )
    : fc.oneof(
        fc.constant({ value: undefined, fault: false }),
        wrongTypes().map((value) => ({ value, fault: true })),
      );
  const body = fc.oneof(
    {
      arbitrary: jsonBody.map((b) => ({
        body: b.value === undefined ? undefined : JSON.stringify(b.value),
        contentType: b.value === undefined ? undefined : 'application/json',
        fault: b.fault,
        json: b.value,
      })),
      weight: 6,
    },
    {
      arbitrary: fc
        .constantFrom(
          { body: '{"unterminated": ', contentType: 'application/json' },
          { body: '', contentType: 'application/json' },
          { body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
          { body: 'plain text', contentType: 'text/plain' },
          { body: '<xml/>', contentType: 'application/xml' },
          { body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
          { body: '{}', contentType: 'application/json; charset=utf-7' },
          { body: '{}', contentType: 'not a content type' },
          { body: 'x'.repeat(1024 * 1024 + 10), contentType: 'application/json' },
        )
        .map((b) => ({ ...b, fault: true, json: parsed(b.body) })),
      weight: 2,
    },
  );
  const otherMethods = METHODS.filter((m) => !(op.path in doc.paths && m.toLowerCase() in doc.paths[op.path]!));
  const method = fc.oneof(
    { arbitrary: fc.constant({ method: op.method, fault: false }), weight: 9 },
    { arbitrary: fc.constantFrom(...otherMethods).map((m) => ({ method: m, fault: true })), weight: 1 },
  );
  const session = fc.constantFrom<Session>('none', 'member', 'member', 'other', 'garbage');
  // Refusals are said in the caller's language: each must be a sentence in every one of them.
  const language = fc.constantFrom(undefined, 'es-ES', 'en-US', 'fr-FR', 'it-IT', 'es-MX', 'xx-YY;q=oops');
  return fc.record({ path, query, body, method, session, language }).map((r) => ({
    params: [...r.path.params, ...r.query.params],
    json: r.body.json,
    method: r.method.method,
    url: `${r.path.path}${r.query.query}`,
    body: r.method.method === 'GET' || r.method.method === 'DELETE' ? undefined : r.body.body,
    contentType: r.method.method === 'GET' || r.method.method === 'DELETE' ? undefined : r.body.contentType,
    session: r.session,
    language: r.language,
    fault: r.path.fault || r.query.fault || r.body.fault || r.method.fault || r.session === 'garbage' || r.session === 'none',
  }));
}

for (const op of operations) {
  it(`${op.method} ${op.path}`, async () => {
    // Minted again for every operation: one before it may have ended the session (a password change, a deletion).
    const tokens: Record<Session, Record<string, string>> = {
      none: {},
      member: (await bearerFor(target.app, memberId)).headers,
      other: (await bearerFor(target.app, otherId)).headers,
      garbage: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.not-a-signature' },
    };
    // The full digest is read again only after something was written (the change marker moved).
    let before: { marker: string; digest: Map<string, string> } | undefined;
    await fc.assert(
      fc.asyncProperty(requestFor(op), async (generated) => {
        const request: RawRequest = {
          ...generated,
          headers: {
            ...tokens[generated.session],
            'x-forwarded-for': nextAddress(),
            ...(generated.language ? { 'accept-language': generated.language } : {}),
          },
        };
        if (!before || before.marker !== (await target.changeMarker()))
          before = { marker: await target.changeMarker(), digest: await target.digest() };
        const answer = await sendCounted(request, generated.fault).catch((err: unknown) => {
          if (closedOverLimit(request, err)) return null;
          throw err;
        });
        if (answer === null) {
          // The server refused a body over its limit by closing the connection before reading it all (RFC 9112
          // §9.6 lets it); the client, still writing, saw the close. Nothing may have changed.
          expect(await target.changeMarker(), `closed on a body over the limit, yet data changed: ${request.method} ${request.url}`).toBe(
            before.marker,
          );
          return;
        }
        expect(answer.status, show(request, answer)).toBeLessThan(500);
        expect(answer.status, `rate-limited, so the route was never reached: ${show(request, answer)}`).not.toBe(429);
        if (answer.status < 300) {
          const due = refusalDue(op, accessOf(op), {
            ...generated,
            sessionCustomer: generated.session === 'member' ? memberId : generated.session === 'other' ? otherId : null,
            foreignCustomer: generated.session === 'other' ? memberId : otherId,
          });
          expect(due, `${answer.status} where a refusal was due: ${show(request, answer)}`).toBeUndefined();
        }
        if (answer.status < 400) return;
        expectRefusalShape(answer, show(request, answer));
        const marker = await target.changeMarker();
        if (marker === before.marker) return;
        const after = await target.digest();
        const changed = changedTables(before.digest, after);
        before = { marker, digest: after };
        if (!changed.length) return;
        // A scheduled job may have written at the same moment: the same request again must change nothing.
        const again = await sendCounted(request, generated.fault);
        const afterAgain = await target.digest();
        expect(
          again.status >= 400 ? changedTables(after, afterAgain) : [],
          `refused, yet it changed ${changed.join(', ')}: ${show(request, answer)}`,
        ).toEqual([]);
        before = undefined;
      }),
      { seed: seed(), numRuns: RUNS_PER_OPERATION, endOnFailure: true },
    );
    expect(await target.isUp(), 'the server still answers its health route').toBe(true);
  });
}

it("answers what Node's HTTP parser refuses in the same shape, and stays up", async () => {
  const raw = [
    'FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
    `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    'GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
    'this is not http\r\n\r\n',
  ];
  for (const request of raw) {
    figures.requests += 1;
    figures.faults += 1;
    const text = await rawHttp(target.url, request);
    const [head = '', body = ''] = text.split('\r\n\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
    expect(status, text.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(status, text.slice(0, 200)).toBeLessThan(500);
    expectRefusalShape(
      { status, contentType: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '', text: body, headers: new Headers() },
      request.slice(0, 60),
    );
  }
  expect(await target.isUp()).toBe(true);
});

it('is still up after the whole fuzz', async () => {
  expect(await target.isUp()).toBe(true);
});

/** Bytes no fetch would send, on a socket of their own; resolves with everything the server wrote back. */
function rawHttp(base: string, request: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => resolve(text));
    socket.on('error', (err) => (text ? resolve(text) : reject(err)));
  });
}

/** A request whose body is over the server's limit (1 MiB) that met a connection the server closed. */
function closedOverLimit(request: RawRequest, err: unknown): boolean {
  const code = err instanceof TypeError ? (err.cause as { code?: string } | undefined)?.code : undefined;
  return (request.body?.length ?? 0) > 1024 * 1024 && (code === 'EPIPE' || code === 'ECONNRESET');
}

async function sendCounted(request: RawRequest, fault: boolean): Promise<Answer> {
  figures.requests += 1;
  if (fault) figures.faults += 1;
  return send(target.url, request);
}

function show(request: RawRequest, answer: Answer): string {
  const body = request.body && request.body.length > 300 ? `${request.body.slice(0, 300)}… (${request.body.length} chars)` : request.body;
  return `${request.method} ${request.url} [${request.contentType ?? 'no body'}] ${body ?? ''} -> ${answer.status} ${answer.text.slice(0, 400)}`;
}
