import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

// The staff's CSV import of customers (issue 32 §7), over HTTP on the demo club, both dialects.
const clock = new ManualClock('2026-11-29T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let managerEs: Awaited<ReturnType<typeof signedInStaff>>;
let accountant: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  manager = await signedInStaff(app, { role: 'manager', name: 'Mara Manager', language: 'en-US' });
  managerEs = await signedInStaff(app, { role: 'manager', name: 'Marta Gerente', language: 'es-ES' });
  accountant = await signedInStaff(app, { role: 'accountant', name: 'Ada Accountant' });
});
afterAll(() => app.close());

type Report = {
  delimiter: string;
  columns: string[];
  mapping: Record<string, string | null>;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  issues: Array<{ line: number; field: string | null; message: string }>;
  imported: boolean;
};
const post = (path: string, payload: object, headers = manager.headers) =>
  app.inject({ method: 'POST', url: `/api/staff/imports/customers${path}`, payload, headers });
async function report(path: string, payload: object, headers = manager.headers): Promise<Report> {
  const res = await post(path, payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().report as Report;
}
const customerByEmail = (email: string) => app.db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
const importAudits = () => app.db.selectFrom('audit_log').selectAll().where('action', '=', 'data.import').orderBy('id').execute();

// What a previous system exports: Spanish headers, `;`, day-first dates, a BOM, a quoted field with the separator.
const previousSystem = [
  '\uFEFFNº socio;Nombre;Apellidos;Correo electrónico;Teléfono;Fecha de nacimiento;Población;Notas',
  'A-1;Marta;"Ruiz; de la Fuente";marta.import@example.com;600 111 222;05/03/1988;Sevilla;vip',
  'A-2;Jon;Etxeberria;jon.import@example.com;;;Bilbao;',
  'A-3;;Sin Nombre;noname.import@example.com;;;;',
  'A-4;Ana;Duplicada;marta.import@example.com;;;;',
  'A-5;Luis;Fecha;luis.import@example.com;;31/02/1990;;',
  ';;;;;;;',
  'A-6;Socio;Demo;socio@sierraverde.club;;;;',
].join('\r\n');

describe('CSV import of customers', () => {
  it('refuses a role without data.import (the accountant) and writes nothing', async () => {
    expect((await post('/dry-run', { csv: previousSystem }, accountant.headers)).statusCode).toBe(403);
    expect((await post('', { csv: previousSystem }, accountant.headers)).statusCode).toBe(403);
    expect(await customerByEmail('marta.import@example.com')).toBeUndefined();
  });

  it('dry run: finds the separator, guesses the columns, lists each bad row in the staff member’s words, writes nothing', async () => {
    const dry = await report('/dry-run', { csv: previousSystem });
    expect(dry.delimiter).toBe(';');
    expect(dry.columns).toEqual([
      'Nº socio',
      'Nombre',
      'Apellidos',
      'Correo electrónico',
      'Teléfono',
      'Fecha de nacimiento',
      'Población',
      'Notas',
    ]);
    expect(dry.mapping).toMatchObject({
      externalId: 'Nº socio',
      name: 'Nombre',
      surname: 'Apellidos',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      birthDate: 'Fecha de nacimiento',
      city: 'Población',
      country: null,
    });
    // Six rows with data (the empty one is not a row); two new, the demo member's row updates them; three skipped.
    expect(dry).toMatchObject({ rows: 6, created: 2, updated: 1, unchanged: 0, imported: false });
    expect(dry.issues).toEqual([
      { line: 4, field: 'name', message: 'The field is required' },
      { line: 5, field: 'email', message: 'This email is already on row 2' },
      { line: 6, field: 'birthDate', message: 'Write the date as 31/12/1990 or 1990-12-31' },
    ]);
    expect(await customerByEmail('marta.import@example.com')).toBeUndefined();

    const es = await report('/dry-run', { csv: previousSystem }, managerEs.headers);
    expect(es.issues[1]?.message).toBe('Este email ya está en la fila 2');
  });

  it('imports the valid rows, audited; a second import of the same file updates nothing and duplicates no one', async () => {
    const before = await customerByEmail('socio@sierraverde.club');
    const done = await report('', { csv: previousSystem });
    expect(done).toMatchObject({ rows: 6, created: 2, updated: 1, unchanged: 0, imported: true });
    expect(done.issues).toHaveLength(3);

    const marta = await customerByEmail('marta.import@example.com');
    expect(marta).toMatchObject({
      external_id: 'A-1',
      name: 'Marta',
      surname: 'Ruiz; de la Fuente',
      phone: '600 111 222',
      birth_date: '1988-03-05',
      city: 'Sevilla',
      status: 0,
      password_hash: null,
      ok_rss: 0,
      language: 'es-ES',
    });
    // The demo member keeps what the file leaves empty (their phone) and gains the id of the previous system.
    const member = await customerByEmail('socio@sierraverde.club');
    expect(member).toMatchObject({ external_id: 'A-6', name: 'Socio', surname: 'Demo', phone: before!.phone });

    const audits = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'customer.import').orderBy('id').execute();
    expect(audits.map((a) => [a.entity_id, a.actor_label])).toEqual([
      [String(marta!.id), 'Mara Manager'],
      [String((await customerByEmail('jon.import@example.com'))!.id), 'Mara Manager'],
      [String(member!.id), 'Mara Manager'],
    ]);
    expect(JSON.parse(audits[2]!.before_json!)).toEqual({ external_id: null, name: before!.name, surname: before!.surname });
    expect(JSON.parse(audits[2]!.after_json!)).toEqual({ external_id: 'A-6', name: 'Socio', surname: 'Demo' });
    const [summary] = await importAudits();
    expect(JSON.parse(summary!.after_json!)).toEqual({ rows: 6, created: 2, updated: 1, unchanged: 0, skipped: 3 });

    const again = await report('', { csv: previousSystem });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, imported: true });
    const count = await app.db
      .selectFrom('customers')
      .select(app.db.fn.countAll<number>().as('n'))
      .where('email', '=', 'marta.import@example.com')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('finds a customer again by external id when the email changed, and refuses an email another customer has', async () => {
    await createCustomer(app, { name: 'Otra', email: 'otra.import@example.com' });
    const csv = 'id,name,email\r\nA-2,Jon,jon.new@example.com\r\nA-1,Marta,otra.import@example.com\r\n';
    const done = await report('', { csv });
    expect(done).toMatchObject({ delimiter: ',', created: 0, updated: 1, imported: true });
    expect(done.issues).toEqual([{ line: 3, field: 'email', message: 'This email belongs to another customer of the club' }]);
    expect(await customerByEmail('jon.new@example.com')).toMatchObject({ external_id: 'A-2', name: 'Jon' });
    expect(await customerByEmail('marta.import@example.com')).toMatchObject({ external_id: 'A-1' });
  });

  it('finds the kept customer through the old id of a record merged into them, and an erased one nowhere', async () => {
    const csv = 'id,name,surname,email,city\r\nM-1,Bea,Uno,bea.uno@example.com,\r\nM-2,Bea,Dos,bea.dos@example.com,\r\n';
    expect(await report('', { csv })).toMatchObject({ created: 2, imported: true });
    const [kept, merged] = [(await customerByEmail('bea.uno@example.com'))!, (await customerByEmail('bea.dos@example.com'))!];
    const merge = await app.inject({
      method: 'POST',
      url: `/api/staff/customers/${kept.id}/merge`,
      headers: manager.headers,
      payload: { from: merged.id },
    });
    expect(merge.statusCode, merge.body).toBe(200);
    // The old system still has both records: the merged one's row updates the kept customer, keeping their own id.
    const again = 'id,name,surname,email,city\r\nM-2,Bea,Dos,,Cádiz\r\n';
    expect(await report('', { csv: again })).toMatchObject({ created: 0, updated: 1, issues: [] });
    expect(await customerByEmail('bea.uno@example.com')).toMatchObject({ id: kept.id, external_id: 'M-1', city: 'Cádiz' });
    expect(await app.db.selectFrom('customers').select('id').where('name', '=', 'Bea').where('deleted_at', 'is', null).execute()).toEqual([
      { id: kept.id },
    ]);
    // Erased, the person is nowhere to be found again by either old id: a new import makes a new customer.
    const erase = await app.inject({
      method: 'POST',
      url: `/api/staff/customers/${kept.id}/erase`,
      headers: manager.headers,
      payload: { reason: 'Asked to be forgotten' },
    });
    expect(erase.statusCode, erase.body).toBe(200);
    expect(await report('', { csv: again })).toMatchObject({ created: 1, updated: 0, issues: [] });
  });

  it('reads the columns staff choose, and refuses a mapping that cannot work with a sentence', async () => {
    const csv = "Cliente,Mail,Movil\r\nPepa,pepa.import@example.com,'+34 699 000 111\r\n";
    const guessed = await report('/dry-run', { csv });
    expect(guessed.mapping).toMatchObject({ name: null, email: 'Mail', phone: 'Movil' });
    expect((await post('', { csv })).json()).toEqual({ ok: false, errorMsg: 'Choose the column that holds the name' });

    const mapping = { name: 'Cliente', email: 'Mail', phone: 'Movil' };
    const done = await report('', { csv, mapping });
    expect(done).toMatchObject({ created: 1, imported: true });
    // A cell this portal's export neutralised (`'+34…`) is read back as written.
    expect(await customerByEmail('pepa.import@example.com')).toMatchObject({ name: 'Pepa', phone: '+34 699 000 111' });

    const twice = await post('/dry-run', { csv, mapping: { name: 'Cliente', surname: 'Cliente', email: 'Mail' } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errorMsg).toBe('The column “Cliente” is chosen for two fields: choose it once');
    const unknown = await post('/dry-run', { csv, mapping: { name: 'Nombre', email: 'Mail' } });
    expect(unknown.json().errorMsg).toBe('The file has no column called “Nombre”: choose one of its columns');
    const unclosed = await post('/dry-run', { csv: 'name,email\r\n"Pepa,pepa@example.com\r\n' });
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().errorMsg).toMatch(/^The file cannot be read as CSV near row \d+: a quote is not closed$/);
    const empty = await post('/dry-run', { csv: '\r\n' });
    expect(empty.json().errorMsg).toBe('The file has no header row and no rows to import: export it again from your previous system');
  });
});

