import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSqlite } from '../../db/dialect.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, createPaidSale } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

// Merging two duplicates (issue 33 §4), both dialects: who may, what is refused and in whose words, a double submit
// and two desks at once, and a merge that fails half-way leaving nothing behind, its audit record included.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  owner = await signedInStaff(app, { role: 'owner' });
  manager = await signedInStaff(app, { role: 'manager', language: 'fr-FR' });
});
afterAll(() => app.close());

const merge = (keptId: number, mergedId: number, headers: Record<string, string> = owner.headers) =>
  app.inject({ method: 'POST', url: `/api/staff/customers/${keptId}/merge`, headers, payload: { from: mergedId } });
const preview = (keptId: number, mergedId: number, headers: Record<string, string> = owner.headers) =>
  app.inject({ method: 'GET', url: `/api/staff/customers/${keptId}/merge-preview?from=${mergedId}`, headers });
const mergeAudits = (keptId: number) =>
  app.db.selectFrom('audit_log').select('id').where('action', '=', 'customer.merge').where('entity_id', '=', String(keptId)).execute();
const mergedInto = async (id: number) =>
  (await app.db.selectFrom('customers').select('merged_into_id').where('id', '=', id).executeTakeFirstOrThrow()).merged_into_id;

describe('who may merge, and what is refused', () => {
  it('is for owners and managers: a desk or a read-only role is refused and nothing changes', async () => {
    const a = await createCustomer(app);
    const b = await createCustomer(app);
    for (const role of ['desk', 'read-only', 'accountant'] as const) {
      const staff = await signedInStaff(app, { role });
      expect((await merge(a.id, b.id, staff.headers)).statusCode).toBe(403);
      expect((await preview(a.id, b.id, staff.headers)).statusCode).toBe(403);
    }
    expect(await mergedInto(b.id)).toBeNull();
    expect((await merge(a.id, b.id, manager.headers)).statusCode).toBe(200);
  });

  it('refuses with a sentence in the staff member’s language: itself, a merged or erased one, the desk guest, a family', async () => {
    const a = await createCustomer(app, { name: 'Ana', surname: 'Ruiz' });
    const b = await createCustomer(app);
    const c = await createCustomer(app);
    const refused = async (res: Awaited<ReturnType<typeof merge>>, status: number) => {
      expect(res.statusCode, res.body).toBe(status);
      return res.json().errorMsg as string;
    };
    expect(await refused(await merge(a.id, a.id), 400)).toBe('A customer cannot be merged with themselves: choose the other record');
    expect(await refused(await merge(a.id, a.id, manager.headers), 400)).toBe(
      'Un client ne peut pas être fusionné avec lui-même : choisissez l’autre fiche',
    );
    expect((await merge(a.id, b.id)).statusCode).toBe(200);
    expect(await refused(await merge(c.id, b.id), 409)).toBe(
      `Customer #${b.id} was already merged into customer #${a.id}: merge with #${a.id} instead`,
    );
    expect(await refused(await merge(b.id, c.id), 409)).toBe(
      `Customer #${b.id} was already merged into customer #${a.id}: merge with #${a.id} instead`,
    );
    const erased = await createCustomer(app);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/staff/customers/${erased.id}/erase`,
          headers: owner.headers,
          payload: { reason: 'Asked' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await refused(await merge(erased.id, c.id), 409)).toBe(
      `The data of customer #${erased.id} was erased: there is nothing left to merge`,
    );
    expect(await refused(await merge(c.id, erased.id, manager.headers), 409)).toBe(
      `Les données du client n° ${erased.id} ont été effacées : il n’y a plus rien à fusionner`,
    );
    const guest = await createCustomer(app);
    await app.db.updateTable('customers').set({ desk_guest: 1 }).where('id', '=', guest.id).execute();
    expect(await refused(await merge(c.id, guest.id), 409)).toBe(
      'The desk’s guest customer stands for walk-ins known only by a name: it cannot be merged',
    );
    const child = await createCustomer(app, { name: 'Hugo', surname: 'Ruiz', parentId: a.id });
    expect(await refused(await merge(child.id, a.id), 409)).toBe(
      'Ana Ruiz and Hugo Ruiz are an account holder and their dependant: two people, not the same person twice',
    );
    // A dependant kept cannot take on the merged record's own dependants (a family two levels deep): the other way round can.
    const parent = await createCustomer(app, { name: 'Pilar', surname: 'Soto' });
    const asChild = await createCustomer(app, { name: 'Eva', surname: 'Soto', parentId: parent.id });
    const asHolder = await createCustomer(app, { name: 'Eva', surname: 'Soto' });
    await createCustomer(app, { name: 'Leo', surname: 'Soto', parentId: asHolder.id });
    expect(await refused(await merge(asChild.id, asHolder.id), 409)).toBe(
      `Customer #${asChild.id} is another account holder’s dependant and cannot take on the dependants of customer #${asHolder.id}: keep #${asHolder.id} and merge #${asChild.id} into it instead`,
    );
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/staff/customers/${asHolder.id}/merge-preview?from=${asChild.id}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await merge(999999, c.id)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/api/staff/customers/${c.id}/merge`, headers: owner.headers, payload: { from: 'x' } }))
        .statusCode,
    ).toBe(400);
    expect(await mergedInto(c.id)).toBeNull();
  });
});

describe('once, whatever the clicks', () => {
  it('merges once on a double submit: both answer the same, one audit record, one mail', async () => {
    const a = await createCustomer(app);
    const b = await createCustomer(app);
    const sale = await createPaidSale(app, b.id, { unitPrice: 3000 });
    const [first, second] = await Promise.all([merge(a.id, b.id), merge(a.id, b.id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(await mergeAudits(a.id)).toHaveLength(1);
    expect(await app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', a.email).execute()).toHaveLength(1);
    const moved = await app.db.selectFrom('sales').select('customer_id').where('id', '=', sale).executeTakeFirstOrThrow();
    expect(moved.customer_id).toBe(a.id);
  });

  it('two desks merging one pair either way: one merge stands, the other is refused with its sentence', async () => {
    const a = await createCustomer(app);
    const b = await createCustomer(app);
    const answers = await Promise.all([merge(a.id, b.id), merge(b.id, a.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((r) => r.statusCode === 200)!.json() as { keptId: number; mergedId: number };
    expect(await mergedInto(won.mergedId)).toBe(won.keptId);
    expect(await mergedInto(won.keptId)).toBeNull();
    expect(answers.find((r) => r.statusCode === 409)!.json().errorMsg).toContain(`merged into customer #${won.keptId}`);
  });
});

