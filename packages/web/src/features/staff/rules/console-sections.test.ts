import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import { sectionsFor } from './console-sections';

describe('the console navigation', () => {
  it('shows an owner every section: staff and roles, the audit log, the shop, the club’s offer and content, the wizard, exports and imports', () => {
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
      'bookingTypes',
      'activities',
      'posts',
      'banners',
      'testimonials',
      'team',
      'exports',
      'imports',
    ]);
  });
  it('shows a manager everything but staff accounts and roles', () => {
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
      'bookingTypes',
      'activities',
      'posts',
      'banners',
      'testimonials',
      'team',
      'exports',
      'imports',
    ]);
  });
  it('shows an accountant the audit log, the shop, groups and fees, the courts, booking types and activities (to read) and the exports, no imports', () => {
    expect(sectionsFor(BUILT_IN_ROLES.accountant).map((s) => s.id)).toEqual([
      'audit',
      'products',
      'promos',
      'vouchers',
      'groups',
      'fees',
      'courts',
      'bookingTypes',
      'activities',
      'exports',
    ]);
  });
  it('shows the desk the shop, groups and fees, the courts, booking types and activities (to read), never the exports', () => {
    expect(sectionsFor(BUILT_IN_ROLES.desk).map((s) => s.id)).toEqual([
      'products',
      'promos',
      'vouchers',
      'groups',
      'fees',
      'courts',
      'bookingTypes',
      'activities',
    ]);
  });
  it('shows a coach none', () => {
    expect(sectionsFor(BUILT_IN_ROLES.coach)).toEqual([]);
  });
});
