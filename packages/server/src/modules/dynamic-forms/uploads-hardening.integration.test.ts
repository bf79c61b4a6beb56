import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { multipart, type Part } from '../../test/multipart.js';
import { TINY_PNG } from '../../test/sample-files.js';
import { renderMessage } from '../../lib/messages.js';
import { MAX_DEPENDANTS_PER_DAY } from '../accounts/index.js';

/** Issue 7, items 8 to 10: uploads through the dependent-customer form (and every upload to come). */
let app: Awaited<ReturnType<typeof buildTestApp>>;
const clock = new ManualClock('2026-06-15T10:00:00.000Z');
let n = 0;
let fieldId: (name: string) => number;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  const fields = (await app.inject('/api/dynamicforms/form-def/DependentCustomer/0')).json().model.fields as Array<{
    id: number;
    name: string;
  }>;
  fieldId = (name) => fields.find((f) => f.name === name)!.id;
});
afterAll(() => app.close());
beforeEach(() => {
  n += 1;
});

async function holder() {
  const c = await createCustomer(app);
  return { ...c, session: await loginAs(app, c.email, c.password) };
}
const childParts = (parentId: number, extra: Part[] = []): Part[] => [
  { name: 'parentName', value: 'DependentCustomer' },
  { name: 'parentId', value: '0' },
  { name: 'ParentCustomerId', value: String(parentId) },
  {
    name: 'fields',
    value: JSON.stringify([
      { id: fieldId('name'), name: 'name', value: 'Kid' },
      { id: fieldId('surname'), name: 'surname', value: 'Upload' },
      { id: fieldId('birthDate'), name: 'birthDate', value: '2014-04-04' },
    ]),
  },
  ...extra,
];
const save = (headers: Record<string, string>, payload: Buffer | Readable | string) =>
  app.inject({ method: 'POST', url: '/api/dynamicforms/save', headers, payload, remoteAddress: `10.20.${n}.1` });
const children = async (parentId: number) => app.db.selectFrom('customers').select('id').where('parent_id', '=', parentId).execute();

describe('8. malformed multipart', () => {
  it('answers 400, not 500, without a boundary or with a truncated body', async () => {
    const p = await holder();
    const noBoundary = await save({ ...p.session.headers, 'content-type': 'multipart/form-data' }, 'abc');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ ok: false, errorMsg: renderMessage('malformedMultipart', {}, 'en-US') });

    const whole = multipart(childParts(p.id, [{ name: 'photo', filename: 'a.png', type: 'image/png', data: TINY_PNG }]));
    const truncated = await save({ ...p.session.headers, ...whole.headers }, whole.payload.subarray(0, whole.payload.length - 60));
    expect(truncated.statusCode).toBeGreaterThanOrEqual(400);
    expect(truncated.statusCode).toBeLessThan(500);
    expect(truncated.json().ok).toBe(false);
    expect(await children(p.id)).toHaveLength(0);
  });
});

describe('9. authorization before any file is read', () => {
  it('refuses a visitor before reading the body (a 50 MB stream is hardly touched)', async () => {
    let sent = 0;
    const boundary = '----attack';
    const body = Readable.from(
      (function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        );
        for (let i = 0; i < 50 * 16; i++) {
          sent += 64 * 1024;
          yield Buffer.alloc(64 * 1024, 1);
        }
      })(),
    );
    const res = await save({ 'content-type': `multipart/form-data; boundary=${boundary}` }, body);
    expect(res.statusCode).toBe(401);
    expect(sent).toBeLessThan(5 * 1024 * 1024);
  });

  it('refuses a switch into a child, and files for fields the form does not have, before buffering them', async () => {
    const p = await holder();
    const child = await createCustomer(app, { parentId: p.id });
    const asChild = {
      authorization: `Bearer ${(await app.inject({ method: 'POST', url: '/api/publiccustomers/impersonate', headers: p.session.headers, payload: { id: child.id } })).json().token}`,
    };
    const form = multipart(childParts(p.id));
    expect((await save({ ...asChild, ...form.headers }, form.payload)).statusCode).toBe(403);
    const extra = multipart(childParts(p.id, [{ name: 'other', filename: 'a.png', type: 'image/png', data: TINY_PNG }]));
    expect((await save({ ...p.session.headers, ...extra.headers }, extra.payload)).statusCode).toBe(400);
    const twice = multipart(
      childParts(
        p.id,
        [1, 2].map((i) => ({ name: 'photo', filename: `${i}.png`, type: 'image/png', data: TINY_PNG })),
      ),
    );
    expect((await save({ ...p.session.headers, ...twice.headers }, twice.payload)).statusCode).toBe(400);
    expect(await children(p.id)).toHaveLength(1);
  });
});

describe('10. file content is checked', () => {
  it.each([
    ['HTML named .png', 'x.png', Buffer.from('<html><script>alert(document.cookie)</script></html>')],
    ['SVG named .png', 'x.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')],
    ['a PDF in a photo field', 'x.jpg', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')],
    ['an empty file', 'x.png', Buffer.alloc(0)],
  ])('refuses %s', async (_what, filename, data) => {
    const p = await holder();
    const form = multipart(childParts(p.id, [{ name: 'photo', filename, type: 'image/png', data }]));
    const res = await save({ ...p.session.headers, ...form.headers }, form.payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toBe(renderMessage('fileContentRefused', {}, 'en-US'));
    expect(await children(p.id)).toHaveLength(0);
  });

  it('stores a real image under its verified type, whatever the name says, and serves it sandboxed', async () => {
    const p = await holder();
    const form = multipart(childParts(p.id, [{ name: 'photo', filename: 'photo.jpg', type: 'text/html', data: TINY_PNG }]));
    const res = await save({ ...p.session.headers, ...form.headers }, form.payload);
    expect(res.statusCode).toBe(200);
    const { logo } = await app.db.selectFrom('customers').select('logo').where('id', '=', res.json().model.id).executeTakeFirstOrThrow();
    expect(logo).toMatch(/\.png$/);
    const served = await app.inject(`/uploads/${logo}`);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a file that is not an image as a download', async () => {
    await app.storage.put(app.db, `doc-${n}.pdf`, Buffer.from('%PDF-1.4'), 'application/pdf');
    const served = await app.inject(`/uploads/doc-${n}.pdf`);
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
  });

  it(`caps the dependants one account adds per day at ${MAX_DEPENDANTS_PER_DAY}`, async () => {
    const p = await holder();
    for (let i = 0; i < MAX_DEPENDANTS_PER_DAY; i++) {
      const form = multipart(childParts(p.id));
      expect((await save({ ...p.session.headers, ...form.headers }, form.payload)).statusCode).toBe(200);
    }
    const form = multipart(childParts(p.id));
    const over = await save({ ...p.session.headers, ...form.headers }, form.payload);
    expect(over.statusCode).toBe(429);
    expect(over.json().errorMsg).toBe(renderMessage('dependantsDailyCap', {}, 'en-US'));
    clock.advance({ hours: 25 });
    const next = multipart(childParts(p.id));
    expect((await save({ ...p.session.headers, ...next.headers }, next.payload)).statusCode).toBe(200);
  });
});
