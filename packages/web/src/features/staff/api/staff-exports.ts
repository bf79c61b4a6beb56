import { exportPath, type ExportKind, type ExportRange } from '@clubportal/contract/staff-exports';

/**
 * The address of one export's CSV file (issue 32 §7). A plain link downloads it: the staff session's cookie goes
 * with it, the server answers the file as an attachment and records the export in the audit log.
 */
export const exportHref = (kind: ExportKind, range?: ExportRange): string => exportPath(kind, range);
