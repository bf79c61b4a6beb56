import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, createPaidSale } from '../../test/factories.js';
import { startExport } from './exports.service.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

// The staff's CSV exports (issue 32 §7), over HTTP on the demo club (Europe/Madrid), both dialects.
// 23:30 UTC on 29 November is already 30 November in Madrid: the file is named by the club's day.
const clock = new ManualClock('2026-11-29T23:30:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let accountant: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  owner = await signedInStaff(app, { role: 'owner', name: 'Olga Owner' });
  desk = await signedInStaff(app, { role: 'desk', name: 'Dani Desk' });
  accountant = await signedInStaff(app, { role: 'accountant', name: 'Ada Accountant' });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = owner.headers) => app.inject({ method: 'GET', url, headers });
/** The file's records split into fields, the BOM checked and taken off (fields here hold no line breaks). */
function csvLines(body: string): string[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const text = body.slice(1);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}
const exportsAudited = (headersOf: string) =>
  app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'data.export')
    .where('actor_label', '=', headersOf)
    .orderBy('id')
    .execute();

describe('staff exports', () => {
  it('refuses a role without data.export (the desk) and writes no audit record', async () => {
    for (const path of ['customers.csv', 'bookings.csv?from=2026-11-01&to=2026-11-30', 'sales.csv?from=2026-11-01&to=2026-11-30'])
      expect((await get(`/api/staff/exports/${path}`, desk.headers)).statusCode).toBe(403);
    expect((await get('/api/staff/exports/stock-ledger.csv?from=2026-11-01&to=2026-11-30', desk.headers)).statusCode).toBe(403);
    expect(await exportsAudited('Dani Desk')).toEqual([]);
  });

  it('exports customers: the header, the demo member, a formula neutralised, and an audit record', async () => {
    await createCustomer(app, { name: '=HYPERLINK("x")', surname: '-Minus', email: 'formula@example.com' });
    const res = await get('/api/staff/exports/customers.csv', accountant.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="customers-2026-11-30.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      'id,name,surname,email,phone,birth date,address,postal code,city,country,language,groups,status,newsletter,parent id,created',
    );
    const member = lines.find((l) => l.includes('socio@sierraverde.club'));
    expect(member).toMatch(/^\d+,Lucía,Fernández Ortega,socio@sierraverde\.club,'\+34 611 222 333,/);
    // The demo member is one of the club's members (the Socios group), as the import reads it back.
    expect(member).toMatch(/,es-ES,Socios,active,/);
    const formula = lines.find((l) => l.includes('formula@example.com'));
    expect(formula).toMatch(/^\d+,"'=HYPERLINK\(""x""\)",'-Minus,formula@example\.com,/);
    const [record] = await exportsAudited('Ada Accountant');
    expect(record).toMatchObject({ actor_kind: 'staff', entity: 'export', entity_id: 'customers', at: '2026-11-29T23:30:00.000Z' });
    expect(JSON.parse(record!.after_json!)).toEqual({ kind: 'customers' });
  });

  it('exports sales in a range of club days: a negative amount stays a number, times on the club clock', async () => {
    const buyer = await createCustomer(app, { name: 'Rita', surname: 'Refund' });
    // A credit note: no rule of the sales engine makes one yet, so the row is set by hand.
    const saleId = await createPaidSale(app, buyer.id, { number: 'EXP-NEG-1', unitPrice: 1250 });
    await app.db.updateTable('sales').set({ subtotal: -1250, total: -1250, paid: -1250 }).where('id', '=', saleId).execute();
    const res = await get('/api/staff/exports/sales.csv?from=2026-11-30&to=2026-11-30');
    expect(res.statusCode, res.body).toBe(200);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      'id,number,created,customer id,customer,title,status,channel,payment method,subtotal,discount,shipping,total,paid,currency',
    );
    expect(lines.find((l) => l.startsWith(`${saleId},`))).toMatch(
      new RegExp(
        `^${saleId},EXP-NEG-1,2026-11-30 00:30,${buyer.id},Rita Refund,[^,]*,\\w+,desk,Efectivo,-12\\.50,0\\.00,0\\.00,-12\\.50,-12\\.50,EUR$`,
      ),
    );
    const outside = await get('/api/staff/exports/sales.csv?from=2026-11-29&to=2026-11-29');
    expect(csvLines(outside.body).filter((l) => l.startsWith(`${saleId},`))).toEqual([]);
    const [record] = await exportsAudited('Olga Owner');
    expect(JSON.parse(record!.after_json!)).toEqual({ kind: 'sales', from: '2026-11-30', to: '2026-11-30' });
  });

  it('exports bookings and the stock ledger of the demo club with their headers', async () => {
    const bookings = csvLines((await get('/api/staff/exports/bookings.csv?from=2026-11-01&to=2026-12-31')).body);
    expect(bookings[0]).toBe('id,starts,ends,minutes,type,courts,owner id,owner,status,price,currency,sale id,origin,created,cancelled');
    expect(bookings.some((l) => /,Lucía Fernández Ortega,(active|cancelled),\d+\.\d{2},EUR,/.test(l))).toBe(true);
    const ledger = csvLines((await get('/api/staff/exports/stock-ledger.csv?from=2020-01-01&to=2020-12-31')).body);
    expect(ledger).toEqual(['id,at,product id,product,kind,quantity,stock after,reason,sale id,by']);
  });

  it('reads page after page by id: three rows a page gives the same file as one read', async () => {
    const whole = (await get('/api/staff/exports/customers.csv')).body;
    const actor = { kind: 'staff' as const, id: owner.id, name: 'Olga Owner' };
    const file = await startExport({ db: app.db, clock, pageSize: 3 }, actor, 'customers', null);
    let paged = '';
    for await (const chunk of file.chunks) paged += chunk;
    expect(csvLines(paged).length).toBeGreaterThan(7);
    expect(paged).toBe(whole);
  });

  it('refuses a range running backwards or too long, and a date that does not exist, with a sentence', async () => {
    const backwards = await get('/api/staff/exports/sales.csv?from=2026-11-30&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ ok: false, errorMsg: 'Choose a first day on or before the last day, at most 366 days apart' });
    expect((await get('/api/staff/exports/sales.csv?from=2024-01-01&to=2026-01-01')).statusCode).toBe(400);
    const bad = await get('/api/staff/exports/bookings.csv?from=2026-02-31&to=2026-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toMatch(/does not exist/);
    expect((await get('/api/staff/exports/stock-ledger.csv')).statusCode).toBe(400);
  });
});
