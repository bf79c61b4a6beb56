import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { effectiveTeam } from '@clubportal/contract/booking-results';
import type { BookingDetail } from '@clubportal/contract/bookings';
import { isNotFound } from '../../../api/api-error';
import { requestLogin } from '../../../api/login-request';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { useDateFormatter } from '../../../lib/date-format';
import { apiErrorMessage } from '../../../lib/error-message';
import { useCustomerId } from '../../../lib/use-customer-id';
import { bookingResultsQuery, saveResults, updateTeam } from '../api/results-queries';
import { emptyScores, readScores, type ScoreForm, type ScoreProblem } from '../rules/score-form';
import '../../../styles/booking-results.css';
import { LoadFailure, Loading } from '../../../components/load-state';

const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * /booking-results/{bookingId} (spec "Booking results", section 4 "Results"): the match, its players by team
 * and the score of each set. A match still to come goes to its join page. A player of the booking records the
 * result while there is none (and may move players between teams first); then it is read-only.
 */
export function BookingResultsPage() {
  const { t } = useTranslation();
  const bookingId = idOf(useParams().bookingId);
  const customerId = useCustomerId();
  const booking = useQuery({ ...bookingResultsQuery(bookingId ?? 0, customerId), enabled: bookingId !== null });

  let body;
  if (bookingId === null || (booking.isError && isNotFound(booking.error))) {
    body = (
      <div className="notice">
        <p role="alert">{booking.isError ? apiErrorMessage(booking.error, t('messages.crash')) : t('results.notFound')}</p>
        <Link className="btn btn--secondary" to="/bookingtypes">
          {t('myBookings.bookACourt')}
        </Link>
      </div>
    );
  } else if (booking.isError) {
    body = <LoadFailure error={booking.error} onRetry={() => void booking.refetch()} retrying={booking.isRefetching} />;
  } else if (!booking.data) {
    body = (
      <Loading>
        <Skeleton className="booking-skeleton" />
      </Loading>
    );
  } else if (!booking.data.isPast) {
    return <Navigate to={`/booking-join/${bookingId}`} replace />;
  } else {
    body = <MatchResults booking={booking.data} customerId={customerId} />;
  }
  return (
    <div className="results-page">
      <PageBanner title={t('sections.bookingResults')} />
      <div className="container results">{body}</div>
    </div>
  );
}

function MatchResults({ booking, customerId }: { booking: BookingDetail; customerId: number | null }) {
  const { t } = useTranslation();
  const date = useDateFormatter();
  const queryClient = useQueryClient();
  const nSets = booking.results?.nSets ?? 3;
  const saved = (booking.results?.team1.length ?? 0) > 0;
  const isPlayer = customerId !== null && booking.players.some((p) => p.customerId === customerId && p.state !== null);
  const canEdit = isPlayer && !saved;
  const [teamError, setTeamError] = useState<string | null>(null);
  const [teamBusy, setTeamBusy] = useState<number | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ScoreForm>({ defaultValues: emptyScores(nSets) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['bookings', 'info', booking.id] });

  const problemText = (problem: ScoreProblem) => t(`results.problem.${problem}`, { sets: nSets });
  const onSubmit = handleSubmit(async (form) => {
    setTeamError(null);
    const read = readScores(nSets, form);
    if (!read.ok) {
      setError('root', { message: problemText(read.problem) });
      return;
    }
    try {
      await saveResults({ bookingId: booking.id, team1: read.team1, team2: read.team2 });
      await refresh();
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  const moveTeam = async (placeId: number, team: 0 | 1) => {
    setTeamBusy(placeId);
    setTeamError(null);
    try {
      await updateTeam({ id: placeId, team });
      await refresh();
    } catch (error) {
      setTeamError(apiErrorMessage(error, t('messages.crash')));
    } finally {
      setTeamBusy(null);
    }
  };

  const teams = [0, 1].map((team) =>
    booking.players
      .map((p, position) => ({ p, team: effectiveTeam(p.team, position, booking.maxParticipants) }))
      .filter((x) => x.team === team)
      .map((x) => x.p),
  );
  const teamName = (team: number) => t(team === 0 ? 'results.team1' : 'results.team2');
  return (
    <article className="results-card" aria-labelledby="results-title">
      <header className="results-card__head">
        <h2 id="results-title" className="results-card__title">
          {booking.bookingType}
        </h2>
        <p className="results-card__when">{date(booking.start, 'cccc d LLLL yyyy · HH:mm')}</p>
        <p className="results-card__where">
          {booking.resourceName} · {t('results.minutes', { count: booking.duration })}
        </p>
      </header>

      <div className="results-teams">
        {teams.map((players, team) => (
          <section key={team} className="results-team" aria-label={teamName(team)}>
            <h3 className="results-team__name">{teamName(team)}</h3>
            <ul className="results-team__players">
              {players.map((p) => (
                <li key={p.id} className="results-player">
                  <span className="results-player__name">{p.isPlaceholder ? t('results.openPlace') : p.name}</span>
                  {p.level !== null ? (
                    <span className="results-player__level">{t('results.level', { level: p.level.toFixed(2) })}</span>
                  ) : null}
                  {canEdit && !p.isPlaceholder ? (
                    <label className="results-player__team">
                      <span className="sr-only">{t('results.teamOf', { name: p.name })}</span>
                      <select
                        value={team}
                        disabled={teamBusy !== null}
                        onChange={(event) => void moveTeam(p.id, Number(event.target.value) === 1 ? 1 : 0)}
                      >
                        <option value={0}>{t('results.team1')}</option>
                        <option value={1}>{t('results.team2')}</option>
                      </select>
                    </label>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <FormAlert message={teamError} />

      <form className="results-score" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('results.scoreLabel')}>
        <table className="score-grid">
          <caption className="sr-only">{t('results.scoreLabel')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">{t('results.teamColumn')}</span>
              </th>
              {Array.from({ length: nSets }, (_, i) => (
                <th key={i} scope="col">
                  {t('results.set', { n: i + 1 })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(['team1', 'team2'] as const).map((key, team) => (
              <tr key={key}>
                <th scope="row">{teamName(team)}</th>
                {Array.from({ length: nSets }, (_, i) => (
                  <td key={i}>
                    {canEdit ? (
                      <input
                        className="score-grid__cell"
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={2}
                        aria-label={t('results.cellLabel', { team: teamName(team), n: i + 1 })}
                        {...register(`${key}.${i}`)}
                      />
                    ) : (
                      <span className="score-grid__value" aria-label={t('results.cellLabel', { team: teamName(team), n: i + 1 })}>
                        {booking.results?.[key][i] ?? '–'}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <FormAlert message={formState.errors.root?.message} />
        {canEdit ? (
          <Button type="submit" loading={formState.isSubmitting}>
            {t('results.save')}
          </Button>
        ) : saved ? (
          <p className="results-score__note">
            <span>{t('results.readOnly')}</span> {isPlayer ? <Link to="/levels?provider=club">{t('results.seeLevels')}</Link> : null}
          </p>
        ) : customerId === null ? (
          <div className="results-score__login">
            <p>{t('results.loginToRecord')}</p>
            <Button variant="secondary" onClick={() => requestLogin(`/booking-results/${booking.id}`)}>
              {t('menu.login')}
            </Button>
          </div>
        ) : (
          <p className="results-score__note">{t('results.playersOnly')}</p>
        )}
      </form>
    </article>
  );
}
