import type { z } from 'zod';
import { TEMPORARY_LOGIN_MINUTES, type LoginModel, type registerBodySchema } from '@clubportal/contract/accounts';
import { FORM_PARENTS } from '@clubportal/contract/dynamic-forms';
import { CustomerStatus } from '@clubportal/contract/enums';
import type { Db, Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { minutesFromNow, nowInstant, type Clock } from '../../lib/clock.js';
import { memberConsent, newsletterDeps } from '../newsletter/index.js';
import { getMainSettings } from '../settings/index.js';
import { mailLink } from './account-links.service.js';
import { loginModel, type AccountDeps } from './accounts.service.js';
import {
  countChildrenCreatedSince,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  type CustomerRow,
} from './customers.repository.js';
import { writeFormAnswers, type FormAnswer } from './form-answers.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';

// New accounts: a registration, a guest checkout's customer, a parent's dependant (each waiting for its activation link).

/** Dependants one account may add per rolling day. */
export const MAX_DEPENDANTS_PER_DAY = 5;

/**
 * Checks a registration's answers against the club's registration form (its own fields: the form's schema, required
 * ones included) and answers those to keep. The forms are dynamic-forms' (above this module): the app hands it in.
 */
export type RegistrationAnswers = (body: z.output<typeof registerBodySchema>) => Promise<FormAnswer[]>;

export async function register(
  deps: AccountDeps,
  body: z.output<typeof registerBodySchema>,
  checkAnswers: RegistrationAnswers = () => Promise.resolve([]),
): Promise<LoginModel> {
  const settings = await getMainSettings(deps.db);
  if (!settings.RegisterOn) throw new AppError('forbidden', 'registrationClosed');
  if (await findCustomerByEmail(deps.db, body.email)) throw new AppError('conflict', 'emailTaken');
  const answers = await checkAnswers(body);
  const passwordHash = await hashPassword(body.password);
  let customer: CustomerRow;
  try {
    customer = await unitOfWork(deps.db, async (trx) => {
      const id = await insertCustomer(
        trx,
        {
          email: body.email,
          password_hash: passwordHash,
          name: body.name,
          surname: body.surname,
          phone: body.phone,
          ok_rss: body.okRss ? 1 : 0,
          accept_conditions: 1,
          status: CustomerStatus.NotActivated,
          language: body.language ?? 'es-ES',
        },
        nowInstant(deps.clock),
      );
      const created = (await findCustomerById(trx, id)) as CustomerRow;
      await writeFormAnswers(trx, id, FORM_PARENTS.registration, answers, nowInstant(deps.clock));
      await mailLink(trx, deps, created, 'activation');
      return created;
    });
  } catch (err) {
    // Two registrations racing for one email: the unique index decides.
    if (await findCustomerByEmail(deps.db, body.email)) throw new AppError('conflict', 'emailTaken');
    throw err;
  }
  return loginModel(deps, customer, TEMPORARY_LOGIN_MINUTES * 60);
}

export async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  return (await findCustomerByEmail(db, email)) !== undefined;
}

/**
 * The account a guest's earlier checkout created, when the same guest checks out again (a declined card
 * tried with another method): still not activated, and the same password, so it is the same person. Any
 * other registered email is taken (the caller answers 'emailTaken').
 */
export async function returningCheckoutGuest(db: Db, email: string, password: string): Promise<CustomerRow | null> {
  const found = await findCustomerByEmail(db, email);
  if (!found || found.status !== CustomerStatus.NotActivated || !found.password_hash) return null;
  return (await verifyPassword(found.password_hash, password)) ? found : null;
}

/** Whether the holder added MAX_DEPENDANTS_PER_DAY dependants in the last 24 hours. */
export async function dependantCapReached(db: Executor, clock: Clock, holderId: number): Promise<boolean> {
  return (await countChildrenCreatedSince(db, holderId, minutesFromNow(clock, -24 * 60))) >= MAX_DEPENDANTS_PER_DAY;
}

/**
 * A dependent customer linked to `parent`, waiting for activation, in the caller's unit of work; the
 * activation link goes to the child's own email, or to the parent's inbox.
 */
export async function createDependentCustomer(
  trx: Tx,
  deps: AccountDeps,
  parent: CustomerRow,
  child: { email: string | null; name: string; surname: string; phone: string; birthDate: string | null; logo: string },
): Promise<number> {
  // One at a time per parent, so two concurrent forms cannot both pass the daily cap.
  await lockRow(trx, 'customers', parent.id);
  if (await dependantCapReached(trx, deps.clock, parent.id)) throw new AppError('too_many_requests', 'dependantsDailyCap');
  const id = await insertCustomer(
    trx,
    {
      email: child.email,
      password_hash: null,
      name: child.name,
      surname: child.surname,
      phone: child.phone,
      birth_date: child.birthDate,
      logo: child.logo,
      parent_id: parent.id,
      status: CustomerStatus.NotActivated,
      accept_conditions: parent.accept_conditions,
      language: parent.language,
    },
    nowInstant(deps.clock),
  );
  const created = (await findCustomerById(trx, id)) as CustomerRow;
  await mailLink(trx, deps, created, 'activation', child.email ? undefined : parent);
  return id;
}

export type CheckoutCustomerFields = {
  email: string;
  password: string;
  name: string;
  surname: string;
  phone: string;
  addressLine1: string;
  city: string;
  town: string;
  country: string;
  postalCode: string;
  okRss: boolean;
  language?: string;
};

/**
 * The customer a guest checkout creates (spec: guests set a password): an account like a registration's,
 * not activated until the emailed link proves the address, with the delivery details of the checkout.
 * Runs in the checkout's unit of work; the unique email index refuses a registered address.
 */
export async function createCheckoutCustomer(trx: Tx, deps: AccountDeps, f: CheckoutCustomerFields): Promise<CustomerRow> {
  const id = await insertCustomer(
    trx,
    {
      email: f.email.trim().toLowerCase(),
      password_hash: await hashPassword(f.password),
      name: f.name,
      surname: f.surname,
      phone: f.phone,
      address_line1: f.addressLine1,
      city: f.city,
      town: f.town,
      country: f.country,
      postal_code: f.postalCode,
      ok_rss: f.okRss ? 1 : 0,
      accept_conditions: 1,
      status: CustomerStatus.NotActivated,
      language: f.language ?? 'es-ES',
    },
    nowInstant(deps.clock),
  );
  const created = (await findCustomerById(trx, id)) as CustomerRow;
  await mailLink(trx, deps, created, 'activation');
  // A guest may never follow the activation link: the newsletter's own confirmation mail asks for the address.
  if (f.okRss && created.email)
    await memberConsent(trx, newsletterDeps(deps), { email: created.email, language: created.language, wants: true, proven: false });
  return created;
}
