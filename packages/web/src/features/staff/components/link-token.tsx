import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { StaffLoading } from './console-shell';
import { StaffAuthFrame } from './staff-auth-frame';

/** A one-time link's token: in the address's fragment, never sent in a request line or a Referer. */
export const useLinkToken = () => useLocation().hash.replace(/^#/, '');

type Props<T> = {
  /** Names the check's cached answer (one per kind of link). */
  kind: string;
  title: string;
  /** What the page says when the address carries no token (where the link is found). */
  noToken: string;
  /** Asks the server whether the token can still be used; its refusal's sentence is shown instead of the form. */
  check: (token: string) => Promise<T>;
  children: (token: string, info: T) => ReactNode;
};

/**
 * The pages a one-time link opens (setup, invitation, password reset): reads the token, has the server check
 * it once, and shows the form only for a live one; a missing, used or expired token gets a sentence instead.
 */
export function LinkTokenGate<T>({ kind, title, noToken, check, children }: Props<T>) {
  const { t } = useTranslation();
  const token = useLinkToken();
  const checked = useQuery({
    queryKey: ['staff-link-check', kind, token],
    queryFn: () => check(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const refusal = !token ? noToken : checked.isError ? apiErrorMessage(checked.error, t('messages.crash')) : null;
  if (refusal === null && checked.isPending) return <StaffLoading />;
  return (
    <StaffAuthFrame title={title}>{refusal !== null ? <FormAlert message={refusal} /> : children(token, checked.data as T)}</StaffAuthFrame>
  );
}
