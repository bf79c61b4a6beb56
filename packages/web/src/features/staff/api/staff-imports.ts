import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  courtImportAnswerSchema,
  customerImportAnswerSchema,
  productImportAnswerSchema,
  type ImportBody,
  type ImportKind,
  type ImportReport,
} from '@clubportal/contract/staff-imports';
import { staffRequest } from './staff-client';

const ANSWERS = { customers: customerImportAnswerSchema, products: productImportAnswerSchema, courts: courtImportAnswerSchema } as const;

const request = (kind: ImportKind, path: string, body: ImportBody): Promise<ImportReport> =>
  staffRequest(`/api/staff/imports/${kind}${path}`, { body, schema: ANSWERS[kind] }).then((a) => a.report as ImportReport);

/** Reads the file on the server and answers what importing it would do; writes nothing. */
export const useImportDryRun = (kind: ImportKind) =>
  useMutation({ mutationKey: ['import-dry-run', kind], mutationFn: (body: ImportBody) => request(kind, '/dry-run', body) });

/** Imports the file's valid rows; the console's lists (customers, products, courts, the audit log) read again. */
export const useImport = (kind: ImportKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['import', kind],
    mutationFn: (body: ImportBody) => request(kind, '', body),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
