import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { RESULT_ANSWER_HOURS, scoreLine } from '@clubportal/contract/booking-results';
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
import { bookingResultsQuery, saveResults } from '../api/results-queries';
import { ResultStatus } from '../components/result-status';
import { ResultsTeams } from '../components/results-teams';
import { changedTeams, lineUpProblem, playing, savedLineUp, type LineUp } from '../rules/line-up';
import { emptyScores, readScores, type ScoreForm } from '../rules/score-form';
import '../../../styles/booking-results.css';
import { LoadFailure, Loading } from '../../../components/load-state';

const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * /booking-results/{bookingId} (spec "Booking results", section 4 "Results"): the match, its players by team
 * and the score of each set. A match still to come goes to its join page. A player who took part proposes the
 * result while there is none (choosing their team and those of players without one), confirms it from a
 * summary, and the other team confirms or disputes it (result-status.tsx); then it is read-only.
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

type Proposal = { team1: number[]; team2: number[] };

function MatchResults({ booking, customerId }: { booking: BookingDetail; customerId: number | null }) {
  const { t } = useTranslation();
  const date = useDateFormatter();
  const queryClient = useQueryClient();
  const nSets = booking.results?.nSets ?? 3;
  const saved = booking.results?.status !== undefined;
  const isPlayer = customerId !== null && playing(booking.players).some((p) => p.customerId === customerId);
  const canEdit = isPlayer && !saved;
  const [lineUp, setLineUp] = useState<LineUp>(() => savedLineUp(booking.players));
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [saving, setSaving] = useState(false);
  const { register, handleSubmit } = useForm<ScoreForm>({ defaultValues: emptyScores(nSets) });
  // The form's one message (kept here, not as a form error, so a new attempt always runs the checks again).
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['bookings', 'info', booking.id] });

  // Checked first (the same rules the server keeps), then shown as a summary to confirm before anything is saved.
  const onSubmit = handleSubmit((form) => {
    setProblem(null);
    const read = readScores(nSets, form);
    if (!read.ok) {
      setProblem(t(`results.problem.${read.problem}`, { sets: nSets, set: read.set, score: read.score }));
      return;
    }
    const teams = lineUpProblem(lineUp, booking.maxParticipants);
    if (teams) {
      setProblem(t(`results.problem.${teams}`));
      return;
    }
    setProposal({ team1: read.team1, team2: read.team2 });
  });
  const confirmProposal = async () => {
    if (!proposal) return;
    setSaving(true);
    try {
      await saveResults({ bookingId: booking.id, ...proposal, teams: changedTeams(booking.players, lineUp) });
      setProposal(null);
      await refresh();
    } catch (error) {
      setProposal(null);
      setProblem(apiErrorMessage(error, t('messages.crash')));
    } finally {
      setSaving(false);
    }
  };

  const teamName = (team: number) => t(team === 0 ? 'results.team1' : 'results.team2');
  const namesOf = (team: 0 | 1) =>
    playing(booking.players)
      .filter((p) => lineUp[p.id] === team)
      .map((p) => p.name)
      .join(', ');
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

      <ResultsTeams
        booking={booking}
        customerId={customerId}
        lineUp={lineUp}
        editing={canEdit && proposal === null}
        onChoose={(id, team) => {
          setProblem(null);
          setLineUp((l) => ({ ...l, [id]: team }));
        }}
      />
      <ResultStatus booking={booking} customerId={customerId} onAnswered={refresh} />

      {proposal ? (
        <section className="result-summary" aria-labelledby="result-summary-title">
          <h3 id="result-summary-title">{t('results.summaryTitle')}</h3>
          <dl className="result-summary__teams">
            {([0, 1] as const).map((team) => (
              <div key={team}>
                <dt>{teamName(team)}</dt>
                <dd>{namesOf(team)}</dd>
              </div>
            ))}
          </dl>
          <p className="result-summary__score">{scoreLine(proposal.team1, proposal.team2)}</p>
          <p className="result-summary__note">{t('results.summaryNote', { hours: RESULT_ANSWER_HOURS })}</p>
          <div className="result-summary__actions">
            <Button onClick={() => void confirmProposal()} loading={saving}>
              {t('results.summaryConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setProposal(null)}>
              {t('results.summaryEdit')}
            </Button>
          </div>
        </section>
      ) : null}

      <form
        className="results-score"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t('results.scoreLabel')}
        hidden={proposal !== null}
      >
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
                        pattern="[0-9]*"
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
        <FormAlert message={problem} />
        {canEdit ? (
          <Button type="submit">{t('results.save')}</Button>
        ) : saved ? null : customerId === null ? (
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
