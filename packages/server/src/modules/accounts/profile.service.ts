import type { z } from 'zod';
import {
  customFieldValuesSchema,
  holderContactSchema,
  type Customer,
  type CustomField,
  type ImpersonatedCustomer,
  type saveCustomerBodySchema,
} from '@clubportal/contract/accounts';
import { CustomerStatus } from '@clubportal/contract/enums';
import type { Db, Executor } from '../../db/dialect.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import type { DbDeps } from '../../lib/route-types.js';
import { AppError, InputError, schemaIssues } from '../../lib/app-error.js';
import { issueSession, type IssuedSession, type SessionClaims } from '../../lib/session-token.js';
import { revokeDoorCredentials } from '../door/index.js';
import { memberConsent, newsletterDeps } from '../newsletter/index.js';
import { authorizeCustomer, requireCustomer } from './access.service.js';
import type { AccountDeps } from './accounts.service.js';
import {
  findChildren,
  findCustomerByEmail,
  findCustomerById,
  setOkRssByEmail,
  updateCustomer,
  type CustomerRow,
} from './customers.repository.js';
import { anonymiseCustomer, findCustomFields, findCustomValues, replaceCustomValues, searchByName } from './profile.repository.js';

const childSummary = (c: CustomerRow) => ({ id: c.id, name: c.name, surname: c.surname, status: c.status });

export async function getCustomer(db: Db, session: SessionClaims | null, customerId: number): Promise<Customer> {
  // The one call a not-yet-activated account's short session may make: the portal shows whom it is waiting for.
  const c = await authorizeCustomer(db, session, customerId, { allowNotActivated: true });
  const [fields, values, children] = await Promise.all([findCustomFields(db), findCustomValues(db, c.id), findChildren(db, c.id)]);
  const valueOf = new Map(values.map((v) => [v.custom_field_id, v.value]));
  const customFields: CustomField[] = fields.map((f) => ({
    customFieldId: f.id,
    name: f.name,
    label: f.label,
    value: valueOf.get(f.id) ?? '',
    fieldType: f.field_type,
    pickListValues: f.pick_list_values,
    required: f.required === 1,
  }));
  return {
    id: c.id,
    name: c.name,
    surname: c.surname,
    email: c.email ?? '',
    email2: c.email2,
    email3: c.email3,
    phone: c.phone,
    phone2: c.phone2,
    phone3: c.phone3,
    gender: c.gender,
    birthDate: c.birth_date,
    addressLine1: c.address_line1,
    postalCode: c.postal_code,
    city: c.city,
    town: c.town,
    country: c.country,
    acceptConditions: c.accept_conditions === 1,
    okRss: c.ok_rss === 1,
    logo: c.logo,
    status: c.status,
    customFields,
    customFieldValues: customFields.map((f) => ({ customFieldId: f.customFieldId, value: f.value })),
    children: children.map(childSummary),
    parent: c.parent_id,
    currentId: session?.customerId ?? c.id,
  };
}

/** Checks custom values against the club's definitions with the rule the account form uses. */
async function validCustomValues(db: Db, values: Array<{ customFieldId: number; value: string }>) {
  const fields = await findCustomFields(db);
  const rules = fields.map((f) => ({
    customFieldId: f.id,
    label: f.label,
    fieldType: f.field_type,
    pickListValues: f.pick_list_values,
    required: f.required === 1,
  }));
  const parsed = customFieldValuesSchema(rules).safeParse(values);
  if (!parsed.success) throw new AppError('bad_request', 'invalidInput', { details: parsed.error.issues.map((i) => i.message).join('; ') });
  return parsed.data;
}

export async function saveCustomer(
  deps: AccountDeps,
  session: SessionClaims | null,
  body: z.output<typeof saveCustomerBodySchema>,
): Promise<Customer> {
  const { db, clock } = deps;
  const c = await authorizeCustomer(db, session, body.id);
  if (c.parent_id === null) {
    const contact = holderContactSchema.safeParse({ email: body.email, phone: body.phone });
    if (!contact.success) throw new InputError(schemaIssues(contact.error.issues));
  }
  const owner = body.email ? await findCustomerByEmail(db, body.email) : undefined;
  if (owner && owner.id !== c.id) throw new AppError('conflict', 'emailTaken');
  const customValues = await validCustomValues(db, body.customFieldValues);
  await unitOfWork(db, async (trx) => {
    await updateCustomer(
      trx,
      c.id,
      {
        name: body.name,
        surname: body.surname,
        email: body.email || null,
        phone: body.phone,
        email2: body.email2,
        email3: body.email3,
        phone2: body.phone2,
        phone3: body.phone3,
        gender: body.gender,
        birth_date: body.birthDate,
        address_line1: body.addressLine1,
        postal_code: body.postalCode,
        city: body.city,
        town: body.town,
        country: body.country,
        ok_rss: body.okRss ? 1 : 0,
      },
      nowInstant(clock),
    );
    await replaceCustomValues(trx, c.id, customValues);
    await followNewsletterTick(trx, deps, c, { email: body.email || null, on: body.okRss === true });
  });
  return getCustomer(db, session, c.id);
}

/**
 * The member's newsletter tick (account or checkout) is their consent for their address (the newsletter's
 * `memberConsent`), acted on only when it or the address changes: saving other details never re-dates nor
 * withdraws a consent. The caller writes `ok_rss` itself.
 */
