import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { clearSession } from '../../../api/session';
import { useAutoLogin } from '../api/auto-login';
import { storeLogin } from '../api/login';
import { AuthPage, AuthProblem, AuthWorking } from '../components/auth-page';
import { safeBackPath } from '../rules/redirect-rules';

/** Spec section 9: auto-login redirect delay. */
export const AUTO_LOGIN_REDIRECT_MS = 1000;

type Outcome = 'working' | 'done' | 'wrong' | 'crash';

/**
 * /auto-login?t=...&back=...: exchanges the single-use token for a session (replacing any previous
 * login), then goes to `back` (in-app paths only, default '/') after 1 second.
 */
export function AutoLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync } = useAutoLogin();
  const token = params.get('t')?.trim() ?? '';
  const back = useMemo(() => safeBackPath(params.get('back'), window.location.origin), [params]);
  const [outcome, setOutcome] = useState<Outcome>(token ? 'working' : 'wrong');
  // Single-use token: exchanged once even when effects run twice (StrictMode).
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    mutateAsync(token).then(
      (model) => {
        clearSession();
        storeLogin(model);
        // Whatever was loaded as someone else (or nobody) is stale now.
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'czconfigs' });
        setOutcome('done');
      },
      (error: unknown) => {
        const refused = isApiError(error) && error.kind === 'http' && error.status < 500;
        setOutcome(refused ? 'wrong' : 'crash');
      },
    );
  }, [token, mutateAsync, queryClient]);

  useEffect(() => {
    if (outcome !== 'done') return;
    const timer = window.setTimeout(() => void navigate(back, { replace: true }), AUTO_LOGIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, back, navigate]);

  return (
    <AuthPage title={t('sections.autoLogin')}>
      {outcome === 'wrong' || outcome === 'crash' ? (
        <AuthProblem text={outcome === 'wrong' ? t('messages.wrongAccess') : t('messages.crash')} />
      ) : (
        <AuthWorking text={t('autoLogin.working')} />
      )}
    </AuthPage>
  );
}
