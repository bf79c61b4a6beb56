import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { instantToLocal } from '@clubportal/contract/club-time';
import type { DeskCourt, DeskCustomer, DeskDay } from '@clubportal/contract/staff-desk';
import { SERIES_MAX_EVERY_WEEKS, SERIES_MAX_OCCURRENCES, type SeriesBody, type SeriesOnConflict } from '@clubportal/contract/staff-series';
import { ApiError } from '../../../../api/api-error';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useCreateSeries, useSeriesPreview } from '../../api/staff-series';
import { useMoneyFormat } from '../../components/stock-ledger';

/** The server's sentence of a refusal, else a general one (as the walk-in dialog's; that dialog opens this one). */
const errorText = (error: unknown, fallback: string) => (error instanceof ApiError && error.errorMsg ? error.errorMsg : fallback);

/** What the walk-in dialog hands over when the staff choose "Repeat weekly": its slot, type, duration, customer and price. */
export type SeriesStart = {
  slot: { court: DeskCourt; startsAt: string; time: string };
  bookingTypeId: number;
  durationMinutes: number;
  customer: DeskCustomer;
  priceOverride?: { price: number; reason: string };
};

/**
 * A weekly booking from a walk-in's slot: every N weeks until a date or for a number of dates; the preview lists
 * every date with its price by the rules for that date and what stops it, the staff choose to skip those dates or
 * stop before the first, and create books the listed ones (each its own booking, paid at the club).
 */
export function SeriesDialog({ day, start, onClose }: { day: DeskDay; start: SeriesStart; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const first = instantToLocal(start.slot.startsAt, day.zone);
  const [everyWeeks, setEveryWeeks] = useState(1);
  const [endKind, setEndKind] = useState<'count' | 'until'>('count');
  const [count, setCount] = useState('10');
  const [until, setUntil] = useState('');
  const [onConflict, setOnConflict] = useState<SeriesOnConflict>('skip');
  const n = Number(count);
  const end: SeriesBody['end'] | null =
    endKind === 'count'
      ? Number.isInteger(n) && n >= 1 && n <= SERIES_MAX_OCCURRENCES
        ? { kind: 'count', count: n }
        : null
      : until >= first.date
        ? { kind: 'until', date: until }
        : null;
  const body: SeriesBody | null = end
    ? {
        customer: start.customer,
        resourceId: start.slot.court.id,
        bookingTypeId: start.bookingTypeId,
        durationMinutes: start.durationMinutes,
        startDate: first.date,
        time: first.time,
        everyWeeks,
        end,
        onConflict,
        ...(start.priceOverride ? { priceOverride: start.priceOverride } : {}),
      }
    : null;
  const preview = useSeriesPreview(body);
  const create = useCreateSeries();
  const p = preview.data;
  const bookable = p?.dates.length ?? 0;

  return (
    <Dialog open title={t('staff.desk.series.title', { court: start.slot.court.name, time: first.time })} onClose={onClose} size="md">
      <form
        className="desk-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (body && p && bookable) create.mutate({ ...body, dates: p.dates }, { onSuccess: onClose });
        }}
      >
        <Field label={t('staff.desk.series.every')}>
          {(c) => (
            <select {...c} value={everyWeeks} onChange={(e) => setEveryWeeks(Number(e.target.value))}>
              {Array.from({ length: SERIES_MAX_EVERY_WEEKS }, (_, i) => i + 1).map((w) => (
                <option key={w} value={w}>
                  {t('staff.desk.series.weeks', { count: w })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="desk-form__modes">
          <legend>{t('staff.desk.series.ends')}</legend>
          {(['count', 'until'] as const).map((k) => (
            <label key={k} className="desk-form__mode">
              <input type="radio" name="series-end" value={k} checked={endKind === k} onChange={() => setEndKind(k)} />
              {t(`staff.desk.series.end.${k}`)}
            </label>
          ))}
        </fieldset>
        {endKind === 'count' ? (
          <Field label={t('staff.desk.series.count', { max: SERIES_MAX_OCCURRENCES })}>
            {(c) => (
              <input
                type="number"
                min="1"
                max={SERIES_MAX_OCCURRENCES}
                step="1"
                value={count}
                onChange={(e) => setCount(e.target.value)}
                {...c}
              />
            )}
          </Field>
        ) : (
          <Field label={t('staff.desk.series.until')}>
            {(c) => <input type="date" min={first.date} value={until} onChange={(e) => setUntil(e.target.value)} {...c} />}
          </Field>
        )}
        <fieldset className="desk-form__modes">
          <legend>{t('staff.desk.series.onConflict')}</legend>
          {(['skip', 'stop'] as const).map((k) => (
            <label key={k} className="desk-form__mode">
              <input type="radio" name="series-conflict" value={k} checked={onConflict === k} onChange={() => setOnConflict(k)} />
              {t(`staff.desk.series.conflictChoice.${k}`)}
            </label>
          ))}
        </fieldset>
        {p ? (
          <div className="staff-table-wrap">
            <table className="staff-table">
              <caption>{t('staff.desk.series.dates', { count: bookable, total: money(p.total, p.currency) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.desk.date')}</th>
                  <th scope="col">{t('staff.desk.price')}</th>
                  <th scope="col">{t('staff.desk.series.state')}</th>
                </tr>
              </thead>
              <tbody>
                {p.occurrences.map((o) => (
                  <tr key={o.date}>
                    <td>{o.date}</td>
                    <td>{o.price === null ? '—' : money(o.price, p.currency)}</td>
                    <td>
                      {o.conflict
                        ? t(`staff.desk.series.conflict.${o.conflict}`)
                        : o.included
                          ? t('staff.desk.series.booked')
                          : t('staff.desk.series.afterStop')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="desk-form__price" aria-live="polite">
            {preview.isError
              ? errorText(preview.error, t('staff.desk.bookFailed'))
              : end
                ? t('staff.desk.pricing')
                : t('staff.desk.series.pickEnd')}
          </p>
        )}
        <FormAlert message={create.isError ? errorText(create.error, t('staff.desk.bookFailed')) : null} />
        <div className="desk-form__actions">
          <Button type="submit" loading={create.isPending} disabled={!bookable || preview.isFetching}>
            {t('staff.desk.series.create', { count: bookable })}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('staff.desk.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