describe('CSV import of customers with their groups', () => {
  it('adds each customer to the club’s groups the row names (any case), refuses a group the club lacks, and adds nothing twice', async () => {
    const socios = await app.db.selectFrom('customer_groups').select('id').where('name', '=', 'Socios').executeTakeFirstOrThrow();
    const tere = await createCustomer(app, { name: 'Tere', email: 'grupo.tres@example.com' });
    const joined = await app.inject({
      method: 'POST',
      url: `/api/staff/groups/${socios.id}/members`,
      payload: { customerId: tere.id },
      headers: manager.headers,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const csv = [
      'email;name;grupos',
      'grupo.uno@example.com;Gala;socios',
      'grupo.dos@example.com;Gil;Socios | Equipo de competición',
      'grupo.tres@example.com;Tere;Socios',
    ].join('\r\n');
    const dry = await report('/dry-run', { csv });
    expect(dry.mapping).toMatchObject({ groups: 'grupos' });
    expect(dry).toMatchObject({ created: 1, updated: 0, unchanged: 1 });
    expect(dry.issues).toEqual([
      {
        line: 3,
        field: 'groups',
        message: 'The club has no customer group called “Equipo de competición”: create it in Customer groups first',
      },
    ]);
    const done = await report('', { csv }, managerEs.headers);
    expect(done.issues[0]!.message).toBe(
      'El club no tiene ningún grupo de clientes llamado «Equipo de competición»: créalo antes en Grupos de clientes',
    );
    const gala = await customerByEmail('grupo.uno@example.com');
    const member = await app.db
      .selectFrom('customer_group_members')
      .selectAll()
      .where('customer_id', '=', gala!.id)
      .where('customer_group_id', '=', socios.id)
      .executeTakeFirst();
    expect(member).toBeDefined();
    const added = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'group.member.add')
      .where('entity_id', '=', String(socios.id))
      .execute();
    expect(added.map((a) => JSON.parse(a.after_json!).customerId)).toContain(gala!.id);
    // Again: she is in the group already, so nothing changes.
    expect(await report('/dry-run', { csv })).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });
});

describe('the round trip: this portal’s customer export imported into an empty club', () => {
  let empty: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    empty = await buildTestApp({ clock, seed: false });
  });
  afterAll(() => empty.close());

  /** The export's rows as records by header, leaving out what each club numbers and dates itself. */
  const comparable = (csv: string) => {
    const [header, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const own = new Set(['id', 'parent id', 'created', 'newsletter', 'status']);
    return rows
      .map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]]).filter(([h]) => !own.has(h!))))
      .sort((a, b) => String(a.email).localeCompare(String(b.email)));
  };

  it('exports the demo club’s customers, imports them into an empty club, and exports the same customers again', async () => {
    const owner = await signedInStaff(app, { role: 'owner', name: 'Olga Owner', language: 'en-US' });
    const first = await app.inject({ url: '/api/staff/exports/customers.csv', headers: owner.headers });
    expect(first.statusCode).toBe(200);
    const before = comparable(first.body);
    // The demo's members, a family's parent and children, and the imported ones above.
    expect(before.length).toBeGreaterThan(5);

    // The new club's first step in the go-live wizard: its name and contact (what its exports' dates are read in).
    const emptyOwner = await signedInStaff(empty, { role: 'owner', name: 'Nora Nueva', language: 'en-US' });
    const identity = { name: 'Club Nuevo', buttonsColor: '#0a7d4f', footerColor: '#0f2a3d', email: 'hola@clubnuevo.example', coords: '' };
    const named = await empty.inject({
      method: 'PUT',
      url: '/api/staff/setup-wizard/identity',
      payload: identity,
      headers: emptyOwner.headers,
    });
    expect(named.statusCode, named.body).toBe(200);
    // Groups are the club's own: the new club makes its members' group before bringing them in.
    const group = await empty.inject({
      method: 'POST',
      url: '/api/staff/groups',
      payload: { name: 'Socios' },
      headers: emptyOwner.headers,
    });
    expect(group.statusCode, group.body).toBe(200);
    const imported = await empty.inject({
      method: 'POST',
      url: '/api/staff/imports/customers',
      payload: { csv: first.body },
      headers: emptyOwner.headers,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().report).toMatchObject({ created: before.length, updated: 0, issues: [], imported: true });

    const second = await empty.inject({ url: '/api/staff/exports/customers.csv', headers: emptyOwner.headers });
    expect(second.statusCode).toBe(200);
    expect(comparable(second.body)).toEqual(before);
    // The same file again changes nothing: each row is found by the old club's id, kept as the external id.
    const again = await empty.inject({
      method: 'POST',
      url: '/api/staff/imports/customers/dry-run',
      payload: { csv: first.body },
      headers: emptyOwner.headers,
    });
    expect(again.json().report).toMatchObject({ created: 0, updated: 0, unchanged: before.length });
  });
});

