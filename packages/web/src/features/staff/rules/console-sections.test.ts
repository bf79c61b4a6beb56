import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import { sectionsFor } from './console-sections';

describe('the console navigation', () => {
  it('shows an owner staff accounts, roles, the audit log and the go-live wizard', () => {
    expect(sectionsFor(BUILT_IN_ROLES.owner).map((s) => s.id)).toEqual(['accounts', 'roles', 'audit', 'setup']);
  });
  it('shows an accountant the audit log but not staff accounts', () => {
    expect(sectionsFor(BUILT_IN_ROLES.accountant).map((s) => s.id)).toEqual(['audit']);
  });
  it('shows the desk neither', () => {
    expect(sectionsFor(BUILT_IN_ROLES.desk)).toEqual([]);
  });
});
