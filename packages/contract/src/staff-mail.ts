import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import type { AnyOfPermissions, Permission, StaffRole } from './staff.js';

/*
 * Staff mail preferences (issue 33 §8): which of the club's mails each staff account receives. An account gets a
 * kind only when it chose it (or, before it ever chose, its role's default says so) AND it holds one of the
 * permissions that let it see that data; inactive accounts get nothing.
 */

/** The kinds of staff mail, in the order the preferences page lists them. */
export const STAFF_MAIL_KINDS = ['bookings', 'cancellations', 'refunds', 'low-stock', 'failed-payments', 'digest'] as const;
export type StaffMailKind = (typeof STAFF_MAIL_KINDS)[number];
export const isStaffMailKind = (value: unknown): value is StaffMailKind =>
  typeof value === 'string' && (STAFF_MAIL_KINDS as readonly string[]).includes(value);

/** The permissions any one of which lets an account receive a kind (it shows data the permission opens). */
export const STAFF_MAIL_PERMISSIONS: Record<StaffMailKind, AnyOfPermissions> = {
  bookings: ['bookings.read'],
  cancellations: ['bookings.read'],
  refunds: ['refunds.write', 'reports.read'],
  'low-stock': ['shop.read', 'shop.write'],
  'failed-payments': ['payments.desk', 'refunds.write', 'reports.read'],
  digest: ['reports.read'],
};

/**
 * What an account receives before it ever chooses: owners and managers the money and stock alerts and the daily
 * digest; the desk every member booking and cancellation; an accountant the money alerts and the digest; coaches,
 * read-only and custom roles nothing (they opt in).
 */
export const STAFF_MAIL_DEFAULTS: Record<StaffRole, readonly StaffMailKind[]> = {
  owner: ['refunds', 'failed-payments', 'low-stock', 'digest'],
  manager: ['refunds', 'failed-payments', 'low-stock', 'digest'],
  desk: ['bookings', 'cancellations'],
  accountant: ['refunds', 'failed-payments', 'digest'],
  coach: [],
  'read-only': [],
  custom: [],
};

/** The club-time hour (0-23) at which the daily digest goes out, about the club's day before. */
export const STAFF_DIGEST_HOUR = 7;

/** Whether an account with these permissions may receive a kind at all. */
export function mayReceive(kind: StaffMailKind, held: { has(p: Permission): boolean }): boolean {
  return STAFF_MAIL_PERMISSIONS[kind].some((p) => held.has(p));
}

export const staffMailPreferenceSchema = z.object({
  kind: z.enum(STAFF_MAIL_KINDS),
  /** The account receives it (chosen, and allowed). */
  on: z.boolean(),
  /** The account holds a permission that lets it receive this kind; if not, it cannot be switched on. */
  allowed: z.boolean(),
});
export type StaffMailPreference = z.infer<typeof staffMailPreferenceSchema>;

export const staffMailPreferencesSchema = z.object({
  kinds: z.array(staffMailPreferenceSchema),
  /** False until the account saves a choice: the role's defaults apply. */
  chosen: z.boolean(),
  digestHour: z.number().int(),
});
export type StaffMailPreferences = z.infer<typeof staffMailPreferencesSchema>;
export const staffMailPreferencesResponseSchema = okEnvelope({ model: staffMailPreferencesSchema });

/** The kinds the account wants (a kind it may not receive is refused with a sentence). */
export const staffMailPreferencesBodySchema = z.object({ kinds: z.array(z.enum(STAFF_MAIL_KINDS)).max(STAFF_MAIL_KINDS.length) });
export type StaffMailPreferencesBody = z.infer<typeof staffMailPreferencesBodySchema>;
