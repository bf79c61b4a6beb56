import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';
import { recordDeskBookings } from '../bookings/index.js';

// The staff's CSV imports of products and courts (issue 32 §7), over HTTP on both dialects: Monday 2026-06-15 in Madrid.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let manager: Record<string, string>;
let managerEs: Record<string, string>;
let accountant: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  club = await createTestClub(app);
  manager = (await signedInStaff(app, { role: 'manager', name: 'Mara Manager', language: 'en-US' })).headers;
  managerEs = (await signedInStaff(app, { role: 'manager', name: 'Marta Gerente', language: 'es-ES' })).headers;
  accountant = (await signedInStaff(app, { role: 'accountant', name: 'Ada Accountant' })).headers;
});
afterAll(() => app.close());

type Report = {
  delimiter: string;
  mapping: Record<string, string | null>;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  issues: Array<{ line: number; field: string | null; message: string }>;
  imported: boolean;
  newProductTypes?: string[];
};
const post = (kind: string, path: string, payload: object, headers = manager) =>
  app.inject({ method: 'POST', url: `/api/staff/imports/${kind}${path}`, payload, headers });
async function report(kind: string, path: string, payload: object, headers = manager): Promise<Report> {
  const res = await post(kind, path, payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().report as Report;
}
const audits = (action: string) => app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
const productByRef = (ref: string) => app.db.selectFrom('products').selectAll().where('external_id', '=', ref).executeTakeFirst();

// A previous system's catalogue: Spanish headers, `;`, decimal commas, a family the club lacks, a bad row or three.
const catalogue = [
  'Referencia;Artículo;Familia;PVP;IVA;Stock;Visible',
  'REF-1;Pala Importada Pro;Palas;149,90 €;21%;7;sí',
  'REF-2;Grip Importado;Grips;3,50;21;;no',
  'REF-3;Sin Precio;Palas;;21;;sí',
  'REF-4;Precio Raro;Palas;doce;21;;sí',
  'REF-1;Pala Repetida;Palas;10;21;;sí',
  'REF-5;Stock Malo;Palas;10;21;-2;quizá',
].join('\n');

describe('CSV import of products', () => {
  it('refuses a role without data.import and writes nothing', async () => {
    expect((await post('products', '/dry-run', { csv: catalogue }, accountant)).statusCode).toBe(403);
    expect((await post('products', '', { csv: catalogue }, accountant)).statusCode).toBe(403);
    expect(await productByRef('REF-1')).toBeUndefined();
  });

  it('dry run: reads `;` and the Spanish headers, lists bad rows in the staff member’s words, writes nothing', async () => {
    const dry = await report('products', '/dry-run', { csv: catalogue });
    expect(dry.delimiter).toBe(';');
    expect(dry.mapping).toMatchObject({
      externalId: 'Referencia',
      name: 'Artículo',
      type: 'Familia',
      price: 'PVP',
      taxPercent: 'IVA',
      stock: 'Stock',
      published: 'Visible',
    });
    expect(dry).toMatchObject({ rows: 6, created: 2, updated: 0, unchanged: 0, imported: false });
    // The family the club lacks is named, once; a skipped row's family would not be made.
    expect(dry.newProductTypes).toEqual(['Grips']);
    const withBad = await report('products', '/dry-run', {
      csv: `${catalogue}\nREF-9;Malo;Cordajes;caro;21;;sí\nREF-8;Otro Grip;GRIPS;4;21;;sí`,
    });
    expect(withBad.newProductTypes).toEqual(['Grips']);
    expect(dry.issues).toEqual([
      { line: 4, field: 'price', message: 'Write the price as 12,50 or 12.50' },
      { line: 5, field: 'price', message: 'Write the price as 12,50 or 12.50' },
      { line: 6, field: 'externalId', message: 'This id is already on row 2' },
      { line: 7, field: 'published', message: 'Write yes or no' },
      { line: 7, field: 'stock', message: 'Write a whole number, such as 12' },
    ]);
    expect(await productByRef('REF-1')).toBeUndefined();
    const es = await report('products', '/dry-run', { csv: catalogue }, managerEs);
    expect(es.issues[0]?.message).toBe('Escribe el precio como 12,50 o 12.50');
  });

  it('imports: the price as written, a new family, the stock through the ledger, all audited; the same file again changes nothing', async () => {
    const done = await report('products', '', { csv: catalogue });
    expect(done).toMatchObject({ created: 2, updated: 0, imported: true });
    const pala = await productByRef('REF-1');
    expect(pala).toMatchObject({
      name: 'Pala Importada Pro',
      price: 14990,
      price_basis: 'gross',
      tax_percent: 21,
      track_stock: 1,
      stock: 7,
      published: 1,
    });
    const grip = await productByRef('REF-2');
    expect(grip).toMatchObject({ price: 350, track_stock: 0, published: 0 });
    const grips = await app.db.selectFrom('product_types').selectAll().where('name', '=', 'Grips').executeTakeFirstOrThrow();
    expect(grip!.product_type_id).toBe(grips.id);
    const movement = await app.db.selectFrom('stock_movements').selectAll().where('product_id', '=', pala!.id).execute();
    expect(movement).toMatchObject([{ kind: 'adjusted', quantity: 7, stock_after: 7, reason: expect.stringMatching(/import/i) }]);
    expect((await audits('stock.adjust')).at(-1)).toMatchObject({ entity_id: String(pala!.id) });
    expect((await audits('product.create')).filter((a) => [String(pala!.id), String(grip!.id)].includes(a.entity_id!))).toHaveLength(2);
    expect((await audits('product_type.create')).at(-1)).toMatchObject({ entity_id: String(grips.id) });
    expect((await audits('data.import')).at(-1)).toMatchObject({ entity_id: 'products' });

    const again = await report('products', '', { csv: catalogue });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, newProductTypes: [] });
    expect(await app.db.selectFrom('products').select('id').where('name', '=', 'Pala Importada Pro').execute()).toHaveLength(1);
    expect(await app.db.selectFrom('stock_movements').selectAll().where('product_id', '=', pala!.id).execute()).toHaveLength(1);
  });

  it('a changed row updates (found by its reference), the stock moves by the difference; without an id, by exact name', async () => {
    const pala = (await productByRef('REF-1'))!;
    const changed = 'Ref;Name;Price;Stock\nREF-1;Pala Importada Pro X;129.00;4\n;Grip Importado;3.75;';
    const done = await report('products', '', { csv: changed });
    expect(done).toMatchObject({ created: 0, updated: 2, unchanged: 0, issues: [] });
    expect(await productByRef('REF-1')).toMatchObject({ id: pala.id, name: 'Pala Importada Pro X', price: 12900, stock: 4 });
    expect(await productByRef('REF-2')).toMatchObject({ price: 375 });
    const moves = await app.db.selectFrom('stock_movements').selectAll().where('product_id', '=', pala.id).orderBy('id').execute();
    expect(moves.map((m) => m.quantity)).toEqual([7, -3]);
    expect((await audits('product.edit')).some((a) => a.entity_id === String(pala.id))).toBe(true);
  });

  it('refuses an import without a price column, in a sentence', async () => {
    const res = await post('products', '', { csv: 'Name;Notes\nAlgo;x', mapping: { name: 'Name' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toBe('Choose the column that holds the price');
  });
});

const everyDay = (open: string, close: string) => Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, open, close }));

