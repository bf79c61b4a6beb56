import type { CustomerMergePreview } from '@clubportal/contract/staff-customer-merge';

/** The identity columns of a customer a merge reads and may write on the kept customer. */
export type MergeIdentity = {
  email: string | null;
  password_hash: string | null;
  proven_email: string | null;
  name: string;
  surname: string;
  email2: string;
  email3: string;
  phone: string;
  phone2: string;
  phone3: string;
  gender: number | null;
  birth_date: string | null;
  address_line1: string;
  postal_code: string;
  city: string;
  town: string;
  country: string;
  language: string;
  logo: string;
  external_id: string | null;
  parent_id: number | null;
  status: number;
  accept_conditions: number;
  ok_rss: number;
};

/** What the identity rules need beyond the two rows: account holders' names, and whether the kept customer has dependants. */
export type IdentityContext = { keptHolder: string | null; mergedHolder: string | null; keptHasDependants: boolean };

export type IdentityPlan = {
  /** The kept customer's columns that change (nothing else is written on them). */
  changes: Partial<MergeIdentity>;
  rows: CustomerMergePreview['identity'];
  login: CustomerMergePreview['login'];
};

const fold = (s: string) => s.trim().toLowerCase();
const digits = (s: string) => s.replace(/\D/g, '');
/** One phone written two ways: the same digits, or one with the country code the other left out. */
const samePhone = (a: string, b: string) => {
  const [x, y] = [digits(a), digits(b)];
  return x === y || (Math.min(x.length, y.length) >= 6 && (x.endsWith(y) || y.endsWith(x)));
};
const fullName = (c: { name: string; surname: string }) => `${c.name} ${c.surname}`.trim();
const addressOf = (c: MergeIdentity) => [c.address_line1, c.postal_code, c.city, c.town, c.country].filter(Boolean).join(', ');
const canSignIn = (c: MergeIdentity) => Boolean(c.email && c.password_hash);

/**
 * Fills the kept customer's empty slots (`slots` in order) with the merged customer's values they do not already
 * hold (`same` says when two are one); what finds no slot is dropped.
 */
function fillSlots(kept: string[], offered: string[], same: (a: string, b: string) => boolean) {
  const after = [...kept];
  const dropped: string[] = [];
  let added = 0;
  for (const value of offered) {
    if (!value || after.some((v) => v && same(v, value))) continue;
    const free = after.findIndex((v) => !v);
    if (free === -1) dropped.push(value);
    else {
      after[free] = value;
      added += 1;
    }
  }
  return { after, added, dropped };
}

/**
 * How two records of one person become one (issue 33 §4). The kept customer keeps their sign-in, name, contact
 * and account holder; what they lack they take from the merged one: when they cannot sign in and the merged one
 * can, they take that sign-in (address, password, and the consents given with it), their own address becoming a
 * second one; other addresses and phones fill their empty slots (three each), the previous system's id, the
 * postal address and birth date fill theirs when empty. A dependant's account holder is taken only by a record
 * with no address, holder or dependants of its own (a child's two records); what does not fit is dropped, and
 * the audit record keeps it.
 */
