import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { LANGUAGES } from './languages.js';
import { isCalendarDate, optionalText, requiredEmail, requiredText } from './validation.js';

/**
 * The staff console's contract (issue 31): permissions, built-in roles, and the bodies and answers of
 * `/api/staff/...`. The server decides every permission; the console only hides what the server refuses.
 */

/** What a staff route may need. One list; the roles below and custom roles are built from it. */
export const PERMISSIONS = {
  'staff.manage': 'Invite staff, change their roles, deactivate them; edit custom roles',
  'audit.read': 'Read and export the audit log',
  'settings.read': "See the club's settings",
  'settings.write': "Change the club's identity, languages, legal texts, payment methods; take the club live",
  'catalogue.write': 'Courts, opening hours, booking types',
  'prices.write': 'Price rules, customer groups, memberships, fees',
  'shop.read': 'See products, their stock and its ledger',
  'shop.write': 'Products, stock, transports, promo codes',
  'vouchers.write': 'Issue and deactivate vouchers',
  'activities.write': 'Activities, trainings and their forms',
  'content.write': 'Posts, banners, testimonials, team, sponsors, gallery, texts',
  'data.import': 'Import customers, products and courts from CSV',
  'data.export': 'Export customers, bookings, sales and stock',
  'bookings.read': 'See the day grid and bookings',
  'bookings.desk': 'Book walk-ins, move, extend, block and cancel bookings',
  'prices.override': 'Charge another price than the rules give (with a reason)',
  'checkin.scan': 'Check players in; scan member cards and door codes',
  'customers.read': "See customers' profiles",
  'customers.write': "Edit and export customers' data",
  'customers.merge': 'Merge two duplicate customers (their bookings, money and sign-in)',
  'customers.erase': "Erase (anonymise) a customer's data",
  'payments.desk': 'Take payments at the desk; mark fees and sales paid',
  'refunds.write': 'Refund payments; settle pending refunds',
  'orders.write': 'Move shop orders through their states',
  'rosters.own': "See and take attendance of one's own classes and trainings",
  'rosters.all': 'See and change every roster',
  'reports.read': 'Occupancy, revenue and debt reports',
} as const;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];
export const isPermission = (value: unknown): value is Permission => typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);

const all = PERMISSION_NAMES;
const reads: Permission[] = ['settings.read', 'bookings.read', 'customers.read', 'reports.read', 'shop.read'];

