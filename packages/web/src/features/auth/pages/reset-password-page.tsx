import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { resetPasswordFormSchema } from '@clubportal/contract/accounts';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useResetPassword } from '../api/reset-password';
import { AuthPage } from '../components/auth-page';

/** How long 'Data modified!' stays before the password-changed page. */
export const RESET_DONE_DELAY_MS = 1000;

/** /customer/reset-password/:token: New Password, Repeat Password, Submit (spec sections 2 and 5). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const resetMutation = useResetPassword();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', repeat: '' } });

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

  return (
    <AuthPage title={t('passwordReset.title')}>
      {done ? (
        <p className="form__notice auth-card__status" role="status">
          {t('messages.dataModified')}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p className="form__intro">{t('passwordReset.intro')}</p>
          <Field label={t('passwordReset.newPassword')} error={errors.password?.message}>
            {(control) => (
              <input type="password" autoComplete="new-password" {...control} {...register('password', { deps: ['repeat'] })} />
            )}
          </Field>
          <Field label={t('passwordReset.repeatPassword')} error={errors.repeat?.message}>
            {(control) => <input type="password" autoComplete="new-password" {...control} {...register('repeat')} />}
          </Field>
          <FormAlert message={errors.root?.message} />
          <Button type="submit" block loading={resetMutation.isPending}>
            {t('passwordReset.submit')}
          </Button>
        </form>
      )}
    </AuthPage>
  );
}
