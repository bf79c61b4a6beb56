import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import { groupedSectionsFor, sectionsFor } from './console-sections';

const ids = (permissions: readonly string[]) => sectionsFor(permissions).map((s) => s.id);

describe('the console navigation', () => {
  it('shows an owner every section: the club’s offer, the shop, customers, content, data, and staff, roles and the audit log', () => {
    expect(ids(BUILT_IN_ROLES.owner)).toEqual([
      'setup',
      'courts',
      'bookingTypes',
      'prices',
      'activities',
      'trainings',
      'products',
      'promos',
      'groups',
      'fees',
      'vouchers',
      'posts',
      'banners',
      'testimonials',
      'team',
      'exports',
      'imports',
      'accounts',
      'roles',
      'audit',
    ]);
  });
  it('shows a manager everything but staff accounts and roles', () => {
    expect(ids(BUILT_IN_ROLES.manager)).toEqual([
      'setup',
      'courts',
      'bookingTypes',
      'prices',
      'activities',
      'trainings',
      'products',
      'promos',
      'groups',
      'fees',
      'vouchers',
      'posts',
      'banners',
      'testimonials',
      'team',
      'exports',
      'imports',
      'audit',
    ]);
  });
  it('shows an accountant the courts, booking types and activities (to read), the shop, groups, fees and vouchers, the exports (no imports) and the audit log', () => {
    expect(ids(BUILT_IN_ROLES.accountant)).toEqual([
      'courts',
      'bookingTypes',
      'activities',
      'products',
      'promos',
      'groups',
      'fees',
      'vouchers',
      'exports',
      'audit',
    ]);
  });
  it('shows the desk the courts, booking types and activities (to read), the shop, groups, fees and vouchers, never the exports', () => {
    expect(ids(BUILT_IN_ROLES.desk)).toEqual(['courts', 'bookingTypes', 'activities', 'products', 'promos', 'groups', 'fees', 'vouchers']);
  });
  it('shows a coach their trainings only', () => {
    expect(ids(BUILT_IN_ROLES.coach)).toEqual(['trainings']);
  });
  it('groups a desk’s sections under the club, the shop and customers, and leaves out the groups it opens nothing in', () => {
    expect(groupedSectionsFor(BUILT_IN_ROLES.desk).map((g) => [g.group, g.sections.map((s) => s.id)])).toEqual([
      ['club', ['courts', 'bookingTypes', 'activities']],
      ['shop', ['products', 'promos']],
      ['customers', ['groups', 'fees', 'vouchers']],
    ]);
  });
});
