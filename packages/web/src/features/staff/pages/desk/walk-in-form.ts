import { z } from 'zod';
import type { DeskBookingBody } from '@clubportal/contract/staff-desk';
import { optionalEmail } from '@clubportal/contract/validation';

export const WALK_IN_MODES = ['existing', 'new', 'guest'] as const;

/** The walk-in form's sentences: i18n keys (six languages), shown under the field they are about. */
export const WALK_IN_ERRORS = {
  pickCustomer: 'staff.desk.errors.pickCustomer',
  name: 'staff.desk.errors.nameNeeded',
  guestName: 'staff.desk.errors.guestNameNeeded',
  contact: 'staff.desk.errors.contactNeeded',
  email: 'staff.desk.errors.emailInvalid',
  price: 'staff.desk.errors.overridePrice',
  reason: 'staff.desk.errors.overrideReason',
} as const;

/** What the staff charge instead of the rules' price: a decimal (a comma as well as a point), 0 to the contract's top. */
const MAX_OVERRIDE = 100_000;
const priceOf = (typed: string) => (typed.trim() === '' ? NaN : Number(typed.trim().replace(',', '.')));

/**
 * The walk-in dialog's fields as typed (react-hook-form's values). Who it is for: an existing customer picked from the
 * list (`customerId`, the radio's value), a new customer (a name, and an email or a phone; an email typed is checked
 * as the server checks it) or a guest (a name). Staff with prices.override may charge another price with a reason.
 */
export const walkInFormSchema = z
  .object({
    typeId: z.number().int(),
    duration: z.number().int(),
    mode: z.enum(WALK_IN_MODES),
    customerId: z.string(),
    name: z.string().max(100),
    surname: z.string().max(100),
    email: z.string().max(254),
    phone: z.string().max(30),
    override: z.boolean(),
    overridePrice: z.string(),
    overrideReason: z.string().max(300),
  })
  .superRefine((v, ctx) => {
    const refuse = (path: keyof typeof v, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.mode === 'existing' && !v.customerId) refuse('customerId', WALK_IN_ERRORS.pickCustomer);
    if (v.mode !== 'existing' && !v.name.trim()) refuse('name', v.mode === 'guest' ? WALK_IN_ERRORS.guestName : WALK_IN_ERRORS.name);
    if (v.mode === 'new') {
      // The server's own rule for the address (contract): a typing slip is caught here, before a customer is made.
      if (!optionalEmail.safeParse(v.email).success) refuse('email', WALK_IN_ERRORS.email);
      else if (!v.email.trim() && !v.phone.trim()) refuse('email', WALK_IN_ERRORS.contact);
    }
    if (v.override) {
      const price = priceOf(v.overridePrice);
      if (!Number.isFinite(price) || price < 0 || price > MAX_OVERRIDE) refuse('overridePrice', WALK_IN_ERRORS.price);
      if (!v.overrideReason.trim()) refuse('overrideReason', WALK_IN_ERRORS.reason);
    }
  });
export type WalkInForm = z.infer<typeof walkInFormSchema>;

export const walkInDefaults = (typeId: number, duration: number): WalkInForm => ({
  typeId,
  duration,
  mode: 'existing',
  customerId: '',
  name: '',
  surname: '',
  email: '',
  phone: '',
  override: false,
  overridePrice: '',
  overrideReason: '',
});

/** Who the walk-in is for and the price override, as the booking (and the weekly series) sends them; from checked values. */
export function walkInCustomer(v: WalkInForm): Pick<DeskBookingBody, 'customer' | 'priceOverride'> {
  const customer: DeskBookingBody['customer'] =
    v.mode === 'existing'
      ? { kind: 'existing', customerId: Number(v.customerId) }
      : v.mode === 'guest'
        ? { kind: 'guest', name: v.name.trim() }
        : { kind: 'new', name: v.name.trim(), surname: v.surname.trim(), email: v.email.trim(), phone: v.phone.trim() };
  return v.override ? { customer, priceOverride: { price: priceOf(v.overridePrice), reason: v.overrideReason.trim() } } : { customer };
}
