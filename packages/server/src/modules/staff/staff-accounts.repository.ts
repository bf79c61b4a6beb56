import type { Selectable } from 'kysely';
import type { StaffRole } from '@clubportal/contract/staff';
import { isSqlite, type Executor } from '../../db/dialect.js';
import type { StaffAccountsTable } from '../../db/schema.js';
import type { Tx } from '../../db/unit-of-work.js';
import type { Instant } from '../../lib/clock.js';

export type StaffRow = Selectable<StaffAccountsTable>;
/** A staff account with its custom role's name and permissions (JSON), when it has one. */
export type StaffWithRole = StaffRow & { custom_role_name: string | null; custom_role_permissions: string | null };

function withRole(db: Executor) {
  return db
    .selectFrom('staff_accounts as s')
    .leftJoin('staff_roles as r', 'r.id', 's.custom_role_id')
    .selectAll('s')
    .select(['r.name as custom_role_name', 'r.permissions as custom_role_permissions']);
}

export function findStaffById(db: Executor, id: number): Promise<StaffWithRole | undefined> {
  return withRole(db).where('s.id', '=', id).executeTakeFirst();
}

export function findStaffByEmail(db: Executor, email: string): Promise<StaffWithRole | undefined> {
  return withRole(db).where('s.email', '=', email.toLowerCase()).executeTakeFirst();
}

export function listStaff(db: Executor): Promise<StaffWithRole[]> {
  return withRole(db).orderBy('s.name').orderBy('s.id').execute();
}

export type NewStaff = {
  name: string;
  email: string;
  passwordHash: string | null;
  role: StaffRole;
  customRoleId: number | null;
  language: string;
  demo?: boolean;
};

export async function insertStaff(db: Executor, s: NewStaff, now: Instant): Promise<number> {
  const row = await db
    .insertInto('staff_accounts')
    .values({
      name: s.name,
      email: s.email.toLowerCase(),
      password_hash: s.passwordHash,
      role: s.role,
      custom_role_id: s.customRoleId,
      language: s.language,
      demo: s.demo ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type StaffChanges = Partial<
  Pick<
    StaffRow,
    | 'name'
    | 'email'
    | 'password_hash'
    | 'role'
    | 'custom_role_id'
    | 'language'
    | 'active'
    | 'totp_secret'
    | 'totp_enrolled'
    | 'totp_last_step'
    | 'recovery_codes'
  >
>;

/** Updates a staff account; `endSessions` adds one to its session version, so every session of it ends. */
export async function updateStaff(db: Executor, id: number, changes: StaffChanges, now: Instant, endSessions = false): Promise<void> {
  await db
    .updateTable('staff_accounts')
    .set((eb) => ({ ...changes, updated_at: now, ...(endSessions ? { session_version: eb('session_version', '+', 1) } : {}) }))
    .where('id', '=', id)
    .execute();
}

/** Whether the club has an active owner (`claimed`: one who has set a password, not only been invited). */
export async function ownerExists(db: Executor, claimed: boolean): Promise<boolean> {
  let query = db.selectFrom('staff_accounts').select('id').where('role', '=', 'owner').where('active', '=', 1);
  if (claimed) query = query.where('password_hash', 'is not', null);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Locks the active owners' rows until the unit of work ends and returns their ids: two requests that could
 * each remove "another" owner run one after the other, and the second sees the first's change (PostgreSQL
 * re-checks the condition of rows it waited for; SQLite's write lock is already held).
 */
export async function lockActiveOwners(trx: Tx): Promise<number[]> {
  const query = trx
    .selectFrom('staff_accounts')
    .select('id')
    .where('role', '=', 'owner')
    .where('active', '=', 1)
    .where('password_hash', 'is not', null)
    .orderBy('id');
  const rows = await (isSqlite(trx) ? query : query.forNoKeyUpdate()).execute();
  return rows.map((r) => r.id);
}

/** Locks one staff account's row until the unit of work ends. */
export async function lockStaff(trx: Tx, id: number): Promise<StaffWithRole | undefined> {
  if (!isSqlite(trx)) await trx.selectFrom('staff_accounts').select('id').where('id', '=', id).forNoKeyUpdate().execute();
  return findStaffById(trx, id);
}
