import { CSV_BOM, csvRecord } from '@clubportal/contract/csv';
import type { ImportIssue } from '@clubportal/contract/staff-imports';

/** An import's skipped rows as a CSV file staff open beside theirs to fix it (row, field, problem). */
export function issuesCsv(
  header: readonly string[],
  issues: readonly ImportIssue[],
  fieldName: (field: ImportIssue['field']) => string,
): string {
  return CSV_BOM + csvRecord(header) + issues.map((i) => csvRecord([i.line, fieldName(i.field), i.message])).join('');
}
