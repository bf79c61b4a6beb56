import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffCourt } from '@clubportal/contract/staff-courts';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useRemoveCourtException, useSaveCourtException } from '../api/staff-courts';
import { bandsText } from '../rules/court-hours';

/**
 * A court's dated exceptions from today on (a holiday closed all day, a tournament day with other hours), each
 * removable, and the form to add one. The server refuses a date whose bookings would fall outside, naming them.
 */
export function CourtExceptions({ court, today }: { court: StaffCourt; today: string }) {
  const { t, i18n } = useTranslation();
  const save = useSaveCourtException();
  const remove = useRemoveCourtException();
  const [date, setDate] = useState(today);
  const [closedAllDay, setClosedAllDay] = useState(true);
  const [band, setBand] = useState({ open: '', close: '' });
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const longDate = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const failed = (error: unknown) => setOutcome({ ok: false, message: apiErrorMessage(error, t('messages.crash')) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const bands = closedAllDay ? [] : [{ open: band.open.trim(), close: band.close.trim() }];
    save.mutate(
      { id: court.id, date, body: { bands, reason } },
      {
        onSuccess: () => setOutcome({ ok: true, message: t('staff.courtsPage.exceptionSaved', { date: longDate(date) }) }),
        onError: failed,
      },
    );
  };
  const titleId = 'staff-court-exceptions-title';
  return (
    <div className="staff-court-exceptions">
      <h3 id={titleId}>{t('staff.courtsPage.exceptionsTitle')}</h3>
      {court.exceptions.length === 0 ? (
        <p>{t('staff.courtsPage.noExceptions')}</p>
      ) : (
        <ul className="staff-court-exceptions__list" aria-labelledby={titleId}>
          {court.exceptions.map((x) => (
            <li key={x.date}>
              <span>
                <strong>{longDate(x.date)}</strong>: {bandsText(x.bands, t('staff.courtsPage.closedAllDay'))}
                {x.reason ? ` (${x.reason})` : ''}
              </span>
              <Button
                variant="ghost"
                loading={remove.isPending && remove.variables?.date === x.date}
                onClick={() => {
                  setOutcome(null);
                  remove.mutate(
                    { id: court.id, date: x.date },
                    { onSuccess: () => setOutcome({ ok: true, message: t('staff.courtsPage.exceptionRemoved') }), onError: failed },
                  );
                }}
              >
                {t('staff.courtsPage.removeException')}
                <span className="sr-only"> {longDate(x.date)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="form" onSubmit={submit} noValidate aria-label={t('staff.courtsPage.addException')}>
        <div className="staff-court-panel__grid">
          <Field label={t('staff.courtsPage.date')} required>
            {(control) => <input type="date" min={today} {...control} value={date} onChange={(e) => setDate(e.target.value)} />}
          </Field>
          <Field label={t('staff.courtsPage.reason')}>
            {(control) => <input type="text" maxLength={200} {...control} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </Field>
        </div>
        <Field label={t('staff.courtsPage.closedAllDay')} layout="check">
          {(control) => <input type="checkbox" {...control} checked={closedAllDay} onChange={(e) => setClosedAllDay(e.target.checked)} />}
        </Field>
        {closedAllDay ? null : (
          <div className="staff-court-band">
            <Field label={t('staff.courtsPage.opens')} required>
              {(control) => (
                <input
                  type="text"
                  inputMode="numeric"
                  placeholder="10:00"
                  size={5}
                  {...control}
                  value={band.open}
                  onChange={(e) => setBand((b) => ({ ...b, open: e.target.value }))}
                />
              )}
            </Field>
            <Field label={t('staff.courtsPage.closes')} required>
              {(control) => (
                <input
                  type="text"
                  inputMode="numeric"
                  placeholder="14:00"
                  size={5}
                  {...control}
                  value={band.close}
                  onChange={(e) => setBand((b) => ({ ...b, close: e.target.value }))}
                />
              )}
            </Field>
          </div>
        )}
        <FormAlert message={outcome && !outcome.ok ? outcome.message : null} />
        <div role="status" className="staff-outcome">
          {outcome?.ok ? <p className="form__notice">{outcome.message}</p> : null}
        </div>
        <Button type="submit" loading={save.isPending}>
          {t('staff.courtsPage.saveException')}
        </Button>
      </form>
    </div>
  );
}