export function planIdentity(kept: MergeIdentity, merged: MergeIdentity, ctx: IdentityContext): IdentityPlan {
  const changes: Partial<MergeIdentity> = {};
  const rows: IdentityPlan['rows'] = [];
  const row = (
    field: IdentityPlan['rows'][number]['field'],
    k: string,
    m: string,
    after: string,
    rule: IdentityPlan['rows'][number]['rule'],
  ) => rows.push({ field, kept: k, merged: m, after, rule });

  // Sign-in: the kept customer's; theirs is taken only when they have none and the merged customer has one.
  const takeLogin = !canSignIn(kept) && canSignIn(merged);
  const login = canSignIn(kept) ? 'kept' : takeLogin ? 'taken' : 'none';
  // Their address: the sign-in's; else their own; else the merged customer's (mail must reach them).
  const email = takeLogin ? merged.email : (kept.email ?? merged.email);
  if (email !== kept.email) changes.email = email;
  if (takeLogin) {
    Object.assign(changes, {
      password_hash: merged.password_hash,
      proven_email: merged.proven_email,
      accept_conditions: merged.accept_conditions,
      ok_rss: merged.ok_rss,
      ...(merged.status < kept.status ? { status: merged.status } : {}),
    });
  }
  const keptEmail = kept.email ?? '';
  const mergedEmail = merged.email ?? '';
  row(
    'email',
    keptEmail,
    mergedEmail,
    email ?? '',
    takeLogin ? 'taken' : !mergedEmail || fold(mergedEmail) === fold(keptEmail) ? 'same' : keptEmail ? 'kept' : 'taken',
  );

  // Other addresses: the one that is no longer the sign-in, then the merged customer's others.
  const offeredEmails = [takeLogin ? keptEmail : mergedEmail, merged.email2, merged.email3].filter(
    (e) => e && fold(e) !== fold(email ?? ''),
  );
  const emails = fillSlots([kept.email2, kept.email3], offeredEmails, (a, b) => fold(a) === fold(b));
  if (emails.added) Object.assign(changes, { email2: emails.after[0], email3: emails.after[1] });
  row(
    'emails',
    [kept.email2, kept.email3].filter(Boolean).join(', '),
    [merged.email2, merged.email3].filter(Boolean).join(', '),
    emails.after.filter(Boolean).join(', '),
    emails.dropped.length ? 'dropped' : emails.added ? 'added' : 'same',
  );

  const phones = fillSlots([kept.phone, kept.phone2, kept.phone3], [merged.phone, merged.phone2, merged.phone3], samePhone);
  if (phones.added) Object.assign(changes, { phone: phones.after[0], phone2: phones.after[1], phone3: phones.after[2] });
  row(
    'phones',
    [kept.phone, kept.phone2, kept.phone3].filter(Boolean).join(', '),
    [merged.phone, merged.phone2, merged.phone3].filter(Boolean).join(', '),
    phones.after.filter(Boolean).join(', '),
    phones.dropped.length ? 'dropped' : phones.added ? 'added' : 'same',
  );

  row('name', fullName(kept), fullName(merged), fullName(kept), fold(fullName(kept)) === fold(fullName(merged)) ? 'same' : 'kept');

  const keptId = kept.external_id ?? '';
  const mergedId = merged.external_id ?? '';
  if (!keptId && mergedId) changes.external_id = mergedId;
  row('externalId', keptId, mergedId, keptId || mergedId, !mergedId || mergedId === keptId ? 'same' : keptId ? 'dropped' : 'taken');

  const takeAddress = !kept.address_line1 && Boolean(merged.address_line1);
  if (takeAddress)
    Object.assign(changes, {
      address_line1: merged.address_line1,
      postal_code: merged.postal_code,
      city: merged.city,
      town: merged.town,
      country: merged.country,
    });
  const keptAddress = addressOf(kept);
  const mergedAddress = addressOf(merged);
  row(
    'address',
    keptAddress,
    mergedAddress,
    takeAddress ? mergedAddress : keptAddress,
    !mergedAddress || mergedAddress === keptAddress ? 'same' : takeAddress ? 'taken' : 'kept',
  );

  if (!kept.birth_date && merged.birth_date) changes.birth_date = merged.birth_date;
  row(
    'birthDate',
    kept.birth_date ?? '',
    merged.birth_date ?? '',
    kept.birth_date ?? merged.birth_date ?? '',
    !merged.birth_date || merged.birth_date === kept.birth_date ? 'same' : kept.birth_date ? 'kept' : 'taken',
  );

  if (!kept.language && merged.language) changes.language = merged.language;
  row(
    'language',
    kept.language,
    merged.language,
    kept.language || merged.language,
    !merged.language || merged.language === kept.language ? 'same' : kept.language ? 'kept' : 'taken',
  );

  // A child's two records: the one without an address, holder or dependants of its own takes the other's holder.
  const takeHolder = merged.parent_id !== null && kept.parent_id === null && !email && !ctx.keptHasDependants;
  if (takeHolder) changes.parent_id = merged.parent_id;
  row(
    'accountHolder',
    ctx.keptHolder ?? '',
    ctx.mergedHolder ?? '',
    takeHolder ? (ctx.mergedHolder ?? '') : (ctx.keptHolder ?? ''),
    merged.parent_id === null || merged.parent_id === kept.parent_id ? 'same' : takeHolder ? 'taken' : kept.parent_id ? 'kept' : 'dropped',
  );

  if (kept.gender === null && merged.gender !== null) changes.gender = merged.gender;
  if (!kept.logo && merged.logo) changes.logo = merged.logo;
  return { changes, rows, login };
}
