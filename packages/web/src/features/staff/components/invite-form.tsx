import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { staffInviteBodySchema } from '@clubportal/contract/staff';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useInviteStaff } from '../api/staff-accounts';
import { RoleOptions, roleChoiceOf } from './role-select';
import { StaffLanguageSelect, useInterfaceLanguage } from './staff-language-select';

const inviteFormSchema = staffInviteBodySchema.omit({ role: true, customRoleId: true }).extend({ roleChoice: z.string().min(1) });

/** Invite a staff member by mail, with a role: the server mails them a one-time link. */
export function InviteForm({ customRoles }: { customRoles: readonly { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const invite = useInviteStaff();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { name: '', email: '', language, roleChoice: 'desk' },
  });
  const submit = handleSubmit(async ({ roleChoice, ...values }) => {
    setSentTo(null);
    try {
      await invite.mutateAsync({ ...values, ...roleChoiceOf(roleChoice) });
      reset();
      setSentTo(values.email);
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  return (
    <form className="form staff-invite" onSubmit={submit} noValidate aria-labelledby="staff-invite-title">
      <h2 id="staff-invite-title">{t('staff.accounts.inviteTitle')}</h2>
      <div className="staff-invite__fields">
        <Field label={t('staff.fields.name')} error={errors.name?.message} required>
          {(control) => <input type="text" autoComplete="off" {...control} {...register('name')} />}
        </Field>
        <Field label={t('staff.fields.email')} error={errors.email?.message} required>
          {(control) => <input type="email" autoComplete="off" {...control} {...register('email')} />}
        </Field>
        <Field label={t('staff.fields.role')} required>
          {(control) => (
            <select {...control} {...register('roleChoice')}>
              <RoleOptions custom={customRoles} />
            </select>
          )}
        </Field>
        <StaffLanguageSelect registration={register('language')} />
      </div>
      <FormAlert message={errors.root?.message} />
      {sentTo ? (
        <p className="form__notice" role="status">
          {t('staff.accounts.invited', { email: sentTo })}
        </p>
      ) : null}
      <Button type="submit" loading={invite.isPending}>
        {t('staff.accounts.invite')}
      </Button>
    </form>
  );
}
