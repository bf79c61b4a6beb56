import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema } from '@clubportal/contract/accounts';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useCustomerId } from '../../../lib/use-customer-id';
import { useChangePassword } from '../api/change-password';
import { AuthPage } from '../components/auth-page';

/** /changePass (login required): current and new password; 'Wrong password' comes from the server. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const customerId = useCustomerId();
  const changeMutation = useChangePassword();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: { current: '', next: '' } });

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

  return (
    <AuthPage title={t('changePassword.title')}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="form__intro">{t('changePassword.intro')}</p>
        <Field label={t('changePassword.currentPassword')} error={errors.current?.message}>
          {(control) => <input type="password" autoComplete="current-password" {...control} {...register('current')} />}
        </Field>
        <Field label={t('changePassword.newPassword')} error={errors.next?.message}>
          {(control) => (
            <input type="password" autoComplete="new-password" {...control} {...register('next', { onChange: () => setSaved(false) })} />
          )}
        </Field>
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
