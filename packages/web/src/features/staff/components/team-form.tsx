import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffTeamBodySchema, type StaffTeam, type StaffTrainings } from '@clubportal/contract/staff-trainings';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSaveTeam } from '../api/staff-trainings';
import { teamValues } from '../rules/training-form';
import { LanguageGroups } from './content-translations';
import { CustomerPicker } from './customer-picker';

/** A team's name (per language) and its members: found by name or email, taken off with a button. Members see its trainings. */
export function TeamForm({
  team,
  choices,
  canWrite = true,
  onSaved,
}: {
  team: StaffTeam | null;
  choices: StaffTrainings;
  /** False: shown, not changed (an archived team). */
  canWrite?: boolean;
  onSaved: (saved: StaffTeam) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTeam();
  const [names, setNames] = useState(() => new Map((team?.members ?? []).map((m) => [m.id, m.name])));
  const [picked, setPicked] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(staffTeamBodySchema), defaultValues: teamValues(team, choices.languages) });
  const members = useWatch({ control, name: 'memberIds' });
  const submit = handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync({ id: team?.id ?? null, body: values }));
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  return (
    <form className="form staff-product-form" onSubmit={submit} noValidate aria-label={t('staff.trainings.teamForm')}>
      <fieldset disabled={!canWrite} className="staff-product-form__fields">
        <LanguageGroups defaultLanguage={choices.defaultLanguage} languages={choices.languages}>
          {(l) => (
            <Field label={t('staff.trainings.teamName')} error={l === null ? errors.name?.message : undefined} required={l === null}>
              {(c) => (
                <input type="text" autoComplete="off" maxLength={200} {...c} {...register(l === null ? 'name' : `texts.${l}.name`)} />
              )}
            </Field>
          )}
        </LanguageGroups>
        <fieldset className="staff-content__language">
          <legend>{t('staff.trainings.members')}</legend>
          {members.length === 0 ? <p className="staff-table__note">{t('staff.trainings.noMembers')}</p> : null}
          <ul className="staff-training-members">
            {members.map((memberId) => (
              <li key={memberId}>
                {names.get(memberId) ?? `#${memberId}`}{' '}
                <Button
                  variant="ghost"
                  aria-label={t('staff.trainings.takeOffNamed', { name: names.get(memberId) ?? `#${memberId}` })}
                  onClick={() =>
                    setValue(
                      'memberIds',
                      members.filter((m) => m !== memberId),
                      { shouldDirty: true },
                    )
                  }
                >
                  {t('staff.trainings.takeOff')}
                </Button>
              </li>
            ))}
          </ul>
          <CustomerPicker
            value={picked}
            onChange={(id) => {
              setPicked(id);
            }}
          />
          <Button
            variant="secondary"
            disabled={picked === null}
            onClick={(event) => {
              if (picked === null) return;
              const select = event.currentTarget.form?.querySelector<HTMLSelectElement>('select');
              const label = select?.selectedOptions[0]?.textContent?.split(' · ')[0] ?? `#${picked}`;
              setNames(new Map(names).set(picked, label));
              if (!members.includes(picked)) setValue('memberIds', [...members, picked], { shouldDirty: true });
              setPicked(null);
            }}
          >
            {t('staff.trainings.addMember')}
          </Button>
        </fieldset>
      </fieldset>
      <FormAlert message={errors.root?.message} />
      {canWrite ? (
        <Button type="submit" loading={save.isPending}>
          {team ? t('staff.trainings.saveTeam') : t('staff.trainings.createTeam')}
        </Button>
      ) : null}
    </form>
  );
}
