import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useArchiveTeam, useArchiveTraining, useStaffTrainings } from '../../api/staff-trainings';
import { StaffLoading } from '../../components/console-shell';
import { StaffList } from '../../components/staff-list';
import { StaffTable } from '../../components/staff-table';
import { useSignedInStaff } from '../../components/staff-me';
import { TeamForm } from '../../components/team-form';
import { TrainingAttendance } from '../../components/training-attendance';
import { TrainingForm } from '../../components/training-form';
import { TrainingMedia } from '../../components/training-media';
import { useLocalDateTime } from '../../rules/activity-form';

/**
 * /staff/trainings (`rosters.own`: a coach reads their own; writes `activities.write`): the trainings and teams,
 * a new training or team, one training's form with its photos, videos and files, one team's members.
 */
export function TrainingsSection() {
  return (
    <Routes>
      <Route index element={<TrainingsPage />} />
      <Route path="new" element={<TrainingEditPage />} />
      <Route path=":id" element={<TrainingEditPage />} />
      <Route path="teams/new" element={<TeamEditPage />} />
      <Route path="teams/:id" element={<TeamEditPage />} />
    </Routes>
  );
}

const idOf = (param: string | undefined) => (param && /^\d+$/.test(param) ? Number(param) : null);
const useCanWrite = () => useSignedInStaff().permissions.includes('activities.write');

/** Every training the staff member may see, the latest to start first, and the teams that train. */
function TrainingsPage() {
  const { t } = useTranslation();
  const [archived, setArchived] = useState(false);
  const list = useStaffTrainings(archived);
  const canWrite = useCanWrite();
  const when = useLocalDateTime();
  // Archived teams, like archived trainings, only on request.
  const teams = list.data?.teams.filter((team) => archived || !team.archived) ?? [];
  return (
    <section className="staff-page" aria-labelledby="trainings-title">
      <h1 id="trainings-title">{t('staff.sections.trainings')}</h1>
      <p className="staff-page__intro">{t(list.data && !list.data.all ? 'staff.trainings.introCoach' : 'staff.trainings.intro')}</p>
      {canWrite ? (
        <p className="staff-page__actions">
          <Link className={buttonClass('primary')} to="/staff/trainings/new">
            {t('staff.trainings.new')}
          </Link>{' '}
          <Link className={buttonClass('secondary')} to="/staff/trainings/teams/new">
            {t('staff.trainings.newTeam')}
          </Link>
        </p>
      ) : null}
      <Field label={t('staff.trainings.showArchived')} layout="check">
        {(c) => <input type="checkbox" checked={archived} onChange={(e) => setArchived(e.target.checked)} {...c} />}
      </Field>
      <StaffList
        query={list}
        rowsOf={(data) => data.trainings}
        rowKey={(x) => x.id}
        caption={t('staff.sections.trainings')}
        count={(count) => t('staff.trainings.count', { count })}
        columns={[
          {
            header: t('staff.trainings.starts'),
            cell: (x) => <Link to={`/staff/trainings/${x.id}`}>{when(x.start)}</Link>,
            nowrap: true,
          },
          { header: t('staff.trainings.team'), cell: (x) => x.teamName },
          { header: t('staff.trainings.duration'), cell: (x) => t('staff.trainings.minutes', { count: x.duration }), nowrap: true },
          { header: t('staff.trainings.coach'), cell: (x) => x.coachName ?? t('staff.trainings.noCoach') },
          {
            header: t('staff.trainings.media'),
            cell: (x) =>
              t('staff.trainings.mediaCount', {
                photos: x.media.filter((m) => m.kind === 'gallery').length,
                videos: x.media.filter((m) => m.kind === 'video').length,
                files: x.media.filter((m) => m.kind === 'file').length,
              }),
          },
          {
            header: t('staff.trainings.state'),
            cell: (x) => t(x.archived ? 'staff.trainings.stateArchived' : 'staff.trainings.stateActive'),
          },
        ]}
      />
      {list.data ? (
        <>
          <h2 id="teams-title">{t('staff.trainings.teams')}</h2>
          {teams.length > 0 ? (
            <StaffTable
              rows={teams}
              rowKey={(team) => team.id}
              name={{ labelledBy: 'teams-title' }}
              columns={[
                {
                  header: t('staff.trainings.teamName'),
                  cell: (team) => (canWrite ? <Link to={`/staff/trainings/teams/${team.id}`}>{team.name}</Link> : team.name),
                },
                { header: t('staff.trainings.members'), cell: (team) => team.members.map((m) => m.name).join(', ') || '—' },
                {
                  header: t('staff.trainings.state'),
                  cell: (team) => t(team.archived ? 'staff.trainings.stateArchived' : 'staff.trainings.teamStateActive'),
                },
              ]}
            />
          ) : (
            <p className="staff-table__note">{t('staff.trainings.noTeams')}</p>
          )}
        </>
      ) : null}
    </section>
  );
}

