import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useSearchParams } from 'react-router';
import type { RosterSession } from '@clubportal/contract/staff-rosters';
import { Button } from '../../../../components/ui/button';
import { useRosters } from '../../api/staff-rosters';
import { StaffList } from '../../components/staff-list';
import { RosterPage } from './roster-page';
import { useSessionTime } from './roster-format';

/** /staff/rosters (`rosters.own` or `rosters.all`): the day's sessions, and one session's roster. */
export function RostersSection() {
  return (
    <Routes>
      <Route index element={<RostersPage />} />
      <Route path=":kind/:id" element={<RosterPage />} />
    </Routes>
  );
}

/** The device's today as yyyy-mm-dd (the desk's tablet is at the club). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The sessions of one day, by start: a coach sees theirs (the server filters), the desk every one. */
function RostersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(params.get('day') ?? '') ? (params.get('day') as string) : today();
  const list = useRosters(day);
  const time = useSessionTime(list.data?.model.timeZone);
  const go = (next: string) => setParams(new URLSearchParams({ day: next }));
  return (
    <section className="staff-page" aria-labelledby="rosters-title">
      <h1 id="rosters-title">{t('staff.sections.rosters')}</h1>
      <div className="staff-filters rosters-day">
        <Button type="button" variant="secondary" onClick={() => go(shift(day, -1))}>
          {t('staff.rosters.previousDay')}
        </Button>
        <label className="rosters-day__pick">
          <span>{t('staff.rosters.day')}</span>
          <input type="date" value={day} onChange={(e) => (e.target.value ? go(e.target.value) : undefined)} />
        </label>
        <Button type="button" variant="secondary" onClick={() => go(shift(day, 1))}>
          {t('staff.rosters.nextDay')}
        </Button>
      </div>
      <StaffList
        query={list}
        rowsOf={(data) => data.model.sessions}
        rowKey={(s: RosterSession) => `${s.kind}-${s.id}`}
        caption={t('staff.sections.rosters')}
        count={(count) => t('staff.rosters.count', { count })}
        columns={[
          {
            header: t('staff.rosters.session'),
            cell: (s) => <Link to={`/staff/rosters/${s.kind}/${s.id}`}>{s.name}</Link>,
          },
          { header: t('staff.rosters.when'), cell: (s) => time(s.startsAt, s.endsAt), nowrap: true },
          { header: t('staff.rosters.kind'), cell: (s) => t(`staff.rosters.kinds.${s.kind}`) },
          { header: t('staff.rosters.where'), cell: (s) => s.where || '—' },
          { header: t('staff.rosters.coach'), cell: (s) => s.coachName ?? '—' },
          {
            header: t('staff.rosters.in'),
            cell: (s) => (s.capacity === null ? String(s.taken) : t('staff.rosters.taken', { taken: s.taken, capacity: s.capacity })),
            nowrap: true,
          },
          { header: t('staff.rosters.paid'), cell: (s) => String(s.paid), nowrap: true },
          { header: t('staff.rosters.waiting'), cell: (s) => String(s.waiting), nowrap: true },
        ]}
      />
    </section>
  );
}
