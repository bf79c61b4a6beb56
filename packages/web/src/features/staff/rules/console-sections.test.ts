import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import { sectionsFor } from './console-sections';

describe('the console navigation', () => {
  it('shows an owner staff accounts, roles, the audit log, the products, promo codes, vouchers, the go-live wizard, the prices, the groups and fees, the courts and the exports', () => {
    expect(sectionsFor(BUILT_IN_ROLES.owner).map((s) => s.id)).toEqual([
      'accounts',
      'roles',
      'audit',
      'products',
      'promos',
      'vouchers',
      'setup',
      'prices',
      'groups',
      'fees',
      'courts',
      'exports',
    ]);
  });
  it('shows a manager the prices, the groups and fees, the courts and the exports but not staff accounts', () => {
    expect(sectionsFor(BUILT_IN_ROLES.manager).map((s) => s.id)).toEqual([
      'audit',
      'products',
      'promos',
      'vouchers',
      'setup',
      'prices',
      'groups',
      'fees',
      'courts',
      'exports',
    ]);
  });
  it('shows an accountant the audit log, the products, promo codes, vouchers, the groups and fees and the courts (to read) and the exports but not staff accounts', () => {
    expect(sectionsFor(BUILT_IN_ROLES.accountant).map((s) => s.id)).toEqual([
      'audit',
      'products',
      'promos',
      'vouchers',
      'groups',
      'fees',
      'courts',
      'exports',
    ]);
  });
  it('shows the desk the products, promo codes, vouchers, the groups and fees and the courts (to read), never the exports', () => {
    expect(sectionsFor(BUILT_IN_ROLES.desk).map((s) => s.id)).toEqual(['products', 'promos', 'vouchers', 'groups', 'fees', 'courts']);
  });
  it('shows a coach none', () => {
    expect(sectionsFor(BUILT_IN_ROLES.coach)).toEqual([]);
  });
});
