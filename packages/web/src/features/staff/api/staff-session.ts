import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okOnlySchema } from '@clubportal/contract/api-result';
import {
  invitationInfoResponseSchema,
  staffMeResponseSchema,
  twoFactorConfirmResponseSchema,
  twoFactorEnrolResponseSchema,
  type StaffMe,
} from '@clubportal/contract/staff';
import type { Language } from '@clubportal/contract/languages';
import { isSignedOut, staffRequest } from './staff-client';

/** Who is signed in to the console: `null` when no staff session is (the console then asks to sign in). */
export const staffMeKey = ['staff', 'me'] as const;
export function useStaffMe() {
  return useQuery({
    queryKey: staffMeKey,
    queryFn: async (): Promise<StaffMe | null> => {
      try {
        return (await staffRequest('/api/staff/me', { schema: staffMeResponseSchema })).model;
      } catch (error) {
        if (isSignedOut(error)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}

/** Signing in (or claiming the owner) answers who is signed in: the console starts from it. */
function useSignIn<V>(call: (values: V) => Promise<StaffMe>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (me) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'staff' });
      queryClient.setQueryData(staffMeKey, me);
    },
  });
}

export type StaffLoginValues = { email: string; password: string; code?: string | undefined };
export const useStaffLogin = () =>
  useSignIn(
    async (values: StaffLoginValues) => (await staffRequest('/api/staff/login', { body: values, schema: staffMeResponseSchema })).model,
  );

export type StaffSetupValues = { token: string; name: string; email: string; password: string; language: Language };
export const useClaimOwner = () =>
  useSignIn(
    async (values: StaffSetupValues) => (await staffRequest('/api/staff/setup', { body: values, schema: staffMeResponseSchema })).model,
  );

/** Whether a first-run link can still be used (the server's sentence when not). */
export const checkSetupToken = (token: string) => staffRequest('/api/staff/setup/check', { body: { token }, schema: okOnlySchema });

/** Who an invitation link is for (the server's sentence when it can no longer be used). */
export const checkInvitation = (token: string) =>
  staffRequest('/api/staff/invitation/check', { body: { token }, schema: invitationInfoResponseSchema }).then((a) => a.model);

export type AcceptInvitationValues = { token: string; password: string; language: Language };
export const useAcceptInvitation = () =>
  useSignIn(
    async (values: AcceptInvitationValues) =>
      (await staffRequest('/api/staff/invitation/accept', { body: values, schema: staffMeResponseSchema })).model,
  );

export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffRequest('/api/staff/logout', { method: 'POST', body: {}, schema: okOnlySchema }),
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'staff' });
      queryClient.setQueryData(staffMeKey, null);
    },
  });
}

export const startTwoFactor = () =>
  staffRequest('/api/staff/two-factor/enrol', { method: 'POST', body: {}, schema: twoFactorEnrolResponseSchema }).then((a) => a.model);

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      staffRequest('/api/staff/two-factor/confirm', { body: { code }, schema: twoFactorConfirmResponseSchema }).then(
        (a) => a.model.recoveryCodes,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMeKey }),
  });
}

/** Mails a reset link; the server answers the same whether or not the address has an account. */
export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => staffRequest('/api/staff/password/forgot', { body: { email }, schema: okOnlySchema }) });

/** Whether a reset link can still be used (the server's sentence when not). */
export const checkResetToken = (token: string) =>
  staffRequest('/api/staff/password/reset/check', { body: { token }, schema: okOnlySchema });

/** A new password from a reset link; every session of the account ends, so nobody is signed in after it. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { token: string; password: string }) =>
      staffRequest('/api/staff/password/reset', { body: values, schema: okOnlySchema }),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'staff' });
      queryClient.setQueryData(staffMeKey, null);
    },
  });
}

/** One's own new password from the current one: this session stays, every other one ends. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (values: { current: string; password: string }) =>
      staffRequest('/api/staff/password', { body: values, schema: okOnlySchema }),
  });

/** Changes the signed-in staff member's console language (their account's): the console then speaks it. */
export function useChangeOwnLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) =>
      staffRequest('/api/staff/me/language', { method: 'PUT', body: { language }, schema: okOnlySchema }).then(() => language),
    onSuccess: (language) => queryClient.setQueryData<StaffMe | null>(staffMeKey, (me) => (me ? { ...me, language } : me)),
  });
}
