import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { instantToLocal, localToInstant } from '@clubportal/contract/club-time';
import type { DeskDay, DeskEntry } from '@clubportal/contract/staff-desk';
import { isCalendarDate } from '@clubportal/contract/validation';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useDeskDay, useDeskMovePreview, useMoveBooking } from '../../api/staff-desk';
import { useMoneyFormat } from '../../components/stock-ledger';
import { courtStarts } from '../../rules/desk-grid';
import { errorText } from './walk-in-dialog';

/** "Move to…" as typed: the court, a real calendar day, a start among the court's (checked against its hours below) and a duration. */
const moveFormSchema = z.object({
  courtId: z.number().int().positive(),
  date: z.string().refine(isCalendarDate, { error: 'staff.desk.errors.dateNeeded' }),
  time: z.string().regex(/^\d{2}:\d{2}$/, { error: 'staff.desk.errors.timeNeeded' }),
  duration: z.number().int().positive(),
});
type MoveForm = z.infer<typeof moveFormSchema>;

/**
 * "Move to…": court, day and time (the alternative to dragging WCAG 2.5.7 asks for); the new price shows before saving.
 * A drop on the grid opens it on where the booking was dropped (`initialTo`). A react-hook-form checked by its zod schema;
 * the starts offered are the chosen court's on the chosen day (that day's hours, read as the grid reads them), and the
 * save sends the version the desk saw (another desk's change meanwhile: 409, nothing overwritten).
 */
export function MoveDialog(props: {
  day: DeskDay;
  entry: DeskEntry;
  durations: number[];
  step: number;
  initialDuration: number;
  initialTo?: { resourceId: number; startsAt: string } | undefined;
  onClose: () => void;
}) {
  const { day, entry, onClose } = props;
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const local = instantToLocal(props.initialTo?.startsAt ?? entry.startsAt, day.zone);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<MoveForm>({
    resolver: zodResolver(moveFormSchema),
    // Checked as it is edited: the save waits for the new price, so a day cleared is said at once, under its field.
    mode: 'onChange',
    defaultValues: {
      courtId: props.initialTo?.resourceId ?? entry.resourceId,
      date: local.date,
      time: local.time,
      duration: props.initialDuration,
    },
  });
  const [courtId, typedDate, time, duration] = useWatch({ control, name: ['courtId', 'date', 'time', 'duration'] });
  // A date being typed (or cleared) keeps the last real one's courts and hours.
  const date = isCalendarDate(typedDate) ? typedDate : local.date;
  // The target day's courts and hours (the same answer the grid uses for that day).
  const target = useDeskDay(date);
  const targetDay = target.data?.date === date ? target.data : date === day.date ? day : undefined;
  const courts = (targetDay ?? day).courts.filter((c) => c.bookingTypeIds.includes(entry.bookingTypeId ?? -1));
  const court = courts.find((c) => c.id === courtId);
  const starts = court ? courtStarts(court.hours, props.step, duration) : [];
  const at = isCalendarDate(typedDate) && starts.includes(time) ? localToInstant({ date, time }, day.zone) : null;
  const to = at?.ok ? { resourceId: courtId, startsAt: at.instant, durationMinutes: duration } : null;
  const preview = useDeskMovePreview(entry.id, to);
  const move = useMoveBooking();
  const p = preview.data;
  const errorOf = (key: keyof MoveForm) => {
    const message = errors[key]?.message;
    return message ? t(message) : undefined;
  };
  const submit = handleSubmit(() => {
    if (to) move.mutate({ id: entry.id, ...to, version: entry.version }, { onSuccess: onClose });
  });
  return (
    <Dialog open title={t('staff.desk.moveTitle', { name: entry.title })} onClose={onClose} size="md">
      <form className="desk-form" noValidate onSubmit={submit}>
        <Field label={t('staff.desk.court')}>
          {(c) => (
            <Controller
              control={control}
              name="courtId"
              render={({ field }) => (
                <select
                  {...c}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                >
                  {courts.map((co) => (
                    <option key={co.id} value={co.id}>
                      {co.name}
                    </option>
                  ))}
                </select>
              )}
            />
          )}
        </Field>
        <Field label={t('staff.desk.date')} error={errorOf('date')}>
          {(c) => <input type="date" {...c} {...register('date')} />}
        </Field>
        <Field label={t('staff.desk.startTime')} error={errorOf('time')}>
          {(c) => (
            <Controller
              control={control}
              name="time"
              render={({ field }) => (
                // A start the chosen court does not offer (another court, day or duration) reads "Choose a start time".
                <select
                  {...c}
                  name={field.name}
                  ref={field.ref}
                  value={starts.includes(field.value) ? field.value : ''}
                  onBlur={field.onBlur}
                  onChange={field.onChange}
                >
                  {starts.includes(field.value) ? null : <option value="">{t('staff.desk.pickTime')}</option>}
                  {starts.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              )}
            />
          )}
        </Field>
        <Field label={t('staff.desk.duration')}>
          {(c) => (
            <select {...c} {...register('duration', { valueAsNumber: true })}>
              {props.durations.map((d) => (
                <option key={d} value={d}>
                  {t('staff.desk.minutes', { count: d })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p className="desk-form__price" aria-live="polite">
          {p
            ? p.paid
              ? t('staff.desk.movePaid', {
                  paid: money(p.charged, day.currency),
                  price: money(p.priceAfter, day.currency),
                  difference: money(Math.abs(p.difference), day.currency),
                  context: p.difference > 0 ? 'owed' : p.difference < 0 ? 'back' : 'same',
                })
              : t('staff.desk.moveUnpaid', { before: money(p.priceBefore, day.currency), after: money(p.priceAfter, day.currency) })
            : preview.isError
              ? errorText(preview.error, t('staff.desk.moveFailed'))
              : // No price without a start the court offers; without a day (cleared) its field says so, not this line.
                isCalendarDate(typedDate)
                ? t('staff.desk.pickTime')
                : ''}
        </p>
        <FormAlert message={move.isError ? errorText(move.error, t('staff.desk.moveFailed')) : null} />
        <div className="desk-form__actions">
          <Button type="submit" loading={move.isPending} disabled={!p}>
            {t('staff.desk.saveMove')}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('staff.desk.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
