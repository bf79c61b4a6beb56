import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES, isLanguage } from '@clubportal/contract/languages';
import { staffSetupBodySchema } from '@clubportal/contract/staff';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { checkSetupToken, useClaimOwner } from '../api/staff-session';
import { StaffLoading } from '../components/console-shell';
import { useLinkToken } from '../components/link-token';
import { StaffAuthFrame } from '../components/staff-auth-frame';
import { useStaffMessage } from '../components/staff-message';

const ownerFormSchema = staffSetupBodySchema.omit({ token: true });

/**
 * /staff/setup#<token>: the first run. The page checks the link's token, then claims the club's owner with it. A used, expired or missing
 * token shows the server's sentence (the missing one, ours).
 */
export function StaffSetupPage() {
  const { t, i18n } = useTranslation();
  const token = useLinkToken();
  const check = useQuery({
    queryKey: ['staff-setup-check', token],
    queryFn: () => checkSetupToken(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!token) return <Refused message={t('staff.setup.noToken')} />;
  if (check.isPending) return <StaffLoading />;
  if (check.isError) return <Refused message={apiErrorMessage(check.error, t('messages.crash'))} />;
  return <OwnerForm token={token} language={isLanguage(i18n.language) ? i18n.language : 'es-ES'} />;
}

function Refused({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <StaffAuthFrame title={t('staff.setup.title')}>
      <FormAlert message={message} />
    </StaffAuthFrame>
  );
}

function OwnerForm({ token, language }: { token: string; language: (typeof LANGUAGES)[number] }) {
  const { t } = useTranslation();
  const staffMessage = useStaffMessage();
  const claim = useClaimOwner();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ownerFormSchema), defaultValues: { name: '', email: '', password: '', language } });

  const submit = handleSubmit(async (values) => {
    try {
      await claim.mutateAsync({ token, ...values });
      // An owner enrols two-factor codes first: the console sends them there.
      void navigate('/staff', { replace: true });
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });

  return (
    <StaffAuthFrame title={t('staff.setup.title')}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="form__intro">{t('staff.setup.intro')}</p>
        <Field label={t('staff.fields.name')} error={errors.name?.message} required>
          {(control) => <input type="text" autoComplete="name" {...control} {...register('name')} />}
        </Field>
        <Field label={t('staff.fields.email')} error={errors.email?.message} required>
          {(control) => <input type="email" autoComplete="username" {...control} {...register('email')} />}
        </Field>
        <Field label={t('staff.fields.password')} error={staffMessage(errors.password?.message)} required>
          {(control) => <input type="password" autoComplete="new-password" {...control} {...register('password')} />}
        </Field>
        <Field label={t('staff.fields.language')} error={errors.language?.message} required>
          {(control) => (
            <select {...control} {...register('language')}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`languages.${l}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormAlert message={errors.root?.message} />
        <Button type="submit" block loading={claim.isPending}>
          {t('staff.setup.submit')}
        </Button>
      </form>
    </StaffAuthFrame>
  );
}