export async function followNewsletterTick(
  trx: Tx,
  deps: AccountDeps,
  c: CustomerRow,
  next: { email: string | null; on: boolean },
): Promise<void> {
  const before = { email: (c.email ?? '').toLowerCase(), on: c.ok_rss === 1 };
  const after = { email: (next.email ?? '').toLowerCase(), on: next.on };
  const moved = before.email !== after.email;
  if (before.on && before.email && (!after.on || moved))
    await memberConsent(trx, newsletterDeps(deps), { email: before.email, language: c.language, wants: false, proven: false });
  if (after.on && after.email && (!before.on || moved)) {
    // Only the address the account's activation or reset link came to is proven; any other (a changed one,
    // even saved before the tick) gets the newsletter's confirmation mail.
    await memberConsent(trx, newsletterDeps(deps), {
      email: after.email,
      language: c.language,
      wants: true,
      proven: c.status === CustomerStatus.Active && after.email === (c.proven_email ?? '').toLowerCase(),
    });
  }
}

/**
 * The account's "news and offers by email" tick follows the newsletter list: set when its address confirms,
 * cleared when it unsubscribes (the newsletter's links, in their unit of work; the app hands this to them).
 */
export async function setNewsletterTick(trx: Executor, email: string, on: boolean, now: Instant): Promise<void> {
  await setOkRssByEmail(trx, email, on ? 1 : 0, now);
}

/** The newsletter tick a logged-in member gives at the checkout: kept on their account and followed like the account's. */
export async function saveCheckoutNewsletterTick(deps: AccountDeps, c: CustomerRow, on: boolean): Promise<void> {
  if ((c.ok_rss === 1) === on) return;
  await unitOfWork(deps.db, async (trx) => {
    await updateCustomer(trx, c.id, { ok_rss: on ? 1 : 0 }, nowInstant(deps.clock));
    await followNewsletterTick(trx, deps, c, { email: c.email, on });
  });
}

/** Deletes (anonymises) the account; a parent may also delete a linked child's account. */
export async function deleteAccount({ db, clock }: DbDeps, session: SessionClaims | null, customerId: number): Promise<void> {
  const c = await authorizeCustomer(db, session, customerId);
  await unitOfWork(db, async (trx) => {
    await anonymiseCustomer(trx, c.id, nowInstant(clock));
    await revokeDoorCredentials(trx, clock, { customerId: c.id });
  });
}

export async function unlinkChild({ db, clock }: DbDeps, session: SessionClaims | null, childId: number, parentId: number): Promise<void> {
  const parent = await authorizeCustomer(db, session, parentId);
  if (session?.parentId) throw new AppError('forbidden', 'switchBackFirst');
  const child = await findCustomerById(db, childId);
  if (!child || child.parent_id !== parent.id) throw new AppError('not_found', 'notYourChild');
  await updateCustomer(db, child.id, { parent_id: null }, nowInstant(clock));
}

function impersonatedCustomer(c: CustomerRow, children: CustomerRow[], currentId: number): ImpersonatedCustomer {
  return { id: c.id, name: c.name, surname: c.surname, logo: c.logo, children: children.map(childSummary), parent: c.parent_id, currentId };
}

/**
 * Switches the session to an active linked child, or back to the parent. The child's token remembers
 * the parent so the way back needs no password. A switch is checked like any call at that moment (the
 * session still valid, the child still linked and active) and never outlives the session it came from:
 * switching is not a way to renew a session.
 */
export async function impersonate(
  { db, clock }: { db: Db; clock: Clock },
  secret: string,
  session: SessionClaims | null,
  targetId: number,
): Promise<IssuedSession & { customer: ImpersonatedCustomer }> {
  const acting = await requireCustomer(db, session);
  if (!session || targetId === acting.id) throw new AppError('bad_request', 'alreadyThisAccount');
  const parent = session.parentId ? await findCustomerById(db, session.parentId) : acting;
  if (!parent) throw new AppError('unauthorized', 'loginRequired');
  const children = await findChildren(db, parent.id);
  const derived = (claims: Parameters<typeof issueSession>[1]) => issueSession(secret, claims, clock.now(), undefined, session.expiresAt);
  if (targetId === parent.id) {
    return {
      ...(await derived({ customerId: parent.id, version: parent.session_version })),
      customer: impersonatedCustomer(parent, children, parent.id),
    };
  }
  const child = children.find((ch) => ch.id === targetId);
  if (!child) throw new AppError('forbidden', 'ownLinkedAccountsOnly');
  if (child.status !== CustomerStatus.Active) throw new AppError('bad_request', 'accountNotActivated');
  // The switch ends when either account's sessions end: it carries both versions.
  return {
    ...(await derived({
      customerId: child.id,
      version: child.session_version,
      parentId: parent.id,
      parentVersion: parent.session_version,
    })),
    customer: impersonatedCustomer(child, [], child.id),
  };
}

export const CUSTOMER_SEARCH_LIMIT = 20;

/**
 * Names and logos only: a player picker needs nothing more and must never leak contact data. Only
 * active, activated customers search; dependants (often minors) are found only by their own family.
 */
export async function searchCustomers(db: Db, session: SessionClaims | null, text: string) {
  const me = await requireCustomer(db, session);
  const rows = await searchByName(db, text.trim(), { excludeId: me.id, familyId: me.parent_id ?? me.id }, CUSTOMER_SEARCH_LIMIT);
  return rows.map((r) => ({ id: r.id, name: `${r.name} ${r.surname}`.trim(), logo: r.logo }));
}
