import { insertActivity, type NewActivity } from '../modules/activities/activities.repository.js';
import type { CheckoutModel } from '@clubportal/contract/checkout';
import { CustomerStatus } from '@clubportal/contract/enums';
import type { App } from '../lib/route-types.js';
import { insertCustomer } from '../modules/accounts/customers.repository.js';
import { hashPassword } from '../modules/accounts/passwords.js';
import { nowInstant } from '../lib/clock.js';
import { insertCustomerEmail } from '../modules/comms/customer-mail.repository.js';
import { createSale } from '../modules/sales/sales.service.js';
import { PRODUCT_TAX_PERCENT } from '@clubportal/contract/tax';

let seq = 0;

/** A customer straight in the database (active unless told otherwise). */
export async function createCustomer(
  app: App,
  opts: {
    email?: string;
    password?: string;
    status?: number;
    parentId?: number;
    name?: string;
    surname?: string;
    /** false on a schema stepped back before migration 0034 (no proven_email column yet). */
    provenEmail?: boolean;
  } = {},
) {
  seq += 1;
  const email = opts.email ?? `customer${seq}-${Date.now()}@example.com`;
  const password = opts.password ?? 'secret-123';
  const id = await insertCustomer(
    app.db,
    {
      email: opts.parentId && !opts.email ? null : email,
      password_hash: await hashPassword(password),
      name: opts.name ?? `Name${seq}`,
      surname: opts.surname ?? `Surname${seq}`,
      status: opts.status ?? CustomerStatus.Active,
      parent_id: opts.parentId ?? null,
      accept_conditions: 1,
      // An active account has proven its address (its activation link came to it), as the migration assumes.
      ...(opts.provenEmail === false
        ? {}
        : {
            proven_email:
              (opts.status ?? CustomerStatus.Active) === CustomerStatus.Active && !(opts.parentId && !opts.email)
                ? email.toLowerCase()
                : null,
          }),
    },
    nowInstant(app.clock),
  );
  return { id, email, password };
}

/** Logs in through the API and returns the bearer header for later calls. */
export async function loginAs(app: App, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/publiccustomers/cauth', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const model = res.json().model as { token: string; id: number };
  return { ...model, headers: { authorization: `Bearer ${model.token}` } };
}

/** The first link to the portal found in a mail body. */
export function linkIn(text: string | undefined, path: string): string {
  const match = text?.match(new RegExp(`https?://[^\\s"<]+/${path}/([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in mail: ${text}`);
  return match[1];
}

/** A mail already on the customer's Communications page. */
export function createCustomerEmail(app: App, m: { customerId: number; to: string; subject: string; body: string }): Promise<number> {
  return insertCustomerEmail(app.db, m, nowInstant(app.clock));
}

/** A paid desk sale of one article for the customer (an order), straight through the sales service. */
export async function createPaidSale(
  app: App,
  customerId: number,
  opts: { number?: string; productId?: number | null; unitPrice?: number; units?: number } = {},
): Promise<number> {
  seq += 1;
  const unitPrice = opts.unitPrice ?? 1000;
  const units = opts.units ?? 1;
  return createSale(app.db, {
    number: opts.number ?? `TEST-${seq}-${Date.now()}`,
    customerId,
    online: false,
    currency: 'EUR',
    paymentMethod: 'Efectivo',
    items: [
      { productId: opts.productId ?? null, category: 'article', name: 'Test article', unitPrice, units, taxPercent: PRODUCT_TAX_PERCENT },
    ],
    paid: unitPrice * units,
    createdAt: nowInstant(app.clock),
  });
}

/** A pending desk sale of one line for the customer (a debt: an order to pay, a lesson), straight through the sales service. */
export async function createPendingSale(
  app: App,
  customerId: number,
  opts: { unitPrice?: number; title?: string; holdExpiresAt?: string } = {},
) {
  seq += 1;
  const title = opts.title ?? 'Test debt';
  return createSale(app.db, {
    number: `OWED-${seq}-${Date.now()}`,
    customerId,
    online: false,
    currency: 'EUR',
    paid: 0,
    title,
    items: [
      { productId: null, category: 'article', name: title, unitPrice: opts.unitPrice ?? 1000, units: 1, taxPercent: PRODUCT_TAX_PERCENT },
    ],
    createdAt: nowInstant(app.clock),
    ...(opts.holdExpiresAt ? { holdExpiresAt: opts.holdExpiresAt as never } : {}),
  });
}

/**
 * A court the customer owes (one booking line, no tax), sent to the customer checkout with one payment method:
 * where each provider's tests start. Returns the sale, the checkout body (to send again) and its answer.
 */
export async function checkoutOwedCourt(
  app: App,
  buyer: { id: number; headers: Record<string, string> },
  c: { method: number; guid: string; number: string; court: string; currency: string; unitPrice: number; minutes: number },
) {
  const saleId = await createSale(app.db, {
    number: c.number,
    customerId: buyer.id,
    online: true,
    currency: c.currency,
    paid: 0,
    title: c.court,
    items: [{ category: 'booking', name: `${c.court} (${c.minutes} min)`, unitPrice: c.unitPrice, units: 1, taxPercent: 0 }],
    createdAt: nowInstant(app.clock),
  });
  const body = { saleIds: [saleId], paymentMethodId: c.method, guid: c.guid, customer: { id: buyer.id, acceptConditions: true } };
  const res = await app.inject({ method: 'POST', url: '/api/shop/checkout-customer', payload: body, headers: buyer.headers });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return { saleId, body, model: res.json().model as CheckoutModel };
}

/**
 * A refusal's `{ ok, errorMsg }`, once its `model.errorMsg` (the checkout's, spec section 7), when it has
 * one, is checked to say the same.
 */
export function refusalOf(res: { json: () => unknown }): { ok: boolean; errorMsg: string } {
  const { model, ...rest } = res.json() as { ok: boolean; errorMsg: string; model?: unknown };
  if (model !== undefined && (model as { errorMsg?: unknown }).errorMsg !== rest.errorMsg)
    throw new Error(`model.errorMsg differs from errorMsg: ${JSON.stringify(model)}`);
  return rest;
}

/** An activity straight in the database (the rosters' tests; the activities' own tests use their repository). */
export function createTestActivity(app: App, row: NewActivity): Promise<number> {
  return insertActivity(app.db, row);
}
