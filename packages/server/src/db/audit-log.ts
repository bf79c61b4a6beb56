import type { Instant } from '../lib/clock.js';
import { requestAddress } from '../lib/request-address.js';
import type { Executor } from './dialect.js';
import type { Tx } from './unit-of-work.js';

/** Who made a change: a staff member, a member (customer), or a scheduled job of the system. */
export type AuditActor =
  { kind: 'staff'; id: number; name: string } | { kind: 'customer'; id: number; name: string } | { kind: 'system'; job: string };

export type AuditEntry = {
  actor: AuditActor;
  /** What happened, `entity.verb`: `staff.invite`, `staff.role`, `booking.refund`. */
  action: string;
  entity: string;
  entityId: string | number;
  /** The changed fields before and after (`changedFields`); never secrets (hashes, tokens, TOTP secrets). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The client's address; by default the address of the request making a staff or member change (none for a job). */
  ip?: string | null;
};

/** A scheduled job as the actor; also the system's own rules it runs (a hold lapsing found by a request). */
export function systemActor(job: string): AuditActor {
  return { kind: 'system', job };
}

/** A member acting for themselves (or a parent for a child: the session's customer), named as the club knows them. */
export async function customerActor(db: Executor, id: number): Promise<AuditActor> {
  const row = await db.selectFrom('customers').select(['name', 'surname']).where('id', '=', id).executeTakeFirst();
  return { kind: 'customer', id, name: row ? `${row.name} ${row.surname}`.trim() : `#${id}` };
}

/**
 * Records a change in the audit log, inside the change's own unit of work: if the change rolls back, so does
 * its record, and a change cannot commit without it. Refuses to run outside a transaction. Nothing updates or
 * deletes a record (the database's triggers refuse it too).
 */
export async function recordAudit(trx: Tx, entry: AuditEntry, at: Instant): Promise<void> {
  await recordAuditRow(trx, entry, at);
}

/** {@link recordAudit}, answering the record's id (the desk's undo names the action it undoes by it, issue 33 §8). */
export async function recordAuditRow(trx: Tx, entry: AuditEntry, at: Instant): Promise<number> {
  if (!trx.isTransaction) throw new Error('recordAudit runs inside the change’s unit of work (unitOfWork)');
  const { actor } = entry;
  const row = await trx
    .insertInto('audit_log')
    .values({
      at,
      actor_kind: actor.kind,
      actor_id: actor.kind === 'system' ? null : actor.id,
      actor_label: (actor.kind === 'system' ? actor.job : actor.name).slice(0, 200),
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before_json: entry.before ? JSON.stringify(entry.before) : null,
      after_json: entry.after ? JSON.stringify(entry.after) : null,
      ip: (entry.ip ?? (actor.kind === 'system' ? null : requestAddress()))?.slice(0, 64) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Only the fields that differ between `before` and `after`, each side with its own value. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(changed.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(changed.map((k) => [k, after[k] ?? null])),
  };
}
