import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { StaffClass } from '@clubportal/contract/staff-classes';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useCancelClass, useStaffClasses } from '../../api/staff-classes';
import { useCan } from '../../components/staff-me';
import { StaffList } from '../../components/staff-list';
import { useSessionTime } from '../rosters/roster-format';
import { ClassOpenPanel } from './class-open-panel';

/** The device's today as yyyy-mm-dd. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * /staff/classes (issue 32 §2 / issue 33 §6): the classes of a week (type, room, time, places taken, coach, plan),
 * read by the desk; with `catalogue.write`, the form opening more and each class's cancel (its members refunded in
 * full and mailed), confirmed naming how many members it touches.
 */
export function ClassesSection() {
  const { t } = useTranslation();
  const canWrite = useCan('catalogue.write');
  const [params, setParams] = useSearchParams();
  const week = /^\d{4}-\d{2}-\d{2}$/.test(params.get('week') ?? '') ? (params.get('week') as string) : today();
  const list = useStaffClasses(week);
  const time = useSessionTime(list.data?.timeZone);
  const cancel = useCancelClass();
  const [asking, setAsking] = useState<StaffClass | null>(null);
  const [notice, setNotice] = useState('');
  const monday = list.data?.week ?? week;
  const go = (next: string) => setParams(new URLSearchParams({ week: next }));

  return (
    <section className="staff-page" aria-labelledby="classes-title">
      <h1 id="classes-title">{t('staff.sections.classes')}</h1>
      <p role="status" className="staff-count">
        {notice}
      </p>
      {canWrite && list.data ? (
        <ClassOpenPanel data={list.data} today={today()} onOpened={(count) => setNotice(t('staff.classes.opened', { count }))} />
      ) : null}
      <div className="staff-filters rosters-day">
        <Button type="button" variant="secondary" onClick={() => go(shift(monday, -7))}>
          {t('staff.classes.previousWeek')}
        </Button>
        <label className="rosters-day__pick">
          <span>{t('staff.classes.week')}</span>
          <input type="date" value={monday} onChange={(e) => (e.target.value ? go(e.target.value) : undefined)} />
        </label>
        <Button type="button" variant="secondary" onClick={() => go(shift(monday, 7))}>
          {t('staff.classes.nextWeek')}
        </Button>
      </div>
      <StaffList
        query={list}
        rowsOf={(data) => data.classes}
        rowKey={(c: StaffClass) => String(c.id)}
        caption={t('staff.classes.caption', { week: monday })}
        count={(count) => t('staff.classes.count', { count })}
        columns={[
          { header: t('staff.classes.type'), cell: (c) => <Link to={`/staff/rosters/class/${c.id}`}>{c.typeName}</Link> },
          { header: t('staff.classes.when'), cell: (c) => time(c.startsAt, c.endsAt), nowrap: true },
          { header: t('staff.classes.room'), cell: (c) => c.room || '—' },
          {
            header: t('staff.classes.taken'),
            cell: (c) => t('staff.rosters.taken', { taken: c.taken, capacity: c.capacity }),
            nowrap: true,
          },
          { header: t('staff.classes.coach'), cell: (c) => c.coachName ?? '—' },
          { header: t('staff.classes.plan'), cell: (c) => c.planName ?? '—' },
          ...(canWrite
            ? [
                {
                  header: t('staff.classes.actions'),
                  cell: (c: StaffClass) => (
                    <Button
                      type="button"
                      variant="secondary"
                      onClick={() => setAsking(c)}
                      aria-label={t('staff.classes.cancelOf', { name: c.typeName, when: time(c.startsAt) })}
                    >
                      {t('staff.classes.cancel')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ConfirmDialog
        open={asking !== null}
        title={t('staff.classes.cancelTitle', { name: asking?.typeName ?? '', when: asking ? time(asking.startsAt) : '' })}
        confirmLabel={t('staff.classes.cancelConfirm')}
        cancelLabel={t('staff.classes.keep')}
        busy={cancel.isPending}
        error={cancel.isError ? apiErrorMessage(cancel.error, t('messages.crash')) : null}
        onCancel={() => {
          cancel.reset();
          setAsking(null);
        }}
        onConfirm={() =>
          asking &&
          cancel.mutate(asking.id, {
            onSuccess: (answer) => {
              setAsking(null);
              setNotice(t('staff.classes.cancelled', { count: answer.members }));
            },
          })
        }
      >
        <p>{t('staff.classes.cancelText', { count: asking?.taken ?? 0 })}</p>
      </ConfirmDialog>
    </section>
  );
}
