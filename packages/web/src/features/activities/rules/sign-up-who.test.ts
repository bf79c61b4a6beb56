import { describe, expect, it } from 'vitest';
import { CustomerStatus } from '@clubportal/contract/enums';
import { asksWho, defaultSignUpFor, signUpCandidates } from './sign-up-who';

const parent = { id: 4, name: 'Lucía', surname: 'Martín' };
const leo = { id: 9, name: 'Leo', surname: 'Martín', status: CustomerStatus.Active };
const pending = { id: 10, name: 'Ana', surname: 'Martín', status: CustomerStatus.NotActivated };

describe('who a sign-up is for', () => {
  it('offers the member and their activated children, and only the children once the member is in', () => {
    const family = { ...parent, children: [pending, leo] };
    expect(signUpCandidates(family, { selfAlreadyIn: false }).map((p) => p.id)).toEqual([4, 9]);
    expect(signUpCandidates(family, { selfAlreadyIn: true }).map((p) => p.id)).toEqual([9]);
  });

  it('asks only a member with an activated child', () => {
    expect(asksWho({ ...parent, children: [leo] })).toBe(true);
    expect(asksWho({ ...parent, children: [pending] })).toBe(false);
    expect(asksWho({ ...parent, children: [] })).toBe(false);
    expect(asksWho(undefined)).toBe(false);
  });

  it('starts on the child for a children’s activity, on the member otherwise', () => {
    const candidates = [parent, leo];
    expect(defaultSignUpFor(candidates, 4, true)).toBe(9);
    expect(defaultSignUpFor(candidates, 4, false)).toBe(4);
    expect(defaultSignUpFor([parent], 4, true)).toBe(4);
    expect(defaultSignUpFor([leo], 4, false)).toBe(9);
  });
});