describe('CSV import of customers with their memberships', () => {
  it('gives the membership a row names as staff give a pass (audited, charged through its fee); again, nothing twice', async () => {
    const type = await app.inject({
      method: 'POST',
      url: '/api/staff/memberships',
      headers: manager.headers,
      payload: {
        name: 'Abono importado',
        names: {},
        price: 25,
        periodMonths: 1,
        validFrom: null,
        validTo: null,
        customerGroupId: null,
        bookingDays: null,
      },
    });
    expect(type.statusCode, type.body).toBe(200);
    const typeId = type.json().membership.id as number;
    const csv = [
      'Email;Nombre;Abono;Inicio del abono',
      'pass.one@example.com;Pablo;abono importado;01/12/2026',
      'pass.two@example.com;Paula;Abono inexistente;',
      'pass.three@example.com;Pedro;Abono importado;30/12/2026',
    ].join('\n');
    const dry = await report('/dry-run', { csv });
    expect(dry.mapping).toMatchObject({ membership: 'Abono', membershipStart: 'Inicio del abono' });
    expect(dry).toMatchObject({ created: 1, updated: 0 });
    expect(dry.issues).toEqual([
      {
        line: 3,
        field: 'membership',
        message: 'The club has no membership called “Abono inexistente”: create it in Memberships first',
      },
      { line: 4, field: 'membership', message: expect.stringContaining('28') },
    ]);
    const passesOf = async (email: string) => {
      const c = await customerByEmail(email);
      return c ? app.db.selectFrom('season_passes').selectAll().where('customer_id', '=', c.id).execute() : [];
    };
    expect(await passesOf('pass.one@example.com')).toEqual([]);

    expect(await report('', { csv })).toMatchObject({ created: 1, imported: true });
    // The pass's reason is read by staff later: in the club's language (the demo club's Spanish).
    const [pass] = await passesOf('pass.one@example.com');
    expect(pass).toMatchObject({ membership_type_id: typeId, starts_on: '2026-12-01', reason: 'Dado por la importación CSV de clientes' });
    expect(pass!.periodic_fee_id).not.toBeNull();
    const gives = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'pass.give').execute();
    expect(gives.some((a) => a.entity_id === String(pass!.id))).toBe(true);

    // The same file again: the customer holds the pass already, nothing is given twice.
    expect(await report('', { csv })).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(await passesOf('pass.one@example.com')).toHaveLength(1);

    // An existing customer without it: the row updates by giving the pass. Without a first day it starts today,
    // the 29th: no due day, refused as the editor refuses it.
    const today = await report('/dry-run', { csv: 'Email;Nombre;Abono\nsocio@sierraverde.club;Socio;Abono importado' });
    expect(today.issues).toEqual([{ line: 2, field: 'membership', message: expect.stringContaining('28') }]);
    const later = 'Email;Nombre;Abono;Alta\nsocio@sierraverde.club;Socio;Abono importado;2026-12-01';
    expect(await report('', { csv: later })).toMatchObject({ updated: 1 });
    expect((await passesOf('socio@sierraverde.club')).some((p) => p.membership_type_id === typeId)).toBe(true);
  });
});
