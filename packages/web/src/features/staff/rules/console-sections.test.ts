import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import { groupedSectionsFor, homeSection, sectionsFor } from './console-sections';

const ids = (permissions: readonly string[]) => sectionsFor(permissions).map((s) => s.id);

describe('the console navigation', () => {
  it('shows an owner every section: the front desk, the club’s offer, the shop, customers, content, data, and staff, roles and the audit log', () => {
    expect(ids(BUILT_IN_ROLES.owner)).toEqual([
      'desk',
      'door',
      'rosters',
      'classes',
      'customers',
      'refunds',
      'setup',
      'courts',
      'bookingTypes',
      'floorPlans',
      'prices',
      'activities',
      'forms',
      'trainings',
      'orders',
      'products',
      'promos',
      'transports',
      'groups',
      'fees',
      'memberships',
      'vouchers',
      'posts',
      'banners',
      'testimonials',
      'team',
      'sponsors',
      'gallery',
      'legal',
      'translations',
      'reports',
      'exports',
      'imports',
      'accounts',
      'roles',
      'audit',
    ]);
  });
  it('shows a manager everything but staff accounts and roles', () => {
    expect(ids(BUILT_IN_ROLES.manager)).toEqual([
      'desk',
      'door',
      'rosters',
      'classes',
      'customers',
      'refunds',
      'setup',
      'courts',
      'bookingTypes',
      'floorPlans',
      'prices',
      'activities',
      'forms',
      'trainings',
      'orders',
      'products',
      'promos',
      'transports',
      'groups',
      'fees',
      'memberships',
      'vouchers',
      'posts',
      'banners',
      'testimonials',
      'team',
      'sponsors',
      'gallery',
      'legal',
      'translations',
      'reports',
      'exports',
      'imports',
      'audit',
    ]);
  });
  it('shows an accountant the day, customers and refunds, what it may read, the reports, the exports (no imports) and the audit log', () => {
    expect(ids(BUILT_IN_ROLES.accountant)).toEqual([
      'desk',
      'customers',
      'refunds',
      'courts',
      'bookingTypes',
      'floorPlans',
      'activities',
      'forms',
      'orders',
      'products',
      'promos',
      'transports',
      'groups',
      'fees',
      'memberships',
      'vouchers',
      'reports',
      'exports',
      'audit',
    ]);
  });
  it('shows read-only staff the day, customers, what they may read and the reports, nothing they could change', () => {
    expect(ids(BUILT_IN_ROLES['read-only'])).toEqual([
      'desk',
      'customers',
      'courts',
      'bookingTypes',
      'floorPlans',
      'activities',
      'forms',
      'orders',
      'products',
      'promos',
      'transports',
      'groups',
      'fees',
      'memberships',
      'vouchers',
      'reports',
    ]);
  });
  it('shows the desk its day, the door, the rosters and trainings (rosters.all), customers and what it may read, never refunds or exports', () => {
    expect(ids(BUILT_IN_ROLES.desk)).toEqual([
      'desk',
      'door',
      'rosters',
      'classes',
      'customers',
      'courts',
      'bookingTypes',
      'floorPlans',
      'activities',
      'forms',
      'trainings',
      'orders',
      'products',
      'promos',
      'transports',
      'groups',
      'fees',
      'memberships',
      'vouchers',
    ]);
  });
  it('shows a coach only the rosters and the trainings (theirs: the server filters them)', () => {
    expect(ids(BUILT_IN_ROLES.coach)).toEqual(['rosters', 'trainings']);
  });
  it('opens the rosters and trainings to either roster permission alone (a custom role), and to neither without one; the orders to either orders.write or shop.read', () => {
    expect(ids(['rosters.all'])).toEqual(['rosters', 'classes', 'trainings']);
    expect(ids(['rosters.own'])).toEqual(['rosters', 'trainings']);
    expect(ids(['reports.read'])).toEqual(['reports']);
    expect(ids(['orders.write'])).toEqual(['orders']);
    expect(ids(['shop.read'])).toEqual(['orders', 'products', 'promos', 'transports']);
  });
  it('groups a desk’s sections under the front desk, the club, the shop and customers, and leaves out the groups it opens nothing in', () => {
    expect(groupedSectionsFor(BUILT_IN_ROLES.desk).map((g) => [g.group, g.sections.map((s) => s.id)])).toEqual([
      ['desk', ['desk', 'door', 'rosters', 'classes', 'customers']],
      ['club', ['courts', 'bookingTypes', 'floorPlans', 'activities', 'forms', 'trainings']],
      ['shop', ['orders', 'products', 'promos', 'transports']],
      ['customers', ['groups', 'fees', 'memberships', 'vouchers']],
    ]);
  });
  it('opens an owner’s console on the go-live wizard until the club is live, then on the day grid; the desk’s on the day grid, a coach’s on the rosters', () => {
    const owner = sectionsFor(BUILT_IN_ROLES.owner);
    expect(homeSection(owner, false)?.id).toBe('setup');
    expect(homeSection(owner, true)?.id).toBe('desk');
    expect(homeSection(sectionsFor(BUILT_IN_ROLES.desk), true)?.id).toBe('desk');
    expect(homeSection(sectionsFor(BUILT_IN_ROLES.coach), true)?.id).toBe('rosters');
    expect(homeSection([], true)).toBeUndefined();
  });
});
