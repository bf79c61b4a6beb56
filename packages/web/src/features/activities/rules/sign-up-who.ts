import { CustomerStatus } from '@clubportal/contract/enums';

type Person = { id: number; name: string; surname: string };
type Family = Person & { children: Array<Person & { status: number }> };

/** Whom a parent may sign up: themself (unless already in) and their activated linked children, the member first. */
export function signUpCandidates(family: Family, opts: { selfAlreadyIn: boolean }): Person[] {
  const children = family.children.filter((c) => c.status === CustomerStatus.Active);
  return [...(opts.selfAlreadyIn ? [] : [family]), ...children];
}

/** Whether the member is asked who a sign-up is for: whenever they have an activated child to choose. */
export function asksWho(family: Family | undefined): boolean {
  return family !== undefined && family.children.some((c) => c.status === CustomerStatus.Active);
}

/**
 * Who the choice starts on: an activity meant for children starts on the first child, any other on the
 * member (the first candidate either way when the member is already in).
 */
export function defaultSignUpFor(candidates: Person[], memberId: number, forChildren: boolean): number | undefined {
  if (forChildren) return (candidates.find((p) => p.id !== memberId) ?? candidates[0])?.id;
  return (candidates.find((p) => p.id === memberId) ?? candidates[0])?.id;
}

export const fullName = (p: { name: string; surname: string }) => `${p.name} ${p.surname}`.trim();
