import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { optionalText, requiredText } from './validation.js';

/**
 * The staff console's customers (issue 33 §4): search, the profile, money taken at the desk, and the GDPR
 * export and erasure. The club has no member number of its own: a customer is found by their number in this
 * portal (the customer id, "#123") or the one of the club's previous system (`external_id`). Money is decimals of
 * its currency here, minor units in the database. No answer carries card data (a saved card is its brand and
 * last digits at most, which is all that is stored).
 */

/** Customers one page of a search holds. */
export const CUSTOMER_SEARCH_PAGE_SIZE = 25;

export const staffCustomersQuerySchema = z.object({
  /** Part of the name, email or phone; a member number (`123`, `#123`) or the previous system's id. */
  search: optionalText(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StaffCustomersQuery = z.input<typeof staffCustomersQuerySchema>;

export const staffCustomerRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  externalId: z.string(),
  /** A dependant's parent (their account holder), null for an account holder. */
  parentId: z.number().int().nullable(),
  active: z.boolean(),
});
export type StaffCustomerRow = z.infer<typeof staffCustomerRowSchema>;

export const staffCustomersResponseSchema = okEnvelope({
  customers: z.array(staffCustomerRowSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type StaffCustomersResponse = z.infer<typeof staffCustomersResponseSchema>;

export const staffCustomerParamsSchema = z.object({ id: idParam });

const amount = z.number();
const instant = z.string();

export const customerProfileSchema = z.object({
  identity: z.object({
    id: z.number().int(),
    externalId: z.string(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    emails: z.array(z.string()),
    phones: z.array(z.string()),
    birthDate: z.string().nullable(),
    address: z.string(),
    language: z.string(),
    active: z.boolean(),
    createdAt: instant,
  }),
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  dependants: z.array(z.object({ id: z.number().int(), name: z.string(), birthDate: z.string().nullable() })),
  consents: z.object({ conditions: z.boolean(), newsletter: z.boolean() }),
  /** Their answers to the club's own fields of the registration form or the form that added them (a child). */
  formAnswers: z.array(z.object({ form: z.enum(['registration', 'dependant']), label: z.string(), value: z.string() })),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      startsAt: instant,
      court: z.string(),
      type: z.string(),
      status: z.string(),
      owner: z.boolean(),
      price: amount,
      currency: z.string(),
    }),
  ),
  /** Orders, fees' charges, bookings' and sign-ups' sales: every sale, newest first. */
  sales: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      title: z.string(),
      createdAt: instant,
      status: z.enum(['pending', 'paid', 'cancelled']),
      total: amount,
      paid: amount,
      /** What is still owed (0 once paid or cancelled). */
      outstanding: amount,
      currency: z.string(),
      method: z.string(),
      online: z.boolean(),
      fee: z.boolean(),
    }),
  ),
  fees: z.array(
    z.object({
      id: z.number().int(),
      description: z.string(),
      amount,
      currency: z.string(),
      periodMonths: z.number().int(),
      nextDueDate: z.string().nullable(),
      active: z.boolean(),
    }),
  ),
  vouchers: z.array(
    z.object({
      id: z.number().int(),
      description: z.string(),
      kind: z.enum(['money', 'sessions']),
      balance: z.number(),
      currency: z.string(),
      enabled: z.boolean(),
      expiresAt: instant.nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      createdAt: instant,
      paidAt: instant.nullable(),
      status: z.string(),
      method: z.string(),
      amount,
      currency: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      createdAt: instant,
      method: z.string(),
      status: z.string(),
      amount,
      currency: z.string(),
    }),
  ),
  /** Saved cards: the brand or provider and the last digits, never a token. */
  cards: z.array(z.object({ id: z.number().int(), provider: z.string(), last4: z.string() })),
  communications: z.array(z.object({ id: z.number().int(), at: instant, subject: z.string(), to: z.string(), sent: z.boolean() })),
  audit: z.array(z.object({ id: z.number().int(), at: instant, actor: z.string(), action: z.string(), entity: z.string() })),
  /** Duplicates merged into this customer (issue 33 §4): their old numbers still lead here. */
  mergedRecords: z.array(z.object({ id: z.number().int(), name: z.string(), mergedAt: instant })),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;
export const customerProfileResponseSchema = okEnvelope({ profile: customerProfileSchema });

/** How money was taken at the desk: cash, or the club's card terminal. */
export const DESK_PAYMENT_METHODS = ['cash', 'card-terminal'] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];
export const deskPaymentBodySchema = z.object({
  method: z.enum(DESK_PAYMENT_METHODS),
  /** Taken from a booking on the day grid: the booking and its `version` the desk saw (changed meanwhile: 409 with what changed). */
  booking: z.object({ id: idNumber, version: z.string().max(64) }).optional(),
});
export type DeskPaymentBody = z.infer<typeof deskPaymentBodySchema>;
export const deskPaymentResponseSchema = okEnvelope({
  sale: z.object({ id: z.number().int(), number: z.string(), status: z.string(), paid: amount, currency: z.string() }),
  paymentId: z.number().int(),
});

/** Erasing asks why (kept in the audit log, never the personal data). */
export const eraseCustomerBodySchema = z.object({ reason: requiredText(300) });
export type EraseCustomerBody = z.infer<typeof eraseCustomerBodySchema>;