/** The built-in roles and what each may do: the one table of it. */
export const BUILT_IN_ROLES = {
  owner: all,
  manager: all.filter((p) => p !== 'staff.manage'),
  desk: [
    'settings.read',
    'bookings.read',
    'bookings.desk',
    'checkin.scan',
    'customers.read',
    'customers.write',
    'payments.desk',
    'orders.write',
    'rosters.all',
    'shop.read',
  ],
  coach: ['rosters.own'],
  accountant: [...reads, 'audit.read', 'data.export', 'refunds.write'],
  'read-only': reads,
} as const satisfies Record<string, readonly Permission[]>;
export type BuiltInRole = keyof typeof BUILT_IN_ROLES;
export const BUILT_IN_ROLE_NAMES = Object.keys(BUILT_IN_ROLES) as BuiltInRole[];
/** A staff member's role: a built-in one, or `custom` with the custom role's id beside it. */
export const STAFF_ROLES = [...BUILT_IN_ROLE_NAMES, 'custom'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Roles whose members must enrol two-factor codes before anything else (demo accounts excepted). */
export const TWO_FACTOR_ROLES: readonly StaffRole[] = ['owner', 'manager'];

/**
 * What a `/api/staff/` route declares in its `config.staff`: a permission, a list of permissions any one of which
 * opens it (a roster: a coach's `rosters.own` or the desk's `rosters.all`), `self` (any signed-in staff member,
 * also before two-factor enrolment: who am I, sign out, enrol) or `open` (no session: sign in, setup, links).
 */
export type AnyOfPermissions = readonly [Permission, ...Permission[]];
export type StaffRouteRule = Permission | AnyOfPermissions | 'self' | 'open';
export const isStaffRouteRule = (value: unknown): value is StaffRouteRule =>
  value === 'self' ||
  value === 'open' ||
  isPermission(value) ||
  (Array.isArray(value) && value.length > 0 && value.every((p) => isPermission(p)));
/** Whether permissions `held` open what needs `needed`: the permission, or any one of the list. */
export function holdsAny(held: { has(p: Permission): boolean }, needed: Permission | AnyOfPermissions): boolean {
  return typeof needed === 'string' ? held.has(needed) : needed.some((p) => held.has(p));
}

/** Minutes without a call after which a staff session ends (members' sessions last longer). */
export const STAFF_IDLE_MINUTES = 30;
/** Hours a staff session lasts at most, however active. */
export const STAFF_SESSION_HOURS = 12;
/** Hours an invitation link stays valid; a password reset link; the first-run setup link. */
export const STAFF_INVITATION_HOURS = 72;
export const STAFF_RESET_HOURS = 2;
export const STAFF_SETUP_HOURS = 24;
export const STAFF_PASSWORD_MIN_LENGTH = 10;
export const RECOVERY_CODE_COUNT = 10;

/** Sentences the staff forms check before sending (the server translates them by their English text). */
export const STAFF_MESSAGES = {
  passwordTooShort: `A staff password has at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  unknownPermission: 'Choose permissions from the list',
  noPermissions: 'A role needs at least one permission',
  badDate: 'Write the date as yyyy-mm-dd',
} as const;

const language = z.enum(LANGUAGES);
const email = requiredEmail.transform((v) => v.toLowerCase());
export const staffPassword = z.string().min(STAFF_PASSWORD_MIN_LENGTH, { error: STAFF_MESSAGES.passwordTooShort }).max(200);
const secretToken = z.string().trim().min(16).max(200);
/** A six-digit authenticator code, or one of the recovery codes (`xxxxx-xxxxx`). */
const twoFactorCode = z.string().trim().max(40);

export const staffLoginBodySchema = z.object({
  email,
  password: z.string().min(1).max(200),
  code: twoFactorCode.optional(),
});
export const staffSetupBodySchema = z.object({
  token: secretToken,
  name: requiredText(120),
  email,
  password: staffPassword,
  language,
});
export const staffTokenBodySchema = z.object({ token: secretToken });
export const staffAcceptInvitationBodySchema = z.object({ token: secretToken, password: staffPassword, language: language.optional() });
export const staffForgotPasswordBodySchema = z.object({ email });
export const staffResetPasswordBodySchema = z.object({ token: secretToken, password: staffPassword });
export const staffChangePasswordBodySchema = z.object({ current: z.string().min(1).max(200), password: staffPassword });
/** A staff member's own console language (their account's; the console shows itself in it). */
export const staffLanguageBodySchema = z.object({ language });
export const staffConfirmTwoFactorBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

const roleChoice = {
  role: z.enum(STAFF_ROLES),
  /** With role `custom`: which custom role. */
  customRoleId: idNumber.nullish(),
};
export const staffInviteBodySchema = z.object({ name: requiredText(120), email, language, ...roleChoice });
export const staffRoleBodySchema = z.object(roleChoice);
export const staffIdParamsSchema = z.object({ id: idParam });

const permissionList = z
  .array(z.string().refine(isPermission, { error: STAFF_MESSAGES.unknownPermission }))
  .min(1, { error: STAFF_MESSAGES.noPermissions })
  .max(PERMISSION_NAMES.length)
  .transform((list) => [...new Set(list)] as Permission[]);
export const customRoleBodySchema = z.object({ name: requiredText(80), permissions: permissionList });

export const staffMeSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  roleName: z.string(),
  permissions: z.array(z.string()),
  language,
  /** True while the role asks for two-factor codes and none are enrolled: every other call answers 403. */
  twoFactorDue: z.boolean(),
  twoFactorEnrolled: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;
export const staffMeResponseSchema = okEnvelope({ model: staffMeSchema });

export const staffAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  customRoleId: z.number().nullable(),
  roleName: z.string(),
  language,
  active: z.boolean(),
  /** Invited, not yet accepted. */
  pending: z.boolean(),
  twoFactorEnrolled: z.boolean(),
});
export const staffAccountsResponseSchema = okEnvelope({ model: z.array(staffAccountSchema) });
export const staffAccountResponseSchema = okEnvelope({ model: staffAccountSchema });

export const rolesResponseSchema = okEnvelope({
  model: z.object({
    permissions: z.array(z.object({ name: z.string(), description: z.string() })),
    builtIn: z.array(z.object({ name: z.string(), permissions: z.array(z.string()) })),
    custom: z.array(z.object({ id: z.number(), name: z.string(), permissions: z.array(z.string()) })),
  }),
});
export const customRoleResponseSchema = okEnvelope({
  model: z.object({ id: z.number(), name: z.string(), permissions: z.array(z.string()) }),
});

export const twoFactorEnrolResponseSchema = okEnvelope({ model: z.object({ secret: z.string(), uri: z.string() }) });
export const twoFactorConfirmResponseSchema = okEnvelope({ model: z.object({ recoveryCodes: z.array(z.string()) }) });
export const invitationInfoResponseSchema = okEnvelope({ model: z.object({ name: z.string(), email: z.string(), language }) });
export const staffLoginFailureSchema = z.object({
  ok: z.literal(false),
  errorMsg: z.string(),
  /** The password was right; the account asks for its two-factor code. */
  twoFactorRequired: z.boolean().optional(),
});

const optionalDay = z.string().refine(isCalendarDate, { error: STAFF_MESSAGES.badDate }).optional();
export const AUDIT_PAGE_SIZE = 50;
export const auditQuerySchema = z.object({
  entity: optionalText(60).optional(),
  entityId: optionalText(60).optional(),
  actorKind: z.enum(['staff', 'customer', 'system']).optional(),
  actorId: idParam.optional(),
  /** Part of who did it, as recorded (a staff member's or member's name, a job's name); any case. */
  actor: optionalText(120).optional(),
  /** One customer's records: those about them (entity `customer`) and those they made themselves. */
  customerId: idParam.optional(),
  /** Days in UTC, both included. */
  from: optionalDay,
  to: optionalDay,
  page: idParam.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditRecordSchema = z.object({
  id: z.number(),
  at: z.string(),
  actorKind: z.enum(['staff', 'customer', 'system']),
  actorId: z.number().nullable(),
  actorLabel: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export const auditListResponseSchema = okEnvelope({ model: z.object({ records: z.array(auditRecordSchema), total: z.number() }) });
