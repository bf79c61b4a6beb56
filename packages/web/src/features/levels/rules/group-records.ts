import type { LevelRecord } from '@clubportal/contract/level-providers';

export type RecordGroup = { key: string; records: LevelRecord[] };

/**
 * The level changes grouped by month (the table's sections), newest month first and newest change first
 * within it. `monthOf` names a record's month (the club's time zone decides which month an instant is in).
 */
export function groupByMonth(records: readonly LevelRecord[], monthOf: (iso: string) => string): RecordGroup[] {
  const sorted = [...records].sort((a, b) => b.created.localeCompare(a.created));
  const groups: RecordGroup[] = [];
  for (const record of sorted) {
    const key = monthOf(record.created);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.records.push(record);
    else groups.push({ key, records: [record] });
  }
  return groups;
}
