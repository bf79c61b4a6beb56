import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { Button } from '../../../components/ui/button';
import { hardNavigation } from '../../../lib/hard-navigation';
import { useSettings } from '../../../lib/settings/settings-context';
import { useLinkTargets } from '../api/get-link-targets';
import { login } from '../api/login';
import { AuthPage, AuthWorking } from '../components/auth-page';
import { isLoginEmail, loginFailureMessage } from '../rules/login-rules';
import { linkAccountResponse, notifyAndroidHost } from '../rules/redirect-rules';

/** How long a refused login stays on screen before the page reports the failure to the partner. */
export const LINK_FAILURE_REDIRECT_MS = 2500;

type Values = { email: string; password: string };

/**
 * /link-account?token&urlOk&urlKo (secure layout, which shows the club's logo): a partner app asks the
 * customer to prove their club account. The login only validates (externalToken links the partner; no
 * session is stored here); the result goes back to the partner's address, and to the Android host app
 * when the page runs in its web view. Only the club's partner sites are addresses to go back to: the
 * server resolves them first, and a link naming any other site shows its refusal instead of a form.
 */
export function LinkAccountPage() {
  const { t } = useTranslation();
  const id = useId();
  const settings = useSettings();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const urlOk = params.get('urlOk');
  const urlKo = params.get('urlKo');
  const targets = useLinkTargets({ urlOk, urlKo }, token !== '');
  const validate = useMutation({ mutationFn: login });
  const [leaving, setLeaving] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { email: '', password: '' } });

  const bases = targets.data;
  const finish = (ok: boolean) => {
    if (!bases) return;
    setLeaving(ok);
    notifyAndroidHost(ok);
    hardNavigation.assign(linkAccountResponse(bases, ok));
  };

  useEffect(() => {
    if (!failed || !bases) return;
    const timer = window.setTimeout(() => {
      setLeaving(false);
      notifyAndroidHost(false);
      hardNavigation.assign(linkAccountResponse(bases, false));
    }, LINK_FAILURE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [failed, bases]);

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await validate.mutateAsync({ email: email.trim(), password, externalToken: token, urlOk, urlKo });
      finish(true);
    } catch (error) {
      const answered = isApiError(error) && error.kind === 'http' && error.status < 500;
      setError('root', { message: answered ? loginFailureMessage(error.errorMsg, t) : t('messages.crash') });
      // A refused login is the answer the partner waits for; a technical problem can be retried.
      if (answered) setFailed(true);
    }
  });

  if (!token) {
    return (
      <AuthPage title={t('linkAccount.title')} banner={false}>
        <h1 className="auth-card__title">{t('linkAccount.title')}</h1>
        <p className="form__alert" role="alert">
          {t('messages.wrongQueryString')}
        </p>
      </AuthPage>
    );
  }

  if (targets.isPending) {
    return (
      <AuthPage title={t('linkAccount.title')} banner={false}>
        <AuthWorking text={t('linkAccount.checking')} />
      </AuthPage>
    );
  }

  if (!bases) {
    const refused = isApiError(targets.error) && targets.error.kind === 'http' && targets.error.status < 500;
    return (
      <AuthPage title={t('linkAccount.title')} banner={false}>
        <h1 className="auth-card__title">{t('linkAccount.title')}</h1>
        <p className="form__alert" role="alert">
          {refused && isApiError(targets.error) ? targets.error.errorMsg : t('messages.crash')}
        </p>
      </AuthPage>
    );
  }

  if (leaving !== null && !failed) {
    return (
      <AuthPage title={t('linkAccount.title')} banner={false}>
        <AuthWorking text={t('linkAccount.redirecting')} />
      </AuthPage>
    );
  }

  const locked = validate.isPending || failed || leaving !== null;
  return (
    <AuthPage title={t('linkAccount.title')} banner={false}>
      <h1 className="auth-card__title">{t('linkAccount.title')}</h1>
      <form className="form" onSubmit={submit} noValidate>
        <p className="form__intro">{t('linkAccount.intro', { club: settings.name })}</p>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('auth.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            inputMode="email"
            readOnly={locked}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            {...register('email', {
              validate: (value) => (!value.trim() ? t('messages.fieldRequired') : isLoginEmail(value) || t('auth.emailIsUserName')),
            })}
          />
          {errors.email ? (
            <p className="field__error" id={`${id}-email-error`}>
              {errors.email.message}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('auth.password')}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            readOnly={locked}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            {...register('password', { validate: (value) => (value ? true : t('messages.fieldRequired')) })}
          />
          {errors.password ? (
            <p className="field__error" id={`${id}-password-error`}>
              {errors.password.message}
            </p>
          ) : null}
        </div>
        {errors.root ? (
          <div className="form__alert" role="alert">
            <p>{errors.root.message}</p>
            {failed ? <p className="link-account__leaving">{t('linkAccount.redirecting')}</p> : null}
          </div>
        ) : null}
        <Button type="submit" block loading={validate.isPending} disabled={locked}>
          {t('linkAccount.submit')}
        </Button>
        <Button variant="secondary" block onClick={() => finish(false)} disabled={leaving !== null}>
          {t('common.close')}
        </Button>
      </form>
    </AuthPage>
  );
}
