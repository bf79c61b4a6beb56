import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { LANGUAGES, isLanguage, type Language } from '@clubportal/contract/languages';
import { staffPassword } from '@clubportal/contract/staff';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { checkInvitation, useAcceptInvitation } from '../api/staff-session';
import { StaffLoading } from '../components/console-shell';
import { useLinkToken } from '../components/link-token';
import { StaffAuthFrame } from '../components/staff-auth-frame';
import { useStaffMessage } from '../components/staff-message';

const acceptFormSchema = z.object({ password: staffPassword, language: z.enum(LANGUAGES) });

/**
 * /staff/invitation#<token>: where the invitation mail leads. Says who it is for, then the new staff member
 * chooses a password (and language) and is signed in; a used or expired link shows the server's sentence.
 */
export function StaffInvitationPage() {
  const { t, i18n } = useTranslation();
  const token = useLinkToken();
  const info = useQuery({
    queryKey: ['staff-invitation-check', token],
    queryFn: () => checkInvitation(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const title = t('staff.invitation.title');
  if (!token) {
    return (
      <StaffAuthFrame title={title}>
        <FormAlert message={t('staff.invitation.noToken')} />
      </StaffAuthFrame>
    );
  }
  if (info.isPending) return <StaffLoading />;
  if (info.isError) {
    return (
      <StaffAuthFrame title={title}>
        <FormAlert message={apiErrorMessage(info.error, t('messages.crash'))} />
      </StaffAuthFrame>
    );
  }
  return (
    <StaffAuthFrame title={title}>
      <p className="form__intro">{t('staff.invitation.intro', { name: info.data.name, email: info.data.email })}</p>
      <AcceptForm token={token} language={isLanguage(i18n.language) ? i18n.language : 'es-ES'} />
    </StaffAuthFrame>
  );
}

function AcceptForm({ token, language }: { token: string; language: Language }) {
  const { t } = useTranslation();
  const staffMessage = useStaffMessage();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(acceptFormSchema), defaultValues: { password: '', language } });
  const submit = handleSubmit(async (values) => {
    try {
      await accept.mutateAsync({ token, ...values });
      void navigate('/staff', { replace: true });
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  return (
    <form className="form" onSubmit={submit} noValidate>
      <Field label={t('staff.invitation.password')} error={staffMessage(errors.password?.message)} required>
        {(control) => <input type="password" autoComplete="new-password" {...control} {...register('password')} />}
      </Field>
      <Field label={t('staff.fields.language')} required>
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
      <Button type="submit" block loading={accept.isPending}>
        {t('staff.invitation.submit')}
      </Button>
    </form>
  );
}
