import { describe, expect, it } from 'vitest';
import { planIdentity, type MergeIdentity } from './customer-merge-identity.js';

const person = (over: Partial<MergeIdentity> = {}): MergeIdentity => ({
  email: null,
  password_hash: null,
  proven_email: null,
  name: 'Marta',
  surname: 'Soler',
  email2: '',
  email3: '',
  phone: '',
  phone2: '',
  phone3: '',
  gender: null,
  birth_date: null,
  address_line1: '',
  postal_code: '',
  city: '',
  town: '',
  country: '',
  language: 'es-ES',
  logo: '',
  external_id: null,
  parent_id: null,
  status: 0,
  accept_conditions: 1,
  ok_rss: 0,
  ...over,
});
const none = { keptHolder: null, mergedHolder: null, keptHasDependants: false };
const rowOf = (plan: ReturnType<typeof planIdentity>, field: string) => plan.rows.find((r) => r.field === field);

describe('planIdentity: how two records of one person become one', () => {
  it('keeps the kept customer’s sign-in; the other address becomes a second one', () => {
    const plan = planIdentity(
      person({ email: 'marta@a.example', password_hash: 'hash-a' }),
      person({ email: 'marta@b.example', password_hash: 'hash-b', ok_rss: 1 }),
      none,
    );
    expect(plan.login).toBe('kept');
    expect(plan.changes).toEqual({ email2: 'marta@b.example', email3: '' });
    expect(rowOf(plan, 'email')).toMatchObject({ after: 'marta@a.example', rule: 'kept' });
  });

  it('takes the merged customer’s sign-in (and its consents) when the kept one cannot sign in; its own address stays as a second', () => {
    const plan = planIdentity(
      person({ email: 'desk@a.example', status: 1, accept_conditions: 0 }),
      person({ email: 'web@b.example', password_hash: 'hash-b', proven_email: 'web@b.example', ok_rss: 1 }),
      none,
    );
    expect(plan.login).toBe('taken');
    expect(plan.changes).toMatchObject({
      email: 'web@b.example',
      password_hash: 'hash-b',
      proven_email: 'web@b.example',
      status: 0,
      accept_conditions: 1,
      ok_rss: 1,
      email2: 'desk@a.example',
    });
    expect(rowOf(plan, 'email')?.rule).toBe('taken');
  });

  it('fills empty phone slots with the numbers not already there (a country code is the same phone), dropping what finds no slot', () => {
    const plan = planIdentity(
      person({ phone: '+34 600 111 222', phone2: '611', phone3: '622' }),
      person({ phone: '600111222', phone2: '+34 699 000 111' }),
      none,
    );
    expect(plan.changes.phone).toBeUndefined();
    expect(rowOf(plan, 'phones')).toMatchObject({ rule: 'dropped', after: '+34 600 111 222, 611, 622' });
    const roomy = planIdentity(person({ phone: '+34 600 111 222' }), person({ phone: '600111222', phone2: '+34 699 000 111' }), none);
    expect(roomy.changes).toMatchObject({ phone: '+34 600 111 222', phone2: '+34 699 000 111', phone3: '' });
  });

  it('takes the previous system’s id, address and birth date only into empty ones', () => {
    const plan = planIdentity(
      person({ external_id: 'OLD-1', city: 'Madrid', address_line1: 'Gran Vía 1' }),
      person({ external_id: 'OLD-2', birth_date: '1990-04-02', city: 'Valencia', address_line1: 'Calle Mayor 1' }),
      none,
    );
    expect(plan.changes).toEqual({ birth_date: '1990-04-02' });
    expect(rowOf(plan, 'externalId')?.rule).toBe('dropped');
    expect(rowOf(plan, 'address')?.rule).toBe('kept');
  });

  it('a child’s two records: the one with no address, holder or dependants takes the other’s account holder', () => {
    const child = planIdentity(person(), person({ parent_id: 7 }), {
      keptHolder: null,
      mergedHolder: 'Paula Padre',
      keptHasDependants: false,
    });
    expect(child.changes.parent_id).toBe(7);
    expect(rowOf(child, 'accountHolder')).toMatchObject({ after: 'Paula Padre', rule: 'taken' });
    const adult = planIdentity(person({ email: 'hugo@a.example', password_hash: 'h' }), person({ parent_id: 7 }), {
      keptHolder: null,
      mergedHolder: 'Paula Padre',
      keptHasDependants: false,
    });
    expect(adult.changes.parent_id).toBeUndefined();
    expect(rowOf(adult, 'accountHolder')?.rule).toBe('dropped');
  });
});
