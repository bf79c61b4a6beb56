import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import { sectionsFor } from './console-sections';

describe('the console navigation', () => {
  it('shows an owner staff accounts, roles, the audit log, the go-live wizard and the prices', () => {
    expect(sectionsFor(BUILT_IN_ROLES.owner).map((s) => s.id)).toEqual(['accounts', 'roles', 'audit', 'setup', 'prices']);
  });
  it('shows a manager the prices but not staff accounts', () => {
    expect(sectionsFor(BUILT_IN_ROLES.manager).map((s) => s.id)).toEqual(['audit', 'setup', 'prices']);
  });
  it('shows an accountant the audit log but not staff accounts', () => {
    expect(sectionsFor(BUILT_IN_ROLES.accountant).map((s) => s.id)).toEqual(['audit']);
  });
  it('shows the desk neither', () => {
    expect(sectionsFor(BUILT_IN_ROLES.desk)).toEqual([]);
  });
});
