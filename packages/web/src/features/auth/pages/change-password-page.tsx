import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/error-message';
import { useCustomerId } from '../../../lib/use-customer-id';
import { useChangePassword } from '../api/change-password';
import { AuthPage } from '../components/auth-page';
import { AuthField } from '../components/auth-field';
import { currentPasswordError, newPasswordError } from '../rules/password-rules';
import { FormAlert } from '../../../components/ui/form-alert';

type Values = { current: string; next: string };

/** /changePass (login required): current and new password; 'Wrong password' comes from the server. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const id = useId();
  const customerId = useCustomerId();
  const changeMutation = useChangePassword();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { current: '', next: '' } });

  const submit = handleSubmit(async ({ current, next }) => {
    setSaved(false);
    if (customerId === null) {
      setError('root', { message: t('messages.crash') });
      return;
    }
    try {
      await changeMutation.mutateAsync({ customerId, plainOldPass: current, plainNewPass: next });
      reset();
      setSaved(true);
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });

  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <AuthPage title={t('changePassword.title')}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="form__intro">{t('changePassword.intro')}</p>
        <AuthField type="password"
          id={`${id}-current`}
          label={t('changePassword.currentPassword')}
          autoComplete="current-password"
          error={errors.current?.message}
          registration={register('current', { validate: (value) => message(currentPasswordError(value)) ?? true })}
        />
        <AuthField type="password"
          id={`${id}-next`}
          label={t('changePassword.newPassword')}
          autoComplete="new-password"
          error={errors.next?.message}
          registration={register('next', {
            validate: (value) => message(newPasswordError(value)) ?? true,
            onChange: () => setSaved(false),
          })}
        />
        <FormAlert message={errors.root?.message} />
        {saved ? (
          <p className="form__notice" role="status">
            {t('messages.dataModified')}
          </p>
        ) : null}
        <Button type="submit" block loading={changeMutation.isPending}>
          {t('changePassword.submit')}
        </Button>
      </form>
    </AuthPage>
  );
}
