import { describe, expect, it } from 'vitest';
import { membershipTermProblem, passAnticipationMinutes } from './staff-memberships.js';

describe('a membership’s term', () => {
  it('is a period or both validity dates in order, never both nor neither', () => {
    expect(membershipTermProblem({ periodMonths: 1, validFrom: null, validTo: null })).toBeNull();
    expect(membershipTermProblem({ periodMonths: null, validFrom: '2026-09-01', validTo: '2027-08-31' })).toBeNull();
    expect(membershipTermProblem({ periodMonths: null, validFrom: null, validTo: null })).toBe('membershipTerm');
    expect(membershipTermProblem({ periodMonths: 1, validFrom: '2026-09-01', validTo: '2027-08-31' })).toBe('membershipTerm');
    expect(membershipTermProblem({ periodMonths: null, validFrom: '2026-09-01', validTo: null })).toBe('membershipTerm');
    expect(membershipTermProblem({ periodMonths: null, validFrom: '2026-09-01', validTo: '2026-08-31' })).toBe('membershipDatesOrder');
  });
});

describe('the booking window a pass gives', () => {
  it('is the longer of the type’s limit and the pass’s days, never shorter, and no limit stays none', () => {
    const week = 7 * 24 * 60;
    expect(passAnticipationMinutes(week, 14)).toBe(14 * 24 * 60);
    expect(passAnticipationMinutes(week, 3)).toBe(week);
    expect(passAnticipationMinutes(week, null)).toBe(week);
    expect(passAnticipationMinutes(null, 14)).toBeNull();
  });
});
