import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { staffLoginBodySchema } from '@clubportal/contract/staff';
import { isApiError } from '../../../api/api-error';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { showLanguage, storedLanguage } from '../../../i18n';
import { apiErrorMessage } from '../../../lib/error-message';
import { useStaffLogin, useStaffMe } from '../api/staff-session';
import { StaffLoading } from '../components/console-shell';
import { StaffAuthFrame } from '../components/staff-auth-frame';

/** Only a path inside the console is a place to return to after signing in. */
const safeNext = (next: string | null) => (next?.startsWith('/staff/') && !next.startsWith('//') ? next : '/staff');

/**
 * /staff/login: email and password; when the server answers that the account asks for its two-factor code,
 * a second step asks for it (or a recovery code). Refusals are the server's sentences.
 */
export function StaffLoginPage() {
  const { t } = useTranslation();
  const me = useStaffMe();
  const login = useStaffLogin();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [codeStep, setCodeStep] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(staffLoginBodySchema), defaultValues: { email: '', password: '', code: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync({ email: values.email, password: values.password, ...(codeStep ? { code: values.code } : {}) });
      void navigate(safeNext(search.get('next')), { replace: true });
    } catch (error) {
      const body = isApiError(error) ? (error.body as { twoFactorRequired?: boolean } | undefined) : undefined;
      if (body?.twoFactorRequired && !codeStep) {
        setCodeStep(true);
        setTimeout(() => setFocus('code'));
        return;
      }
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });

  // Signed out, the page speaks the device's language again, not the last account's (a shared desk computer).
  const signedOut = me.data === null;
  useEffect(() => {
    if (signedOut) void showLanguage(storedLanguage());
  }, [signedOut]);

  if (me.isPending) return <StaffLoading />;
  if (me.data && !login.isPending && !login.isSuccess) return <Navigate to="/staff" replace />;
  return (
    <StaffAuthFrame title={t('staff.login.title')}>
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t('staff.login.email')} error={errors.email?.message}>
          {(control) => <input type="email" autoComplete="username" readOnly={codeStep} {...control} {...register('email')} />}
        </Field>
        <Field label={t('staff.login.password')} error={errors.password?.message}>
          {(control) => (
            <input type="password" autoComplete="current-password" readOnly={codeStep} {...control} {...register('password')} />
          )}
        </Field>
        {codeStep ? (
          <>
            <p className="form__intro">{t('staff.login.codeHint')}</p>
            <Field label={t('staff.login.code')} error={errors.code?.message}>
              {(control) => <input type="text" autoComplete="one-time-code" {...control} {...register('code')} />}
            </Field>
          </>
        ) : null}
        <FormAlert message={errors.root?.message} />
        <Button type="submit" block loading={login.isPending}>
          {codeStep ? t('staff.login.verify') : t('staff.login.submit')}
        </Button>
        <p className="staff-auth__aside">
          <Link to="/staff/forgot-password">{t('staff.login.forgot')}</Link>
        </p>
      </form>
    </StaffAuthFrame>
  );
}
