import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { wizardCourtsSchema } from '@clubportal/contract/staff-wizard';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { useValidationMessage } from '../../../../lib/validation-message';
import { StepForm, useStepForm, type StepProps } from './step-form';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The first courts: one sport, its courts, their weekly hours and a base price per duration. Saved again, the
 * server edits the courts it created (they carry their id) and adds the new ones; a court it created cannot be
 * taken away here (bookings may stand on it).
 */
export function CourtsStep({ values, readOnly, onSaved }: StepProps) {
  const { t } = useTranslation();
  const translate = useValidationMessage();
  const {
    register,
    control,
    formState: { errors },
    submit,
    pending,
  } = useStepForm('courts', wizardCourtsSchema, values, onSaved);
  const courts = useFieldArray({ control, name: 'courts', keyName: 'key' });
  const hours = useFieldArray({ control, name: 'hours', keyName: 'key' });
  const prices = useFieldArray({ control, name: 'prices', keyName: 'key' });
  const listError = (message: string | undefined) => (message ? <p className="field__error">{translate(message)}</p> : null);

  if (values.elsewhere === true) return <p className="staff-wizard__note">{t('staff.wizard.courts.elsewhere')}</p>;
  return (
    <StepForm onSubmit={submit} readOnly={readOnly} error={errors.root?.message} pending={pending}>
      <div className="staff-wizard__grid">
        <Field label={t('staff.wizard.courts.sport')} error={errors.sport?.message} required>
          {(c) => <input type="text" {...c} {...register('sport')} />}
        </Field>
        <Field label={t('staff.wizard.courts.players')} error={errors.players?.message} required>
          {(c) => <input type="number" min={1} max={30} inputMode="numeric" {...c} {...register('players', { valueAsNumber: true })} />}
        </Field>
      </div>

      <fieldset className="staff-wizard__list">
        <legend>{t('staff.wizard.courts.courts')}</legend>
        {courts.fields.map((court, i) => (
          <div className="staff-wizard__row" key={court.key}>
            <Field label={t('staff.wizard.courts.courtName', { number: i + 1 })} error={errors.courts?.[i]?.name?.message} required>
              {(c) => <input type="text" {...c} {...register(`courts.${i}.name`)} />}
            </Field>
            {court.id === undefined && courts.fields.length > 1 ? (
              <Button type="button" variant="ghost" onClick={() => courts.remove(i)}>
                {t('staff.wizard.remove')}
                <span className="sr-only"> {t('staff.wizard.courts.courtName', { number: i + 1 })}</span>
              </Button>
            ) : null}
          </div>
        ))}
        {listError(errors.courts?.message ?? errors.courts?.root?.message)}
        <Button type="button" variant="secondary" onClick={() => courts.append({ name: '' })}>
          {t('staff.wizard.courts.addCourt')}
        </Button>
      </fieldset>

      <fieldset className="staff-wizard__list">
        <legend>{t('staff.wizard.courts.hours')}</legend>
        {hours.fields.map((row, i) => (
          <div className="staff-wizard__row" key={row.key}>
            <Field label={t('staff.wizard.courts.weekday')}>
              {(c) => (
                <select {...c} {...register(`hours.${i}.weekday`, { valueAsNumber: true })}>
                  {WEEKDAYS.map((day) => (
                    <option key={day} value={day}>
                      {t(`staff.wizard.weekdays.${day}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('staff.wizard.courts.opens')} error={errors.hours?.[i]?.open?.message}>
              {(c) => <input type="text" inputMode="numeric" placeholder="09:00" {...c} {...register(`hours.${i}.open`)} />}
            </Field>
            <Field label={t('staff.wizard.courts.closes')} error={errors.hours?.[i]?.close?.message}>
              {(c) => <input type="text" inputMode="numeric" placeholder="22:00" {...c} {...register(`hours.${i}.close`)} />}
            </Field>
            {hours.fields.length > 1 ? (
              <Button type="button" variant="ghost" onClick={() => hours.remove(i)}>
                {t('staff.wizard.remove')}
                <span className="sr-only"> {t('staff.wizard.courts.hoursRow', { number: i + 1 })}</span>
              </Button>
            ) : null}
          </div>
        ))}
        {listError(errors.hours?.message ?? errors.hours?.root?.message)}
        <Button type="button" variant="secondary" onClick={() => hours.append({ weekday: 1, open: '09:00', close: '22:00' })}>
          {t('staff.wizard.courts.addHours')}
        </Button>
      </fieldset>

      <fieldset className="staff-wizard__list">
        <legend>{t('staff.wizard.courts.prices')}</legend>
        {prices.fields.map((row, i) => (
          <div className="staff-wizard__row" key={row.key}>
            <Field label={t('staff.wizard.courts.minutes')} error={errors.prices?.[i]?.durationMinutes?.message} required>
              {(c) => (
                <input
                  type="number"
                  min={15}
                  max={600}
                  step={15}
                  {...c}
                  {...register(`prices.${i}.durationMinutes`, { valueAsNumber: true })}
                />
              )}
            </Field>
            <Field label={t('staff.wizard.courts.price')} error={errors.prices?.[i]?.price?.message} required>
              {(c) => <input type="number" min={0} step="0.01" {...c} {...register(`prices.${i}.price`, { valueAsNumber: true })} />}
            </Field>
            {prices.fields.length > 1 ? (
              <Button type="button" variant="ghost" onClick={() => prices.remove(i)}>
                {t('staff.wizard.remove')}
                <span className="sr-only"> {t('staff.wizard.courts.priceRow', { number: i + 1 })}</span>
              </Button>
            ) : null}
          </div>
        ))}
        {listError(errors.prices?.message ?? errors.prices?.root?.message)}
        <Button type="button" variant="secondary" onClick={() => prices.append({ durationMinutes: 90, price: 0 })}>
          {t('staff.wizard.courts.addPrice')}
        </Button>
      </fieldset>
    </StepForm>
  );
}
