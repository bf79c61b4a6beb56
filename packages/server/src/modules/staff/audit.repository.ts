import { sql } from 'kysely';
import type { AuditQuery } from '@clubportal/contract/staff';
import type { Executor } from '../../db/dialect.js';

/** The audit log's records matching the filters, newest first (reads only: nothing here writes it). */
function filtered(db: Executor, q: AuditQuery) {
  let query = db.selectFrom('audit_log');
  if (q.entity) query = query.where('entity', '=', q.entity);
  if (q.entityId) query = query.where('entity_id', '=', q.entityId);
  if (q.actorKind) query = query.where('actor_kind', '=', q.actorKind);
  if (q.actorId) query = query.where('actor_id', '=', q.actorId);
  if (q.actor) {
    // A substring of the label in any case: LIKE's wildcards in what was typed match only themselves.
    const pattern = `%${q.actor.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(actor_label) like ${pattern} escape '\\'`);
  }
  if (q.customerId) {
    const id = q.customerId;
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('entity', '=', 'customer'), eb('entity_id', '=', String(id))]),
        eb.and([eb('actor_kind', '=', 'customer'), eb('actor_id', '=', id)]),
      ]),
    );
  }
  // Days in UTC, both included; instants compare as text on SQLite and as timestamptz on PostgreSQL.
  if (q.from) query = query.where('at', '>=', `${q.from}T00:00:00.000Z` as never);
  if (q.to) query = query.where('at', '<', new Date(Date.parse(`${q.to}T00:00:00.000Z`) + 86_400_000).toISOString() as never);
  return query;
}

export async function countAudit(db: Executor, q: AuditQuery): Promise<number> {
  const row = await filtered(db, q).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listAudit(db: Executor, q: AuditQuery, limit: number, offset: number) {
  return filtered(db, q).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** Up to `limit` matching records older than the record `beforeId` (all when null), newest first: the export's pages. */
export function auditChunk(db: Executor, q: AuditQuery, beforeId: number | null, limit: number) {
  const query = filtered(db, q);
  return (beforeId === null ? query : query.where('id', '<', beforeId)).selectAll().orderBy('id', 'desc').limit(limit).execute();
}
