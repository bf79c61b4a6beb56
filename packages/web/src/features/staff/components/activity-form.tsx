import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_ADMIN_MESSAGES,
  staffActivityBodySchema,
  type StaffActivities,
  type StaffActivity,
} from '@clubportal/contract/staff-activities';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSaveActivity } from '../api/staff-activities';
import { activityValues, newActivity, numberOrNull, orNull } from '../rules/activity-form';
import { ImageUpload } from './image-upload';

/**
 * An activity's form: what it is and when (the club's wall clock), its poster and description, places, sign-up
 * window and price, cancellation terms, sports and sign-up form, then its name and description in each other
 * language the club offers (empty: those readers see the default). The server refuses a capacity below the
 * places already taken, saying how many.
 */
export function ActivityForm({
  activity,
  choices,
  canWrite,
  onSaved,
}: {
  activity: StaffActivity | null;
  choices: StaffActivities;
  canWrite: boolean;
  onSaved: (saved: StaffActivity) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveActivity();
  const { currency, languages, defaultLanguage } = choices;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(staffActivityBodySchema),
    defaultValues: activity ? activityValues(activity, languages) : newActivity(new Date(), languages),
  });
  const sports = useWatch({ control, name: 'sports' });
  const submit = handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync({ id: activity?.id ?? null, body: values }));
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  const toggleSport = (id: number, on: boolean) =>
    setValue('sports', on ? [...sports, id] : sports.filter((s) => s !== id), { shouldDirty: true });
  const languageName = (l: string) => t(`languages.${l}`);
  // The contract's own rules (dates, poster) in the interface language; other messages are worded already.
  const rule = (error: { message?: string | undefined } | undefined) => {
    const key = Object.entries(ACTIVITY_ADMIN_MESSAGES).find(([, text]) => text === error?.message)?.[0];
    return key ? t(`staff.activities.errors.${key}`) : error?.message;
  };

  return (
    <form className="form staff-product-form" onSubmit={submit} noValidate aria-label={t('staff.activities.formTitle')}>
      <fieldset disabled={!canWrite} className="staff-product-form__fields">
        <Field label={t('staff.activities.nameIn', { language: languageName(defaultLanguage) })} error={errors.name?.message} required>
          {(c) => <input type="text" autoComplete="off" maxLength={200} {...c} {...register('name')} />}
        </Field>
        <div className="staff-product-form__row">
          <Field label={t('staff.activities.type')}>
            {(c) => (
              <select {...c} {...register('type')}>
                <option value="activity">{t('staff.activities.typeActivity')}</option>
                <option value="registration">{t('staff.activities.typeRegistration')}</option>
              </select>
            )}
          </Field>
          <Field label={t('staff.activities.poster')} error={rule(errors.poster)}>
            {(c) => <input type="text" autoComplete="off" maxLength={500} {...c} {...register('poster')} />}
          </Field>
          <ImageUpload
            area="activities"
            onUploaded={(address) => setValue('poster', address, { shouldDirty: true, shouldValidate: true })}
          />
        </div>
        <p className="staff-table__note">{t('staff.activities.timesNote', { zone: choices.zone })}</p>
        <div className="staff-product-form__row">
          <Field label={t('staff.activities.start')} error={rule(errors.start)} required>
            {(c) => <input type="datetime-local" {...c} {...register('start')} />}
          </Field>
          <Field label={t('staff.activities.end')} error={rule(errors.end)} required>
            {(c) => <input type="datetime-local" {...c} {...register('end')} />}
          </Field>
        </div>
        <Field label={t('staff.activities.descriptionIn', { language: languageName(defaultLanguage) })} error={errors.description?.message}>
          {(c) => <textarea rows={4} {...c} {...register('description')} />}
        </Field>
        <div className="staff-product-form__row">
          <Field label={t('staff.activities.capacity')} error={errors.capacity && t('staff.activities.capacityInvalid')}>
            {(c) => (
              <input type="number" inputMode="numeric" step="1" min="1" {...c} {...register('capacity', { setValueAs: numberOrNull })} />
            )}
          </Field>
          <Field label={t('staff.activities.priceIn', { currency })} error={errors.price?.message}>
            {(c) => <input type="number" inputMode="decimal" step="0.01" min="0" {...c} {...register('price', { valueAsNumber: true })} />}
          </Field>
        </div>
        <div className="staff-product-form__row">
          <Field label={t('staff.activities.signUpOpens')} error={rule(errors.signUpOpens)}>
            {(c) => <input type="datetime-local" {...c} {...register('signUpOpens', { setValueAs: orNull })} />}
          </Field>
          <Field label={t('staff.activities.signUpCloses')} error={rule(errors.signUpCloses)}>
            {(c) => <input type="datetime-local" {...c} {...register('signUpCloses', { setValueAs: orNull })} />}
          </Field>
        </div>
        <div className="staff-product-form__row">
          <Field label={t('staff.activities.cancelHoursBefore')} error={errors.cancelHoursBefore && t('staff.activities.wholeNumber')}>
            {(c) => (
              <input
                type="number"
                inputMode="numeric"
                step="1"
                min="0"
                {...c}
                {...register('cancelHoursBefore', { valueAsNumber: true })}
              />
            )}
          </Field>
          <Field label={t('staff.activities.refundPercent')} error={errors.refundPercent && t('staff.activities.percentInvalid')}>
            {(c) => (
              <input
                type="number"
                inputMode="numeric"
                step="1"
                min="0"
                max="100"
                {...c}
                {...register('refundPercent', { valueAsNumber: true })}
              />
            )}
          </Field>
        </div>
        <Field label={t('staff.activities.onlineSignUp')} layout="check">
          {(c) => <input type="checkbox" {...c} {...register('onlineSignUp')} />}
        </Field>
        <Field label={t('staff.activities.forChildren')} layout="check">
          {(c) => <input type="checkbox" {...c} {...register('forChildren')} />}
        </Field>
        <Field label={t('staff.activities.publishedBox')} layout="check">
          {(c) => <input type="checkbox" {...c} {...register('published')} />}
        </Field>
        <fieldset className="staff-product-form__row staff-activity-sports">
          <legend>{t('staff.activities.sports')}</legend>
          {choices.sports.map((s) => (
            <Field key={s.id} label={s.name} layout="check">
              {(c) => (
                <input type="checkbox" {...c} checked={sports.includes(s.id)} onChange={(e) => toggleSport(s.id, e.target.checked)} />
              )}
            </Field>
          ))}
        </fieldset>
        <Field label={t('staff.activities.signUpForm')}>
          {(c) => (
            <select {...c} {...register('signUpForm', { setValueAs: numberOrNull })}>
              <option value="">{t('staff.activities.noForm')}</option>
              {choices.forms.map((f) => (
                <option key={f.id} value={f.id}>
                  {t('staff.activities.formOf', { title: f.title, activity: f.activity })}
                </option>
              ))}
            </select>
          )}
        </Field>
        {languages.map((l) => (
          <fieldset key={l} className="staff-activity-language">
            <legend>{t('staff.activities.inLanguage', { language: languageName(l) })}</legend>
            <Field label={t('staff.activities.nameIn', { language: languageName(l) })}>
              {(c) => <input type="text" autoComplete="off" maxLength={200} lang={l} {...c} {...register(`texts.${l}.name`)} />}
            </Field>
            <Field label={t('staff.activities.descriptionIn', { language: languageName(l) })}>
              {(c) => <textarea rows={3} lang={l} {...c} {...register(`texts.${l}.description`)} />}
            </Field>
          </fieldset>
        ))}
      </fieldset>
      <FormAlert message={errors.root?.message} />
      {canWrite ? (
        <Button type="submit" loading={save.isPending}>
          {activity ? t('staff.activities.save') : t('staff.activities.create')}
        </Button>
      ) : null}
    </form>
  );
}