describe('CSV import of courts', () => {
  const courtByRef = (ref: string) => app.db.selectFrom('resources').selectAll().where('external_id', '=', ref).executeTakeFirst();
  const hoursOf = (id: number) => app.db.selectFrom('opening_hours').selectAll().where('resource_id', '=', id).orderBy('weekday').execute();
  const file = () =>
    [
      'Código,Pista,Deporte,Descripción,Apertura,Cierre',
      `P-1,Pista Importada 1,${club.kind},Cristal,9:00,22:00`,
      `P-2,Pista Importada 2,${club.kind},,08:00,`,
      `P-3,,${club.kind},,,`,
    ].join('\n');

  it('refuses a role without data.import', async () => {
    expect((await post('courts', '/dry-run', { csv: file() }, accountant)).statusCode).toBe(403);
    expect((await post('courts', '', { csv: file() }, accountant)).statusCode).toBe(403);
  });

  it('dry run writes nothing; the import creates courts with their hours, audited; again changes nothing', async () => {
    const dry = await report('courts', '/dry-run', { csv: file() });
    expect(dry).toMatchObject({ delimiter: ',', rows: 3, created: 1, imported: false });
    expect(dry.issues).toEqual([
      { line: 3, field: 'closes', message: 'Give both the opening and the closing time, or neither' },
      { line: 4, field: 'name', message: 'The field is required' },
    ]);
    expect(await courtByRef('P-1')).toBeUndefined();

    const done = await report('courts', '', { csv: file() });
    expect(done).toMatchObject({ created: 1, imported: true });
    const court = (await courtByRef('P-1'))!;
    expect(court).toMatchObject({ name: 'Pista Importada 1', resource_type: club.kind, description: 'Cristal', active: 1 });
    expect((await hoursOf(court.id)).map((h) => [h.weekday, h.open_time, h.close_time])).toEqual(
      everyDay('09:00', '22:00').map((h) => [h.weekday, h.open, h.close]),
    );
    expect((await audits('court.create')).at(-1)).toMatchObject({ entity_id: String(court.id) });
    expect((await audits('court.hours')).at(-1)).toMatchObject({ entity_id: String(court.id) });
    expect((await audits('data.import')).at(-1)).toMatchObject({ entity_id: 'courts' });

    // On the public grid at once.
    const grid = await app.inject({
      method: 'POST',
      url: '/api/publicbookings/list',
      payload: { date: '2026-06-16', bookingTypeId: club.typeId, customerId: null },
    });
    expect((grid.json().model.list as Array<{ id: number }>).some((c) => c.id === court.id)).toBe(true);

    expect(await report('courts', '', { csv: file() })).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
  });

  it('a changed row updates; hours that would leave a booking to come outside are the row’s issue, in the staff’s words', async () => {
    const court = (await courtByRef('P-1'))!;
    const ana = await quickCustomer(app, 'Ana');
    // Tuesday 16 June 21:00 in Madrid.
    await recordDeskBookings(app.db, [
      {
        bookingTypeId: club.typeId,
        resourceId: court.id,
        ownerId: ana.id,
        startsAt: '2026-06-16T19:00:00.000Z' as Instant,
        durationMinutes: 60,
        maxParticipants: 4,
        price: 2000,
        currency: 'EUR',
        createdAt: clock.now().toISOString() as Instant,
      },
    ]);
    const early = `Code;Name;Sport;Opens;Closes\nP-1;Pista Importada 1;${club.kind};09:00;20:00`;
    const refused = await report('courts', '', { csv: early });
    expect(refused).toMatchObject({ updated: 0, unchanged: 0 });
    expect(refused.issues[0]).toMatchObject({
      line: 2,
      field: 'opens',
      message: expect.stringMatching(/^These hours would leave bookings of Pista Importada 1 outside/),
    });
    const es = await report('courts', '/dry-run', { csv: early }, managerEs);
    expect(es.issues[0]?.message).not.toBe(refused.issues[0]?.message);
    expect(await hoursOf(court.id)).toHaveLength(7);
    expect((await hoursOf(court.id))[0]).toMatchObject({ close_time: '22:00' });

    const renamed = `Code;Name;Sport;Opens;Closes\nP-1;Pista Central;${club.kind};08:00;23:00`;
    expect(await report('courts', '', { csv: renamed })).toMatchObject({ updated: 1, issues: [] });
    expect(await courtByRef('P-1')).toMatchObject({ id: court.id, name: 'Pista Central' });
    expect((await hoursOf(court.id))[0]).toMatchObject({ open_time: '08:00', close_time: '23:00' });
  });
});
