import type { Executor } from '../../db/dialect.js';

/** A desk action as its audit row recorded it: what the undo reverses. */
export function findDeskAction(db: Executor, id: number) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'at', 'actor_kind', 'actor_id', 'action', 'entity', 'entity_id', 'before_json', 'after_json'])
    .where('id', '=', id)
    .executeTakeFirst();
}
