import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { staffSetupBodySchema } from '@clubportal/contract/staff';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { checkSetupToken, useClaimOwner } from '../api/staff-session';
import { LinkTokenGate } from '../components/link-token';
import { StaffLanguageSelect, useInterfaceLanguage } from '../components/staff-language-select';
import { useStaffMessage } from '../components/staff-message';

const ownerFormSchema = staffSetupBodySchema.omit({ token: true });

/**
 * /staff/setup#<token>: the first run. The page checks the link's token, then claims the club's owner with it. A used, expired or missing
 * token shows the server's sentence (the missing one, ours).
 */
export function StaffSetupPage() {
  const { t } = useTranslation();
  return (
    <LinkTokenGate kind="setup" title={t('staff.setup.title')} noToken={t('staff.setup.noToken')} check={checkSetupToken}>
      {(token) => <OwnerForm token={token} />}
    </LinkTokenGate>
  );
}

function OwnerForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const staffMessage = useStaffMessage();
  const claim = useClaimOwner();
  const navigate = useNavigate();
  const language = useInterfaceLanguage();
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
      <StaffLanguageSelect registration={register('language')} error={errors.language?.message} />
      <FormAlert message={errors.root?.message} />
      <Button type="submit" block loading={claim.isPending}>
        {t('staff.setup.submit')}
      </Button>
    </form>
  );
}
