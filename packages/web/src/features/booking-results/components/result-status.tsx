import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resultStands } from '@clubportal/contract/booking-results';
import type { BookingDetail } from '@clubportal/contract/bookings';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useDateFormatter } from '../../../lib/date-format';
import { apiErrorMessage } from '../../../lib/error-message';
import { answerResult } from '../api/results-queries';
import { playing } from '../rules/line-up';

/**
 * Where a proposed result stands, for everyone who sees it: waiting for the other team (whose players may
 * confirm or dispute it here), disputed (both teams see it; the club settles it), or standing.
 */
export function ResultStatus({
  booking,
  customerId,
  onAnswered,
}: {
  booking: BookingDetail;
  customerId: number | null;
  onAnswered: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const date = useDateFormatter();
  const [busy, setBusy] = useState<'confirm' | 'dispute' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const result = booking.results;
  if (!result?.status) return null;
  const proposer = t(result.proposedTeam === 1 ? 'results.team2' : 'results.team1');
  const other = t(result.proposedTeam === 1 ? 'results.team1' : 'results.team2');
  const me = playing(booking.players).find((p) => p.customerId === customerId);
  const canAnswer = result.status === 'proposed' && me !== undefined && me.team !== result.proposedTeam;

  const send = async (answer: 'confirm' | 'dispute') => {
    setBusy(answer);
    setError(null);
    try {
      await answerResult({ bookingId: booking.id, answer });
      await onAnswered();
    } catch (e) {
      setError(apiErrorMessage(e, t('messages.crash')));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={`result-status result-status--${result.status}`} role="status">
      {result.status === 'proposed' ? (
        <p>{t('results.status.proposed', { team: proposer, other, until: date(result.answerBy ?? '', 'd LLL HH:mm') })}</p>
      ) : result.status === 'disputed' ? (
        <p>{t('results.status.disputed', { other })}</p>
      ) : (
        <p>{t(`results.status.${result.status}`)}</p>
      )}
      {canAnswer ? (
        <div className="result-status__actions">
          <Button loading={busy === 'confirm'} disabled={busy !== null} onClick={() => void send('confirm')}>
            {t('results.confirm')}
          </Button>
          <Button variant="secondary" loading={busy === 'dispute'} disabled={busy !== null} onClick={() => void send('dispute')}>
            {t('results.dispute')}
          </Button>
        </div>
      ) : null}
      <FormAlert message={error} />
      {resultStands(result.status) && me ? <Link to="/levels?provider=club">{t('results.seeLevels')}</Link> : null}
    </div>
  );
}