/** /staff/trainings/new and /staff/trainings/:id: the training's form, archive, and its media (read-only without activities.write). */
function TrainingEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = idOf(useParams().id);
  const list = useStaffTrainings(true);
  const canWrite = useCanWrite();
  // A coach's list holds only their trainings: whoever opens one here may mark its roster (the server checks it is theirs).
  const canMark = useSignedInStaff().permissions.includes('rosters.own');
  const archive = useArchiveTraining();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = id === null ? null : (list.data?.trainings.find((x) => x.id === id) ?? null);
  const when = useLocalDateTime();
  const title =
    id === null ? t('staff.trainings.newTitle') : current ? `${current.teamName} · ${when(current.start)}` : t('staff.sections.trainings');
  const missing = id !== null && list.data && !current;
  const noTeams = id === null && list.data && !list.data.teams.some((team) => !team.archived);
  return (
    <section className="staff-page" aria-labelledby="training-title">
      <p>
        <Link to="/staff/trainings">{t('staff.trainings.back')}</Link>
      </p>
      <h1 id="training-title">{title}</h1>
      {list.isPending ? <StaffLoading /> : null}
      <FormAlert
        message={list.isError ? apiErrorMessage(list.error, t('messages.crash')) : missing ? t('staff.trainings.gone') : (failure ?? null)}
      />
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      {noTeams ? <p>{t('staff.trainings.teamFirst')}</p> : null}
      {list.data && !noTeams && (id === null ? canWrite : current) ? (
        <div className="staff-product">
          {current?.archived ? <p className="staff-table__note">{t('staff.trainings.archivedNote')}</p> : null}
          <TrainingForm
            key={current ? `${current.id}-${current.archived}` : 'new'}
            training={current}
            choices={list.data}
            canWrite={canWrite && !current?.archived}
            onSaved={(saved) => {
              setFailure(null);
              setNotice(t('staff.trainings.saved'));
              if (id === null) navigate(`/staff/trainings/${saved.id}`, { replace: true });
            }}
          />
          {current && canWrite ? (
            <p>
              <Button
                variant="secondary"
                loading={archive.isPending}
                onClick={() => {
                  setNotice(null);
                  setFailure(null);
                  archive.mutate(
                    { id: current.id, archive: !current.archived },
                    {
                      onSuccess: (saved) => setNotice(t(saved.archived ? 'staff.trainings.archived' : 'staff.trainings.unarchived')),
                      onError: (e) => setFailure(apiErrorMessage(e, t('messages.crash'))),
                    },
                  );
                }}
              >
                {t(current.archived ? 'staff.trainings.unarchive' : 'staff.trainings.archive')}
              </Button>
            </p>
          ) : null}
          {current ? (
            <TrainingAttendance
              key={`${current.id}-${current.absentIds.join(',')}`}
              training={current}
              team={list.data.teams.find((team) => team.id === current.teamId)}
              canMark={canMark && !current.archived}
            />
          ) : null}
          {current ? <TrainingMedia training={current} canWrite={canWrite && !current.archived} /> : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * /staff/trainings/teams/new and /staff/trainings/teams/:id: a team's name per language and its members, and Archive /
 * Bring back (an archived team is shown, not changed).
 */
function TeamEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = idOf(useParams().id);
  const list = useStaffTrainings();
  const canWrite = useCanWrite();
  const archive = useArchiveTeam();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = id === null ? null : (list.data?.teams.find((x) => x.id === id) ?? null);
  const missing = id !== null && list.data && !current;
  return (
    <section className="staff-page" aria-labelledby="team-title">
      <p>
        <Link to="/staff/trainings">{t('staff.trainings.back')}</Link>
      </p>
      <h1 id="team-title">{id === null ? t('staff.trainings.newTeam') : (current?.name ?? t('staff.trainings.teams'))}</h1>
      {list.isPending ? <StaffLoading /> : null}
      <FormAlert
        message={list.isError ? apiErrorMessage(list.error, t('messages.crash')) : missing ? t('staff.trainings.teamGone') : failure}
      />
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      {list.data && canWrite && (id === null || current) ? (
        <div className="staff-product">
          {current?.archived ? <p className="staff-table__note">{t('staff.trainings.teamArchivedNote')}</p> : null}
          <TeamForm
            key={current ? `${current.id}-${current.archived}` : 'new'}
            team={current}
            choices={list.data}
            canWrite={!current?.archived}
            onSaved={(saved) => {
              setFailure(null);
              setNotice(t('staff.trainings.teamSaved', { name: saved.name }));
              if (id === null) navigate(`/staff/trainings/teams/${saved.id}`, { replace: true });
            }}
          />
          {current ? (
            <p>
              <Button
                variant="secondary"
                loading={archive.isPending}
                onClick={() => {
                  setNotice(null);
                  setFailure(null);
                  archive.mutate(
                    { id: current.id, archive: !current.archived },
                    {
                      onSuccess: (saved) =>
                        setNotice(
                          t(saved.archived ? 'staff.trainings.teamArchived' : 'staff.trainings.teamUnarchived', { name: saved.name }),
                        ),
                      onError: (e) => setFailure(apiErrorMessage(e, t('messages.crash'))),
                    },
                  );
                }}
              >
                {t(current.archived ? 'staff.trainings.unarchiveTeam' : 'staff.trainings.archiveTeam')}
              </Button>
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
