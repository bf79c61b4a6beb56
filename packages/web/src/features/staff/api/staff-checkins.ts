import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okOnlySchema } from '@clubportal/contract/api-result';
import {
  checkInResponseSchema,
  noShowResponseSchema,
  noShowRuleResponseSchema,
  noShowsResponseSchema,
  revokeCredentialResponseSchema,
  scanResponseSchema,
  type NoShowRule,
} from '@clubportal/contract/staff-checkins';
import { offerDeskUndo } from './staff-desk-sync';
import { staffRequest } from './staff-client';

/** At the door (issue 33 §3): the desk's scan, check-in per player, revocation and no-shows. */

/** A scanned or typed code: checked by the server with the door key; checks its holder in to the booking starting now. */
export const useScanCode = () =>
  useMutation({
    mutationFn: (code: string) =>
      staffRequest('/api/staff/checkins/scan', { method: 'POST', body: { code }, schema: scanResponseSchema }).then((a) => a.scan),
  });

/** Check a player in (once: a second desk's answer names who checked them in and when). */
export const useCheckIn = () =>
  useMutation({
    /** `version`: the booking as the desk shows it (the grid's, the door's); changed since: 409 with what it is now. */
    mutationFn: (p: { participantId: number; version?: string | undefined }) =>
      staffRequest('/api/staff/checkins', { method: 'POST', body: p, schema: checkInResponseSchema }),
    onSuccess: (answer) => offerDeskUndo(answer.undo),
  });

/** Undo a check-in (the same day only); `version` as for the check-in: changed since, 409 with what it is now. */
export const useUndoCheckIn = () =>
  useMutation({
    mutationFn: ({ participantId, version }: { participantId: number; version?: string | undefined }) =>
      staffRequest(`/api/staff/checkins/${participantId}`, {
        method: 'DELETE',
        ...(version === undefined ? {} : { query: { version } }),
        schema: okOnlySchema,
      }),
  });

export const useRevokeCredential = () =>
  useMutation({
    mutationFn: (credentialId: string) =>
      staffRequest('/api/staff/checkins/revoke', { method: 'POST', body: { credentialId }, schema: revokeCredentialResponseSchema }),
  });

export const useMarkNoShow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { participantId: number; version?: string | undefined }) =>
      staffRequest('/api/staff/checkins/no-shows', { method: 'POST', body: p, schema: noShowResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'no-shows'] }),
  });
};

export const useNoShowReport = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: ['staff', 'no-shows', range],
    queryFn: () => staffRequest('/api/staff/checkins/no-shows', { query: range, schema: noShowsResponseSchema }),
    placeholderData: keepPreviousData,
  });

export const useNoShowRule = () =>
  useQuery({
    queryKey: ['staff', 'no-show-rule'],
    queryFn: () => staffRequest('/api/staff/checkins/no-show-rule', { schema: noShowRuleResponseSchema }),
  });

export const useSaveNoShowRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: NoShowRule) =>
      staffRequest('/api/staff/checkins/no-show-rule', { method: 'PUT', body: rule, schema: noShowRuleResponseSchema }),
    onSuccess: (answer) => queryClient.setQueryData(['staff', 'no-show-rule'], answer),
  });
};
