import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingDetail } from '@clubportal/contract/bookings';
import { proposeTeam, teamAverages, teamLayout, type TeamChoice } from '@clubportal/contract/booking-join';
import { levelToHundredths } from '@clubportal/contract/levels';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatLevel, placesOf } from '../rules/join-rules';

/**
 * The team popup (spec: both teams have a free place): each team with its average level and free places;
 * the team that balances the averages is proposed (chosen to start with, marked), the member may take the other.
 */
export function TeamDialog({
  booking,
  busy,
  onClose,
  onChoose,
}: {
  booking: BookingDetail;
  busy: boolean;
  onClose: () => void;
  onChoose: (team: TeamChoice) => void;
}) {
  const { t } = useTranslation();
  const places = placesOf(booking);
  const memberLevel = booking.viewerLevel === null || booking.viewerLevel === undefined ? null : levelToHundredths(booking.viewerLevel);
  const proposed = proposeTeam(places, booking.maxParticipants, memberLevel) ?? 0;
  const averages = teamAverages(places, booking.maxParticipants);
  const { free } = teamLayout(places, booking.maxParticipants);
  const [team, setTeam] = useState<TeamChoice>(proposed);
  const name = (n: TeamChoice) => t('bookingJoin.team', { n: n + 1 });
  return (
    <Dialog open title={t('bookingJoin.chooseTeam')} onClose={onClose}>
      <p className="team-choice__hint">{t('bookingJoin.chooseTeamHint')}</p>
      <fieldset className="team-choice">
        <legend className="sr-only">{t('bookingJoin.chooseTeam')}</legend>
        {([0, 1] as const).map((n) => (
          <label key={n} className={`team-choice__option${team === n ? ' is-checked' : ''}`}>
            <input type="radio" name="team" value={n} checked={team === n} onChange={() => setTeam(n)} />
            <span className="team-choice__name">{name(n)}</span>
            <span className="team-choice__facts">
              {averages[n] === null
                ? t('bookingJoin.noAverage')
                : t('bookingJoin.average', { level: formatLevel((averages[n] as number) / 100) })}{' '}
              · {t('bookingJoin.placesLeft', { count: free[n] })}
            </span>
            {n === proposed ? <span className="team-choice__proposed">{t('bookingJoin.proposed')}</span> : null}
          </label>
        ))}
      </fieldset>
      <div className="team-choice__actions">
        <Button onClick={() => onChoose(team)} loading={busy}>
          {t('bookingJoin.confirmTeam', { team: name(team) })}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('bookingJoin.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
