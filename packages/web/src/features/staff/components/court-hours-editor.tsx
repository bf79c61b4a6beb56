import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffCourt } from '@clubportal/contract/staff-courts';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSaveCourtHours } from '../api/staff-courts';
import { hoursBody, mondayEveryDay, weekOf, WEEKDAYS, type WeekForm } from '../rules/court-hours';
import { weekdayName } from '../rules/price-rule-form';
import { CourtExceptions } from './court-exceptions';

/**
 * One court's opening hours: per weekday any number of bands (none: closed that day), saved as a whole week; and
 * below, its dated exceptions. A change that would leave bookings to come outside is refused by the server in a
 * sentence naming them, shown in the form's alert.
 */
export function CourtHoursEditor({ court, today, onClose }: { court: StaffCourt; today: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveCourtHours();
  const [week, setWeek] = useState<WeekForm>(() => weekOf(court.hours));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const change = (weekday: number, bands: WeekForm[number]) => {
    setSaved(false);
    setWeek((w) => ({ ...w, [weekday]: bands }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSaved(false);
    try {
      await save.mutateAsync({ id: court.id, body: hoursBody(week) });
      setSaved(true);
    } catch (failure) {
      setError(apiErrorMessage(failure, t('messages.crash')));
    }
  };
  const titleId = 'staff-court-hours-title';
  return (
    <section className="staff-court-panel" aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1}>
        {t('staff.courtsPage.hoursTitle', { name: court.name })}
      </h2>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('staff.courtsPage.weeklyHours')}>
        <p className="staff-page__intro">{t('staff.courtsPage.hoursIntro')}</p>
        <div className="staff-court-week">
          {WEEKDAYS.map((weekday) => {
            const day = weekdayName(weekday, i18n.language);
            const bands = week[weekday] ?? [];
            return (
              <fieldset key={weekday} className="staff-court-day">
                <legend>{day}</legend>
                {bands.length === 0 ? <p className="staff-court-day__closed">{t('staff.courtsPage.closed')}</p> : null}
                {bands.map((band, i) => (
                  <div key={i} className="staff-court-band">
                    <Field label={t('staff.courtsPage.opens')}>
                      {(control) => (
                        <input
                          type="text"
                          inputMode="numeric"
                          placeholder="08:00"
                          size={5}
                          {...control}
                          value={band.open}
                          onChange={(e) =>
                            change(
                              weekday,
                              bands.map((b, j) => (j === i ? { ...b, open: e.target.value } : b)),
                            )
                          }
                        />
                      )}
                    </Field>
                    <Field label={t('staff.courtsPage.closes')}>
                      {(control) => (
                        <input
                          type="text"
                          inputMode="numeric"
                          placeholder="22:00"
                          size={5}
                          {...control}
                          value={band.close}
                          onChange={(e) =>
                            change(
                              weekday,
                              bands.map((b, j) => (j === i ? { ...b, close: e.target.value } : b)),
                            )
                          }
                        />
                      )}
                    </Field>
                    <Button
                      variant="ghost"
                      onClick={() =>
                        change(
                          weekday,
                          bands.filter((_, j) => j !== i),
                        )
                      }
                    >
                      {t('staff.courtsPage.removeBand')}
                      <span className="sr-only"> {t('staff.courtsPage.bandOf', { day, open: band.open, close: band.close })}</span>
                    </Button>
                  </div>
                ))}
                <Button variant="secondary" onClick={() => change(weekday, [...bands, { open: '', close: '' }])}>
                  {t('staff.courtsPage.addBand')}
                  <span className="sr-only"> {day}</span>
                </Button>
              </fieldset>
            );
          })}
        </div>
        <FormAlert message={error} />
        <div role="status" className="staff-outcome">
          {saved ? <p className="form__notice">{t('staff.courtsPage.hoursSaved')}</p> : null}
        </div>
        <div className="staff-court-panel__buttons">
          <Button type="submit" loading={save.isPending}>
            {t('staff.courtsPage.saveHours')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setWeek(mondayEveryDay(week));
            }}
          >
            {t('staff.courtsPage.mondayEveryDay')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('staff.courtsPage.close')}
          </Button>
        </div>
      </form>
      <CourtExceptions court={court} today={today} />
    </section>
  );
}
