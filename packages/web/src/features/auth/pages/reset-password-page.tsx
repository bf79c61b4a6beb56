import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/error-message';
import { useResetPassword } from '../api/reset-password';
import { AuthPage } from '../components/auth-page';
import { AuthField } from '../components/auth-field';
import { newPasswordError, repeatPasswordError } from '../rules/password-rules';
import { FormAlert } from '../../../components/ui/form-alert';

/** How long 'Data modified!' stays before the password-changed page. */
export const RESET_DONE_DELAY_MS = 1000;

type Values = { password: string; repeat: string };

/** /customer/reset-password/:token: New Password, Repeat Password, Submit (spec sections 2 and 5). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const id = useId();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const resetMutation = useResetPassword();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { password: '', repeat: '' } });

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate('/passReset/ok', { replace: true }), RESET_DONE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const submit = handleSubmit(async ({ password }) => {
    try {
      await resetMutation.mutateAsync({ token, plainPassword: password });
      setDone(true);
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });

  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <AuthPage title={t('passwordReset.title')}>
      {done ? (
        <p className="form__notice auth-card__status" role="status">
          {t('messages.dataModified')}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p className="form__intro">{t('passwordReset.intro')}</p>
          <AuthField type="password"
            id={`${id}-password`}
            label={t('passwordReset.newPassword')}
            autoComplete="new-password"
            error={errors.password?.message}
            registration={register('password', { validate: (value) => message(newPasswordError(value)) ?? true })}
          />
          <AuthField type="password"
            id={`${id}-repeat`}
            label={t('passwordReset.repeatPassword')}
            autoComplete="new-password"
            error={errors.repeat?.message}
            registration={register('repeat', { validate: (value, all) => message(repeatPasswordError(value, all.password)) ?? true })}
          />
          <FormAlert message={errors.root?.message} />
          <Button type="submit" block loading={resetMutation.isPending}>
            {t('passwordReset.submit')}
          </Button>
        </form>
      )}
    </AuthPage>
  );
}
