import { AUDIT_PAGE_SIZE, type AuditQuery } from '@clubportal/contract/staff';
import type { Db } from '../../db/dialect.js';
import { keysetPages } from '../../db/keyset-pages.js';
import { neutraliseFormula } from '@clubportal/contract/csv';
import { auditChunk, countAudit, listAudit } from './audit.repository.js';

type Row = Awaited<ReturnType<typeof listAudit>>[number];
const parsed = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

function recordOf(r: Row) {
  return {
    id: r.id,
    at: r.at,
    actorKind: r.actor_kind,
    actorId: r.actor_id,
    actorLabel: r.actor_label,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    before: parsed(r.before_json),
    after: parsed(r.after_json),
    ip: r.ip,
  };
}

/** One page of the audit log, newest first, with the number of matching records. */
export async function auditPage(db: Db, q: AuditQuery) {
  const page = q.page ?? 1;
  const [records, total] = await Promise.all([listAudit(db, q, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE), countAudit(db, q)]);
  return { records: records.map(recordOf), total };
}

/** Records the CSV export reads per query: memory stays flat however long the log is. */
export const AUDIT_EXPORT_CHUNK = 500;

/** A CSV cell of the audit file: always quoted, quotes doubled, a formula neutralised (contract/csv.ts's one rule). */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return `"${neutraliseFormula(text).replace(/"/g, '""')}"`;
}

const CSV_HEADER = ['id', 'at', 'actor_kind', 'actor_id', 'actor', 'action', 'entity', 'entity_id', 'before', 'after', 'ip'];

/**
 * The matching records as CSV lines, newest first, read a chunk at a time by id (keyset, not offset): the log
 * is append-only and new records have higher ids, so the export is the log as it stood when it began.
 */
export async function* auditCsvLines(db: Db, q: AuditQuery, chunk = AUDIT_EXPORT_CHUNK): AsyncGenerator<string> {
  yield `${CSV_HEADER.join(',')}\r\n`;
  for await (const rows of keysetPages(chunk, (beforeId, n) => auditChunk(db, q, beforeId, n)))
    yield rows
      .map(
        (r) =>
          `${[r.id, r.at, r.actor_kind, r.actor_id, r.actor_label, r.action, r.entity, r.entity_id, r.before_json, r.after_json, r.ip]
            .map(csvCell)
            .join(',')}\r\n`,
      )
      .join('');
}
