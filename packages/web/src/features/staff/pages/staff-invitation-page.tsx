import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@clubportal/contract/languages';
import { staffPassword } from '@clubportal/contract/staff';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { checkInvitation, useAcceptInvitation } from '../api/staff-session';
import { LinkTokenGate } from '../components/link-token';
import { StaffLanguageSelect } from '../components/staff-language-select';
import { useStaffMessage } from '../components/staff-message';

const acceptFormSchema = z.object({ password: staffPassword, language: z.enum(LANGUAGES) });

/**
 * /staff/invitation#<token>: where the invitation mail leads. Says who it is for, then the new staff member
 * chooses a password (and language: the one they were invited in, to start with) and is signed in; a used or expired link shows the server's sentence.
 */
export function StaffInvitationPage() {
  const { t } = useTranslation();
  return (
    <LinkTokenGate kind="invitation" title={t('staff.invitation.title')} noToken={t('staff.invitation.noToken')} check={checkInvitation}>
      {(token, info) => (
        <>
          <p className="form__intro">{t('staff.invitation.intro', { name: info.name, email: info.email })}</p>
          <AcceptForm token={token} language={info.language} />
        </>
      )}
    </LinkTokenGate>
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
      <StaffLanguageSelect registration={register('language')} />
      <FormAlert message={errors.root?.message} />
      <Button type="submit" block loading={accept.isPending}>
        {t('staff.invitation.submit')}
      </Button>
    </form>
  );
}
