import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { staffPassword } from '@clubportal/contract/staff';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { checkResetToken, useResetPassword } from '../api/staff-session';
import { LinkTokenGate } from '../components/link-token';
import { useStaffMessage } from '../components/staff-message';

const resetFormSchema = z.object({ password: staffPassword });

/**
 * /staff/reset-password#<token>: where the reset mail leads. A live link asks for the new password; the server
 * then ends every session of the account, so the page sends to the sign-in (which asks the second factor).
 */
export function StaffResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <LinkTokenGate kind="reset" title={t('staff.resetPassword.title')} noToken={t('staff.resetPassword.noToken')} check={checkResetToken}>
      {(token) => <ResetForm token={token} />}
    </LinkTokenGate>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const staffMessage = useStaffMessage();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetFormSchema), defaultValues: { password: '' } });
  const submit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  if (reset.isSuccess) {
    return (
      <div role="status">
        <p className="form__notice">{t('staff.resetPassword.done')}</p>
        <p className="staff-auth__aside">
          <Link to="/staff/login">{t('staff.resetPassword.signIn')}</Link>
        </p>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <Field label={t('staff.resetPassword.password')} error={staffMessage(errors.password?.message)} required>
        {(control) => <input type="password" autoComplete="new-password" {...control} {...register('password')} />}
      </Field>
      <FormAlert message={errors.root?.message} />
      <Button type="submit" block loading={reset.isPending}>
        {t('staff.resetPassword.submit')}
      </Button>
    </form>
  );
}
