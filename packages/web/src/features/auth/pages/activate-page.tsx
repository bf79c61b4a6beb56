import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { Button } from '../../../components/ui/button';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { requestLogin } from '../../../api/login-request';
import { useActivateAccount } from '../api/activate-account';
import { AuthPage, AuthProblem, AuthWorking } from '../components/auth-page';

/** Spec section 9: the login popup opens 1 second after a successful activation. */
export const LOGIN_AFTER_ACTIVATION_MS = 1000;

/** /customer/activate/:token: activates the account from the mailed link, then offers the login. */
export function ActivatePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { mutate, status, error, reset, data } = useActivateAccount();
  const alreadyActive = data?.alreadyActive === true;
  // The token is single-use: one call per token, even when effects run twice (StrictMode).
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    mutate(token);
  }, [token, mutate]);

  useEffect(() => {
    // A link clicked again finds the account active: the page says so and offers the login, nothing pops up.
    if (status !== 'success' || alreadyActive) return;
    const timer = window.setTimeout(() => requestLogin('/'), LOGIN_AFTER_ACTIVATION_MS);
    return () => window.clearTimeout(timer);
  }, [status, alreadyActive]);

  const refused = isApiError(error) && error.kind === 'http' && error.status < 500;
  return (
    <AuthPage title={t('activation.title')}>
      {status === 'success' ? (
        <div className="auth-state" role="status">
          <CheckCircleIcon size={48} className="auth-state__icon auth-state__icon--ok" />
          <p className="auth-state__title">{alreadyActive ? t('activation.alreadyActive') : t('messages.registrationCompleted')}</p>
          <Button onClick={() => requestLogin('/')}>{t('auth.loginButton')}</Button>
        </div>
      ) : status === 'error' ? (
        <AuthProblem
          text={refused ? t('messages.activationExpired') : t('messages.crash')}
          action={
            refused ? undefined : (
              <Button
                variant="secondary"
                onClick={() => {
                  reset();
                  mutate(token);
                }}
              >
                {t('common.retry')}
              </Button>
            )
          }
        />
      ) : (
        <AuthWorking text={t('activation.working')} />
      )}
    </AuthPage>
  );
}