describe('all or nothing', () => {
  it('a merge failing at its last step leaves both records as they were, and no audit record', async () => {
    const a = await createCustomer(app);
    const b = await createCustomer(app);
    const sale = await createPaidSale(app, b.id, { unitPrice: 1500 });
    // The mails are queued last, after the audit record: make that write fail.
    if (isSqlite(app.db))
      await sql`create trigger merge_fails before insert on customer_emails begin select raise(abort, 'mail store down'); end`.execute(
        app.db,
      );
    else {
      await sql`create function merge_fails() returns trigger language plpgsql as $$ begin raise exception 'mail store down'; end $$`.execute(
        app.db,
      );
      await sql`create trigger merge_fails before insert on customer_emails for each row execute function merge_fails()`.execute(app.db);
    }
    try {
      const res = await merge(a.id, b.id);
      expect(res.statusCode).toBe(500);
    } finally {
      if (isSqlite(app.db)) await sql`drop trigger merge_fails`.execute(app.db);
      else {
        await sql`drop trigger merge_fails on customer_emails`.execute(app.db);
        await sql`drop function merge_fails()`.execute(app.db);
      }
    }
    expect(await mergeAudits(a.id)).toEqual([]);
    expect(await mergedInto(b.id)).toBeNull();
    const still = await app.db.selectFrom('sales').select('customer_id').where('id', '=', sale).executeTakeFirstOrThrow();
    expect(still.customer_id).toBe(b.id);
    const login = await app.inject({
      method: 'POST',
      url: '/api/publiccustomers/cauth',
      payload: { email: b.email, password: b.password },
    });
    expect(login.statusCode).toBe(200);
    // And once the mails can be stored again, the same merge goes through, audited once.
    expect((await merge(a.id, b.id)).statusCode).toBe(200);
    expect(await mergeAudits(a.id)).toHaveLength(1);
  });
});

describe('erasing the kept customer', () => {
  it('erases the records merged into them too: their names were still there', async () => {
    const a = await createCustomer(app, { name: 'Olvido', surname: 'Gris' });
    const b = await createCustomer(app, { name: 'Olvido', surname: 'Gris Bis' });
    expect((await merge(a.id, b.id)).statusCode).toBe(200);
    const erase = await app.inject({
      method: 'POST',
      url: `/api/staff/customers/${a.id}/erase`,
      headers: owner.headers,
      payload: { reason: 'Asked' },
    });
    expect(erase.statusCode, erase.body).toBe(200);
    const rows = await app.db
      .selectFrom('customers')
      .select(['name', 'surname', 'merged_into_id'])
      .where('id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { name: 'Deleted', surname: 'customer', merged_into_id: null },
      { name: 'Deleted', surname: 'customer', merged_into_id: a.id },
    ]);
  });
});
