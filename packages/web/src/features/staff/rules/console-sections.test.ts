import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import { sectionsFor } from './console-sections';

describe('the console navigation', () => {
  it('shows an owner staff accounts, roles, the audit log, the products, the go-live wizard, the prices and the courts', () => {
    expect(sectionsFor(BUILT_IN_ROLES.owner).map((s) => s.id)).toEqual([
      'accounts',
      'roles',
      'audit',
      'products',
      'setup',
      'prices',
      'courts',
    ]);
  });
  it('shows a manager the prices and the courts but not staff accounts', () => {
    expect(sectionsFor(BUILT_IN_ROLES.manager).map((s) => s.id)).toEqual(['audit', 'products', 'setup', 'prices', 'courts']);
  });
  it('shows an accountant the audit log, the products and the courts (to read) but not staff accounts', () => {
    expect(sectionsFor(BUILT_IN_ROLES.accountant).map((s) => s.id)).toEqual(['audit', 'products', 'courts']);
  });
  it('shows the desk the products and the courts (to read)', () => {
    expect(sectionsFor(BUILT_IN_ROLES.desk).map((s) => s.id)).toEqual(['products', 'courts']);
  });
  it('shows a coach none', () => {
    expect(sectionsFor(BUILT_IN_ROLES.coach)).toEqual([]);
  });
});
