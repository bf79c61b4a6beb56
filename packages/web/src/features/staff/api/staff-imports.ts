import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerImportAnswerSchema, type CustomerImportBody } from '@clubportal/contract/staff-imports';
import { staffRequest } from './staff-client';

/** Reads the file on the server and answers what importing it would do; writes nothing. */
export const useCustomerImportDryRun = () =>
  useMutation({
    mutationFn: (body: CustomerImportBody) =>
      staffRequest('/api/staff/imports/customers/dry-run', { body, schema: customerImportAnswerSchema }).then((a) => a.report),
  });

/** Imports the file's valid rows; the console's lists (customers, the audit log) read again. */
export const useCustomerImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerImportBody) =>
      staffRequest('/api/staff/imports/customers', { body, schema: customerImportAnswerSchema }).then((a) => a.report),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
};
