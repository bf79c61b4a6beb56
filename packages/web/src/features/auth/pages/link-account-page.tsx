import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { loginFormSchema } from '@clubportal/contract/accounts';
import { isApiError } from '../../../api/api-error';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { hardNavigation } from '../../../lib/hard-navigation';
import { useSettings } from '../../../lib/settings/settings-context';
import { useValidationMessage } from '../../../lib/validation-message';
import { useLinkTargets } from '../api/get-link-targets';
import { login } from '../api/login';
import { AuthPage, AuthWorking } from '../components/auth-page';
import { loginFailureMessage } from '../rules/login-rules';
import { linkAccountResponse, notifyAndroidHost } from '../rules/redirect-rules';

/** How long a refused login stays on screen before the page reports the failure to the partner. */
export const LINK_FAILURE_REDIRECT_MS = 2500;

/**
 * /link-account?token&urlOk&urlKo (secure layout, which shows the club's logo): a partner app asks the
 * customer to prove their club account. The login only validates (externalToken links the partner; no
 * session is stored here); the result goes back to the partner's address, and to the Android host app
 * when the page runs in its web view. Only the club's partner sites are addresses to go back to: the
 * server resolves them first, and a link naming any other site shows its refusal instead of a form.
 */
export function LinkAccountPage() {
  const { t } = useTranslation();
  const word = useValidationMessage();
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
  } = useForm({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });

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
      setError('root', { message: answered ? loginFailureMessage(error.errorMsg, t, word) : t('messages.crash') });
      // A refused login is the answer the partner waits for; a technical problem can be retried.
      if (answered) setFailed(true);
    }
  });

  if (!token) {
    return (
      <AuthPage title={t('linkAccount.title')} banner={false}>
        <h1 className="auth-card__title">{t('linkAccount.title')}</h1>
        <FormAlert message={t('messages.wrongQueryString')} />
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
        <FormAlert message={refused && isApiError(targets.error) ? targets.error.errorMsg : t('messages.crash')} />
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
        <Field label={t('auth.email')} error={errors.email?.message}>
          {(control) => (
            <input type="email" autoComplete="username" inputMode="email" readOnly={locked} {...control} {...register('email')} />
          )}
        </Field>
        <Field label={t('auth.password')} error={errors.password?.message}>
          {(control) => <input type="password" autoComplete="current-password" readOnly={locked} {...control} {...register('password')} />}
        </Field>
        <FormAlert message={errors.root?.message}>
          {failed ? <p className="link-account__leaving">{t('linkAccount.redirecting')}</p> : null}
        </FormAlert>
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
