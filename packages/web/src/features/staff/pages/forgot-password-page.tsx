import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STAFF_RESET_HOURS, staffForgotPasswordBodySchema } from '@clubportal/contract/staff';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useForgotPassword } from '../api/staff-session';
import { StaffAuthFrame } from '../components/staff-auth-frame';

/**
 * /staff/forgot-password: asks for the staff email and has the server mail a reset link. The answer is the
 * same whether or not the address has an account, so the page cannot tell who works at the club.
 */
export function StaffForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(staffForgotPasswordBodySchema), defaultValues: { email: '' } });
  const submit = handleSubmit(async ({ email }) => {
    setSentTo(null);
    try {
      await forgot.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  return (
    <StaffAuthFrame title={t('staff.forgotPassword.title')}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="form__intro">{t('staff.forgotPassword.intro')}</p>
        <Field label={t('staff.fields.email')} error={errors.email?.message} required>
          {(control) => <input type="email" autoComplete="username" {...control} {...register('email')} />}
        </Field>
        <FormAlert message={errors.root?.message} />
        <div role="status">
          {sentTo ? <p className="form__notice">{t('staff.forgotPassword.sent', { email: sentTo, hours: STAFF_RESET_HOURS })}</p> : null}
        </div>
        <Button type="submit" block loading={forgot.isPending}>
          {t('staff.forgotPassword.submit')}
        </Button>
        <p className="staff-auth__aside">
          <Link to="/staff/login">{t('staff.forgotPassword.back')}</Link>
        </p>
      </form>
    </StaffAuthFrame>
  );
}
