import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffTrainingBodySchema, type StaffTraining, type StaffTrainings } from '@clubportal/contract/staff-trainings';
import { ACTIVITY_ADMIN_MESSAGES } from '@clubportal/contract/staff-activities';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSaveTraining } from '../api/staff-trainings';
import { numberOrNull } from '../rules/activity-form';
import { newTraining, trainingValues } from '../rules/training-form';
import { LanguageGroups } from './content-translations';

/**
 * A training's form: its team, start (the club's wall clock) and duration, its coach (a staff account: a coach
 * sees only the trainings naming them), then what members read of it per language: the description and the
 * coach's comments (empty in another language: those readers see the default text).
 */
export function TrainingForm({
  training,
  choices,
  canWrite,
  onSaved,
}: {
  training: StaffTraining | null;
  choices: StaffTrainings;
  canWrite: boolean;
  onSaved: (saved: StaffTraining) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTraining();
  const { languages, defaultLanguage } = choices;
  // An archived team takes no training: offered only as the one this training already has.
  const teams = choices.teams.filter((team) => !team.archived || team.id === training?.teamId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(staffTrainingBodySchema),
    defaultValues: training ? trainingValues(training, languages) : newTraining(new Date(), teams[0]?.id ?? 0, languages),
  });
  const submit = handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync({ id: training?.id ?? null, body: values }));
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  const startError =
    errors.start?.message === ACTIVITY_ADMIN_MESSAGES.notALocalDateTime
      ? t('staff.activities.errors.notALocalDateTime')
      : errors.start?.message;

  return (
    <form className="form staff-product-form" onSubmit={submit} noValidate aria-label={t('staff.trainings.formTitle')}>
      <fieldset disabled={!canWrite} className="staff-product-form__fields">
        <div className="staff-product-form__row">
          <Field label={t('staff.trainings.team')} error={errors.teamId && t('staff.trainings.chooseTeam')} required>
            {(c) => (
              <select {...c} {...register('teamId', { valueAsNumber: true })}>
                {teams.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('staff.trainings.coach')}>
            {(c) => (
              <select {...c} {...register('coachId', { setValueAs: numberOrNull })}>
                <option value="">{t('staff.trainings.noCoach')}</option>
                {choices.coaches.map((coach) => (
                  <option key={coach.id} value={coach.id}>
                    {coach.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <p className="staff-table__note">{t('staff.activities.timesNote', { zone: choices.zone })}</p>
        <div className="staff-product-form__row">
          <Field label={t('staff.trainings.start')} error={startError} required>
            {(c) => <input type="datetime-local" {...c} {...register('start')} />}
          </Field>
          <Field label={t('staff.trainings.duration')} error={errors.duration && t('staff.trainings.durationInvalid')} required>
            {(c) => (
              <input
                type="number"
                inputMode="numeric"
                step="5"
                min="5"
                max="600"
                {...c}
                {...register('duration', { valueAsNumber: true })}
              />
            )}
          </Field>
        </div>
        <LanguageGroups defaultLanguage={defaultLanguage} languages={languages}>
          {(l) => (
            <>
              <Field label={t('staff.trainings.description')} error={l === null ? errors.description?.message : undefined}>
                {(c) => <textarea rows={3} {...c} {...register(l === null ? 'description' : `texts.${l}.description`)} />}
              </Field>
              <Field label={t('staff.trainings.comments')} error={l === null ? errors.publicComments?.message : undefined}>
                {(c) => <textarea rows={3} {...c} {...register(l === null ? 'publicComments' : `texts.${l}.publicComments`)} />}
              </Field>
            </>
          )}
        </LanguageGroups>
      </fieldset>
      <FormAlert message={errors.root?.message} />
      {canWrite ? (
        <Button type="submit" loading={save.isPending}>
          {training ? t('staff.trainings.save') : t('staff.trainings.create')}
        </Button>
      ) : null}
    </form>
  );
}
