import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import { groupedSectionsFor, homeSection, sectionsFor } from './console-sections';

const ids = (permissions: readonly string[]) => sectionsFor(permissions).map((s) => s.id);

describe('the console navigation', () => {
  it('shows an owner every section: the club’s offer, the shop, customers, content, data, and staff, roles and the audit log', () => {
    expect(ids(BUILT_IN_ROLES.owner)).toEqual([
      'rosters',
      'setup',
      'courts',
      'bookingTypes',
      'prices',
      'activities',
      'forms',
      'trainings',
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
      'exports',
      'imports',
      'accounts',
      'roles',
      'audit',
    ]);
  });
  it('shows a manager everything but staff accounts and roles', () => {
    expect(ids(BUILT_IN_ROLES.manager)).toEqual([
      'rosters',
      'setup',
      'courts',
      'bookingTypes',
      'prices',
      'activities',
      'forms',
      'trainings',
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
      'exports',
      'imports',
      'audit',
    ]);
  });
  it('shows an accountant what it may read, the exports (no imports) and the audit log, none of the content editors', () => {
    expect(ids(BUILT_IN_ROLES.accountant)).toEqual([
      'courts',
      'bookingTypes',
      'activities',
      'forms',
      'products',
      'promos',
      'transports',
      'groups',
      'fees',
      'memberships',
      'vouchers',
      'exports',
      'audit',
    ]);
  });
  it('shows the desk the rosters (rosters.all) and what it may read of the club, the shop and customers, never the exports', () => {
    expect(ids(BUILT_IN_ROLES.desk)).toEqual([
      'rosters',
      'courts',
      'bookingTypes',
      'activities',
      'forms',
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
  it('opens the rosters to either roster permission alone (a custom role), and to neither without one', () => {
    expect(ids(['rosters.all'])).toEqual(['rosters']);
    expect(ids(['rosters.own'])).toEqual(['rosters', 'trainings']);
    expect(ids(['reports.read'])).toEqual([]);
  });
  it('groups a desk’s sections under the front desk, the club, the shop and customers, and leaves out the groups it opens nothing in', () => {
    expect(groupedSectionsFor(BUILT_IN_ROLES.desk).map((g) => [g.group, g.sections.map((s) => s.id)])).toEqual([
      ['desk', ['rosters']],
      ['club', ['courts', 'bookingTypes', 'activities', 'forms']],
      ['shop', ['products', 'promos', 'transports']],
      ['customers', ['groups', 'fees', 'memberships', 'vouchers']],
    ]);
  });
  it('opens an owner’s console on the go-live wizard until the club is live, then on the front desk; a desk’s and a coach’s on the rosters', () => {
    const owner = sectionsFor(BUILT_IN_ROLES.owner);
    expect(homeSection(owner, false)?.id).toBe('setup');
    expect(homeSection(owner, true)?.id).toBe('rosters');
    expect(homeSection(sectionsFor(BUILT_IN_ROLES.desk), true)?.id).toBe('rosters');
    expect(homeSection(sectionsFor(BUILT_IN_ROLES.coach), true)?.id).toBe('rosters');
    expect(homeSection([], true)).toBeUndefined();
  });
});
