import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffChangePasswordBodySchema } from '@clubportal/contract/staff';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useChangePassword } from '../api/staff-session';
import { useStaffMessage } from '../components/staff-message';

/**
 * /staff/password: any signed-in staff member changes their own password, with the current one. The server
 * keeps this session and ends every other one (a lost phone or a shared desk computer stops being signed in).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const staffMessage = useStaffMessage();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(staffChangePasswordBodySchema), defaultValues: { current: '', password: '' } });
  const submit = handleSubmit(async (values) => {
    change.reset();
    try {
      await change.mutateAsync(values);
      reset();
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  return (
    <section className="staff-page" aria-labelledby="staff-password-title">
      <h1 id="staff-password-title">{t('staff.password.title')}</h1>
      <form className="form staff-narrow" onSubmit={submit} noValidate>
        <Field label={t('staff.password.current')} error={errors.current?.message} required>
          {(control) => <input type="password" autoComplete="current-password" {...control} {...register('current')} />}
        </Field>
        <Field label={t('staff.password.password')} error={staffMessage(errors.password?.message)} required>
          {(control) => <input type="password" autoComplete="new-password" {...control} {...register('password')} />}
        </Field>
        <FormAlert message={errors.root?.message} />
        <div role="status">{change.isSuccess ? <p className="form__notice">{t('staff.password.done')}</p> : null}</div>
        <Button type="submit" className="staff-page__action" loading={change.isPending}>
          {t('staff.password.submit')}
        </Button>
      </form>
    </section>
  );
}
