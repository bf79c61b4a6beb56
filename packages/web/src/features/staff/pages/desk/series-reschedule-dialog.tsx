import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { instantToLocal } from '@clubportal/contract/club-time';
import type { DeskDay, DeskEntry } from '@clubportal/contract/staff-desk';
import {
  SERIES_ON_CONFLICT,
  SERIES_RESCHEDULE_SCOPES,
  type SeriesOnConflict,
  type SeriesRescheduled,
  type SeriesView,
} from '@clubportal/contract/staff-series';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useSeriesReschedule, useSeriesReschedulePreview } from '../../api/staff-series';
import { useMoneyFormat } from '../../components/stock-ledger';
import { courtStarts } from '../../rules/desk-grid';
import { errorText } from './walk-in-dialog';

type Scope = (typeof SERIES_RESCHEDULE_SCOPES)[number];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** ISO weekday (1 Monday … 7 Sunday) of a club-local date. */
const isoWeekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The name of an ISO weekday (1 Monday … 7 Sunday) in the interface language. */
export function useWeekdayName(): (weekday: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
    // 2026-06-01 is a Monday: weekday n is n - 1 days later.
    return (n: number) => f.format(new Date(Date.UTC(2026, 5, n)));
  }, [i18n.language]);
}

/**
 * "Change day, time or end…" of a weekly booking (issue 33 §2): from this date on, or all still to come, another
 * weekday, time or last date. The preview lists every date and what happens to it (moved, new, cancelled with what
 * goes back, unchanged, skipped and why), the staff choose to skip the dates that cannot take it or stop the series
 * there, and the save applies what the preview showed (a date changed since is refused and the preview read again).
 */
export function SeriesRescheduleDialog(props: {
  day: DeskDay;
  entry: DeskEntry;
  series: SeriesView;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { day, entry, series } = props;
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const local = instantToLocal(entry.startsAt, day.zone);
  const live = series.bookings.filter((b) => b.status === 'active');
  const [scope, setScope] = useState<Scope>('following');
  const [weekday, setWeekday] = useState(isoWeekday(local.date));
  const [time, setTime] = useState(local.time);
  const [until, setUntil] = useState(live[live.length - 1]?.date ?? local.date);
  const [onConflict, setOnConflict] = useState<SeriesOnConflict>('skip');
  const weekdayName = useWeekdayName();
  const court = day.courts.find((c) => c.id === entry.resourceId);
  const type = day.types.find((ty) => ty.id === entry.bookingTypeId);
  const starts = court && type ? courtStarts(court.hours, type.slotStepMinutes, entry.durationMinutes) : [];
  const times = starts.includes(local.time) ? starts : [local.time, ...starts];
  const body = /^\d{4}-\d{2}-\d{2}$/.test(until) ? { bookingId: entry.id, scope, weekday, time, until, onConflict } : null;
  const preview = useSeriesReschedulePreview(series.id, body);
  const save = useSeriesReschedule(series.id);
  const p = preview.data;
  const count = (a: SeriesRescheduled['action']) => p?.dates.filter((d) => d.action === a).length ?? 0;
  const changes = count('move') + count('book') + count('cancel');

  const outcome = (d: SeriesRescheduled, currency: string) => {
    const why = d.conflict ? t(`staff.desk.series.conflict.${d.conflict}`) : '';
    switch (d.action) {
      case 'move':
        return t('staff.desk.series.outcome.move', { from: d.from });
      case 'book':
        return t('staff.desk.series.outcome.book');
      case 'keep':
        return t('staff.desk.series.outcome.keep');
      case 'skip':
        return d.conflict ? t('staff.desk.series.skipped', { why }) : t('staff.desk.series.afterStop');
      case 'cancel': {
        const back = d.paid ? t('staff.desk.series.refund', { amount: money(d.refund, currency) }) : t('staff.desk.series.released');
        return d.conflict ? t('staff.desk.series.outcome.stopped', { why, back }) : t('staff.desk.series.outcome.cancel', { back });
      }
    }
  };

  return (
    <Dialog open title={t('staff.desk.series.rescheduleTitle', { name: entry.title })} onClose={props.onClose} size="md">
      <form
        className="desk-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!body || !p || !changes) return;
          // Refused because a date changed since the preview: the preview is read again to show what it is now.
          save.mutate({ ...body, expected: p.expected }, { onSuccess: props.onSaved, onError: () => void preview.refetch() });
        }}
      >
        <fieldset className="desk-form__modes">
          <legend>{t('staff.desk.series.applyTo')}</legend>
          {SERIES_RESCHEDULE_SCOPES.map((s) => (
            <label key={s} className="desk-form__mode">
              <input type="radio" name="reschedule-scope" value={s} checked={scope === s} onChange={() => setScope(s)} />
              {t(`staff.desk.series.scope.${s}`)}
            </label>
          ))}
        </fieldset>
        <Field label={t('staff.desk.series.weekday')}>
          {(c) => (
            <select {...c} value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
              {WEEKDAYS.map((n) => (
                <option key={n} value={n}>
                  {weekdayName(n)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.desk.startTime')}>
          {(c) => (
            <select {...c} value={time} onChange={(e) => setTime(e.target.value)}>
              {times.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.desk.series.until')}>
          {(c) => <input type="date" min={local.date} value={until} onChange={(e) => setUntil(e.target.value)} {...c} />}
        </Field>
        <fieldset className="desk-form__modes">
          <legend>{t('staff.desk.series.onConflict')}</legend>
          {SERIES_ON_CONFLICT.map((k) => (
            <label key={k} className="desk-form__mode">
              <input type="radio" name="reschedule-conflict" value={k} checked={onConflict === k} onChange={() => setOnConflict(k)} />
              {t(`staff.desk.series.rescheduleConflict.${k}`)}
            </label>
          ))}
        </fieldset>
        {p ? (
          <div className="staff-table-wrap">
            <table className="staff-table">
              <caption>
                {t('staff.desk.series.rescheduleSummary', { moved: count('move'), added: count('book'), cancelled: count('cancel') })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.desk.date')}</th>
                  <th scope="col">{t('staff.desk.price')}</th>
                  <th scope="col">{t('staff.desk.series.state')}</th>
                </tr>
              </thead>
              <tbody>
                {p.dates.map((d) => (
                  <tr key={`${d.date}-${d.action}-${d.bookingId ?? 'new'}`}>
                    <td>{d.date}</td>
                    <td>{d.price === null ? '—' : money(d.price, p.currency)}</td>
                    <td>{outcome(d, p.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="desk-form__price" aria-live="polite">
            {preview.isError ? errorText(preview.error, t('staff.desk.moveFailed')) : t('staff.desk.pricing')}
          </p>
        )}
        {p && !changes ? <FormAlert message={t('staff.desk.series.nothingChanges')} /> : null}
        <FormAlert message={save.isError ? errorText(save.error, t('staff.desk.moveFailed')) : null} />
        <div className="desk-form__actions">
          <Button type="submit" loading={save.isPending} disabled={!p || !changes || preview.isFetching}>
            {t('staff.desk.series.applyChange', { count: changes })}
          </Button>
          <Button type="button" variant="ghost" onClick={props.onClose}>
            {t('staff.desk.series.back')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
