import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import { groupedSectionsFor, homeSection, sectionsFor } from './console-sections';

const ids = (permissions: readonly string[]) => sectionsFor(permissions).map((s) => s.id);

describe('the console navigation', () => {
  it('shows an owner every section: the door, the club’s offer, the shop, customers, content, data, and staff, roles and the audit log', () => {
    expect(ids(BUILT_IN_ROLES.owner)).toEqual([
      'door',
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
      'door',
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
  it('shows the desk its door and what it may read of the club, the shop and customers, never the exports', () => {
    expect(ids(BUILT_IN_ROLES.desk)).toEqual([
      'door',
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
  it('shows a coach only the trainings (theirs: the server filters them)', () => {
    expect(ids(BUILT_IN_ROLES.coach)).toEqual(['trainings']);
  });
  it('groups a desk’s sections under the front desk, the club, the shop and customers, and leaves out the groups it opens nothing in', () => {
    expect(groupedSectionsFor(BUILT_IN_ROLES.desk).map((g) => [g.group, g.sections.map((s) => s.id)])).toEqual([
      ['desk', ['door']],
      ['club', ['courts', 'bookingTypes', 'activities', 'forms']],
      ['shop', ['products', 'promos', 'transports']],
      ['customers', ['groups', 'fees', 'memberships', 'vouchers']],
    ]);
  });
  it('opens an owner’s console on the go-live wizard until the club is live, then on its courts; a desk’s on the courts, a coach’s on their trainings', () => {
    const owner = sectionsFor(BUILT_IN_ROLES.owner);
    expect(homeSection(owner, false)?.id).toBe('setup');
    expect(homeSection(owner, true)?.id).toBe('courts');
    expect(homeSection(sectionsFor(BUILT_IN_ROLES.desk), true)?.id).toBe('courts');
    expect(homeSection(sectionsFor(BUILT_IN_ROLES.coach), true)?.id).toBe('trainings');
    expect(homeSection([], true)).toBeUndefined();
    // The door's scanner is a tool staff open, never where the console lands (its camera asks first).
    expect(homeSection(sectionsFor(['checkin.scan']), true)).toBeUndefined();
  });
});
