import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StaffClasses } from '@clubportal/contract/staff-classes';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useClassPreview, useOpenClasses } from '../../api/staff-classes';
import { classBodyOf, classFormDefaults, classFormSchema, defaultPlaces, saveKey, type ClassForm } from './class-open-form';

/**
 * Opening classes: a by-place type, its room, the first date and time, a duration of the type's, the places (its
 * floor plan's by default), a coach, and "repeat weekly until". The preview below lists every date opening or
 * skipped and why; saving opens exactly those (a date changed since is refused by the server, naming it).
 */
export function ClassOpenPanel({ data, today, onOpened }: { data: StaffClasses; today: string; onOpened: (count: number) => void }) {
  const { t } = useTranslation();
  const types = data.types;
  const [key, setKey] = useState(saveKey);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<ClassForm>({
    // Said as the staff type: the preview and the button wait on a valid form, so a submit would never show them.
    mode: 'onChange',
    resolver: zodResolver(classFormSchema),
    defaultValues: classFormDefaults(types[0], today),
  });
  const values = useWatch({ control }) as ClassForm;
  const type = types.find((x) => x.id === values.typeId) ?? types[0];
  const body = classBodyOf(values);
  const preview = useClassPreview(body);
  const open = useOpenClasses();
  const opening = preview.data?.dates.filter((d) => d.skip === null) ?? [];
  const errorOf = (name: keyof ClassForm) => (errors[name]?.message ? t(errors[name].message) : undefined);

  const submit = handleSubmit(() => {
    if (!body || !opening.length) return;
    open.mutate(
      { ...body, dates: opening.map((d) => d.date), key },
      {
        onSuccess: (answer) => {
          setKey(saveKey());
          onOpened(answer.opened.length);
        },
        onError: (error) => setError('root', { message: apiErrorMessage(error, t('messages.crash')) }),
      },
    );
  });

  if (!type) return <p>{t('staff.classes.noTypes')}</p>;
  return (
    <form className="form staff-court-panel classes-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="classes-open-title">
      <h2 id="classes-open-title">{t('staff.classes.openTitle')}</h2>
      <div className="staff-court-panel__grid">
        <Field label={t('staff.classes.type')}>
          {(c) => (
            <select
              {...c}
              {...register('typeId', {
                valueAsNumber: true,
                onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
                  const next = types.find((x) => x.id === Number(e.target.value));
                  setValue('resourceId', next?.rooms[0]?.id ?? 0);
                  setValue('durationMinutes', next?.preferredDuration ?? 60);
                  setValue('places', defaultPlaces(next));
                },
              })}
            >
              {types.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.classes.room')}>
          {(c) => (
            <select {...c} {...register('resourceId', { valueAsNumber: true })}>
              {type.rooms.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.classes.firstDate')} error={errorOf('firstDate')} required>
          {(c) => <input type="date" min={today} {...c} {...register('firstDate')} />}
        </Field>
        <Field label={t('staff.classes.time')} error={errorOf('time')} required>
          {(c) => <input type="time" step={300} {...c} {...register('time')} />}
        </Field>
        <Field label={t('staff.classes.duration')}>
          {(c) => (
            <select {...c} {...register('durationMinutes', { valueAsNumber: true })}>
              {type.durations.map((d) => (
                <option key={d} value={d}>
                  {t('staff.classes.minutes', { count: d })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.classes.places')} error={errorOf('places')} required>
          {(c) => (
            <>
              <input type="number" inputMode="numeric" min={1} max={type.planPlaces ?? 50} {...c} {...register('places')} />
              {type.planName ? (
                <p className="staff-table__note">{t('staff.classes.planPlaces', { plan: type.planName, count: type.planPlaces ?? 0 })}</p>
              ) : null}
            </>
          )}
        </Field>
        <Field label={t('staff.classes.coach')}>
          {(c) => (
            <select {...c} {...register('coachId')}>
              <option value="">{t('staff.classes.noCoach')}</option>
              {data.coaches.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.classes.until')} error={errorOf('until')}>
          {(c) => <input type="date" min={values.firstDate} {...c} {...register('until')} />}
        </Field>
      </div>
      {preview.data ? (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption>{t('staff.classes.previewCaption', { count: opening.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.classes.date')}</th>
                <th scope="col">{t('staff.classes.outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.data.dates.map((d) => (
                <tr key={d.date}>
                  <td>{d.date}</td>
                  <td>{d.skip ? t(`staff.classes.skip.${d.skip}`) : t('staff.classes.opens')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p aria-live="polite">
          {preview.isError ? apiErrorMessage(preview.error, t('messages.crash')) : t('staff.classes.previewWaiting')}
        </p>
      )}
      <FormAlert message={errors.root?.message ?? null} />
      <Button type="submit" loading={open.isPending} disabled={!opening.length || preview.isFetching}>
        {t('staff.classes.openButton', { count: opening.length })}
      </Button>
    </form>
  );
}
