import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { instantToLocal } from '@clubportal/contract/club-time';
import type { DeskDay, DeskEntry } from '@clubportal/contract/staff-desk';
import { SERIES_SCOPES, type SeriesScope, type SeriesView } from '@clubportal/contract/staff-series';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useSeriesEdit, useSeriesEditPreview, useSeriesOf } from '../../api/staff-series';
import { useSignedInStaff } from '../../components/staff-me';
import { useMoneyFormat } from '../../components/stock-ledger';
import { courtStarts } from '../../rules/desk-grid';
import { SeriesRescheduleDialog, useWeekdayName } from './series-reschedule-dialog';
import { errorText } from './walk-in-dialog';

/**
 * In a booking's details: the weekly booking it is an occurrence of (its dates), and for the desk "Change dates…"
 * and "Cancel dates…", each for this date, this and the following, or all still to come, and "Change day, time or
 * end…" for the following or all, each previewed before saving.
 */
export function SeriesPanel({ day, entry, onDone }: { day: DeskDay; entry: DeskEntry; onDone: () => void }) {
  const { t } = useTranslation();
  const me = useSignedInStaff();
  const series = useSeriesOf(entry.id).data?.series;
  const weekdayName = useWeekdayName();
  const [editing, setEditing] = useState<'move' | 'cancel' | 'reschedule' | null>(null);
  if (!series) return null;
  const live = series.bookings.filter((b) => b.status === 'active');
  return (
    <section className="desk-details__series" aria-label={t('staff.desk.series.heading')}>
      <h2 className="desk-details__heading">{t('staff.desk.series.heading')}</h2>
      <p>
        {t('staff.desk.series.summary', {
          count: live.length,
          weeks: t('staff.desk.series.weeks', { count: series.everyWeeks }),
          weekday: weekdayName(series.weekday),
          time: series.time,
          first: live[0]?.date ?? '',
          last: live[live.length - 1]?.date ?? '',
        })}
      </p>
      {me.permissions.includes('bookings.desk') ? (
        <div className="desk-form__actions">
          <Button type="button" variant="secondary" onClick={() => setEditing('move')}>
            {t('staff.desk.series.changeDates')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setEditing('cancel')}>
            {t('staff.desk.series.cancelDates')}
          </Button>
          {series.bookings.some((b) => b.bookingId === entry.id && !b.started) ? (
            <Button type="button" variant="secondary" onClick={() => setEditing('reschedule')}>
              {t('staff.desk.series.reschedule')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {editing === 'reschedule' ? (
        <SeriesRescheduleDialog
          day={day}
          entry={entry}
          series={series}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onDone();
          }}
        />
      ) : editing ? (
        <SeriesEditDialog
          day={day}
          entry={entry}
          series={series}
          kind={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onDone();
          }}
        />
      ) : null}
    </section>
  );
}

function SeriesEditDialog(props: {
  day: DeskDay;
  entry: DeskEntry;
  series: SeriesView;
  kind: 'move' | 'cancel';
  onClose: () => void;
  onSaved: () => void;
}) {
  const { day, entry, series, kind } = props;
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const local = instantToLocal(entry.startsAt, day.zone);
  const type = day.types.find((ty) => ty.id === entry.bookingTypeId);
  const [scope, setScope] = useState<SeriesScope>('one');
  const [courtId, setCourtId] = useState(entry.resourceId);
  const [duration, setDuration] = useState(entry.durationMinutes);
  const [time, setTime] = useState(local.time);
  const courts = day.courts.filter((c) => c.bookingTypeIds.includes(entry.bookingTypeId ?? -1));
  const court = courts.find((c) => c.id === courtId);
  const starts = court && type ? courtStarts(court.hours, type.slotStepMinutes, duration) : [];
  const edit =
    kind === 'cancel'
      ? ({ kind: 'cancel', body: { bookingId: entry.id, scope, version: entry.version } } as const)
      : starts.includes(time)
        ? ({
            kind: 'move',
            body: { bookingId: entry.id, scope, resourceId: courtId, time, durationMinutes: duration, version: entry.version },
          } as const)
        : null;
  const preview = useSeriesEditPreview(series.id, edit);
  const save = useSeriesEdit(series.id);
  const p = preview.data;
  // A move skips the dates in conflict (the staff see which and why); the save sends back the ones it moves.
  const moving = p?.occurrences.filter((o) => !o.conflict) ?? [];
  const skipped = (p?.occurrences.length ?? 0) - moving.length;
  const blocked = !p || (kind === 'move' ? moving.length === 0 : skipped > 0);
  const title = t(kind === 'move' ? 'staff.desk.series.changeTitle' : 'staff.desk.series.cancelTitle', { name: entry.title });

  return (
    <Dialog open title={title} onClose={props.onClose} size="md">
      <form
        className="desk-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!edit || !p || blocked) return;
          const sent = edit.kind === 'move' ? { ...edit, body: { ...edit.body, dates: moving.map((o) => o.date) } } : edit;
          // Refused because a date changed since the preview: the preview is read again to show what it is now.
          save.mutate(sent, { onSuccess: props.onSaved, onError: () => void preview.refetch() });
        }}
      >
        <fieldset className="desk-form__modes">
          <legend>{t('staff.desk.series.applyTo')}</legend>
          {SERIES_SCOPES.map((s) => (
            <label key={s} className="desk-form__mode">
              <input type="radio" name="series-scope" value={s} checked={scope === s} onChange={() => setScope(s)} />
              {t(`staff.desk.series.scope.${s}`)}
            </label>
          ))}
        </fieldset>
        {kind === 'move' ? (
          <>
            <Field label={t('staff.desk.court')}>
              {(c) => (
                <select {...c} value={courtId} onChange={(e) => setCourtId(Number(e.target.value))}>
                  {courts.map((co) => (
                    <option key={co.id} value={co.id}>
                      {co.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('staff.desk.startTime')}>
              {(c) => (
                <select {...c} value={starts.includes(time) ? time : ''} onChange={(e) => setTime(e.target.value)}>
                  {starts.includes(time) ? null : <option value="">{t('staff.desk.pickTime')}</option>}
                  {starts.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('staff.desk.duration')}>
              {(c) => (
                <select {...c} value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
                  {(type?.durations ?? [entry.durationMinutes]).map((d) => (
                    <option key={d} value={d}>
                      {t('staff.desk.minutes', { count: d })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </>
        ) : null}
        {p ? (
          <div className="staff-table-wrap">
            <table className="staff-table">
              <caption>{t('staff.desk.series.affected', { count: p.occurrences.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.desk.date')}</th>
                  <th scope="col">{t('staff.desk.price')}</th>
                  <th scope="col">{t('staff.desk.series.state')}</th>
                </tr>
              </thead>
              <tbody>
                {p.occurrences.map((o) => (
                  <tr key={o.bookingId}>
                    <td>{o.date}</td>
                    <td>
                      {kind === 'cancel'
                        ? money(o.priceBefore, p.currency)
                        : o.paid
                          ? t('staff.desk.series.paidKeeps', {
                              paid: money(o.charged, p.currency),
                              price: money(o.priceAfter, p.currency),
                            })
                          : `${money(o.priceBefore, p.currency)} → ${money(o.priceAfter, p.currency)}`}
                    </td>
                    <td>
                      {o.conflict
                        ? t('staff.desk.series.skipped', { why: t(`staff.desk.series.conflict.${o.conflict}`) })
                        : kind === 'cancel'
                          ? o.paid
                            ? t('staff.desk.series.refund', { amount: money(o.refund, p.currency) })
                            : t('staff.desk.series.released')
                          : t('staff.desk.series.moves')}
                    </td>
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
        {p && blocked ? <FormAlert message={t('staff.desk.series.conflictsBlock')} /> : null}
        {p && !blocked && kind === 'move' && skipped > 0 ? (
          <p className="desk-form__price" role="status">
            {t('staff.desk.series.skipNote', { count: skipped })}
          </p>
        ) : null}
        <FormAlert message={save.isError ? errorText(save.error, t('staff.desk.moveFailed')) : null} />
        <div className="desk-form__actions">
          <Button type="submit" loading={save.isPending} disabled={!p || blocked || preview.isFetching}>
            {kind === 'cancel'
              ? t('staff.desk.series.confirmCancel', { count: p?.occurrences.length ?? 0 })
              : skipped > 0
                ? t('staff.desk.series.skipAndSave', { count: moving.length })
                : t('staff.desk.series.saveChange', { count: moving.length })}
          </Button>
          <Button type="button" variant="ghost" onClick={props.onClose}>
            {t('staff.desk.series.back')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
