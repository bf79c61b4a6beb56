import { useTranslation } from 'react-i18next';
import type { BookingDetail } from '@clubportal/contract/bookings';
import { formatLevel } from '../../../lib/level-format';
import { canChooseTeam, invitedOnly, playing, type LineUp } from '../rules/line-up';

type Player = BookingDetail['players'][number];

/**
 * The players of a match by team. While the member records the result, their own place and those nobody put
 * in a team get a two-button team choice (44 px targets); invited players who never accepted are listed apart:
 * they did not play.
 */
export function ResultsTeams(props: {
  booking: BookingDetail;
  customerId: number | null;
  lineUp: LineUp;
  editing: boolean;
  onChoose: (placeId: number, team: 0 | 1) => void;
}) {
  const { t, i18n } = useTranslation();
  const { booking, customerId, lineUp, editing } = props;
  const teamName = (team: number) => t(team === 0 ? 'results.team1' : 'results.team2');
  const players = playing(booking.players);
  const choosing = editing ? players.filter((p) => canChooseTeam(p, customerId)) : [];
  const seated = (team: 0 | 1) => players.filter((p) => !choosing.includes(p) && lineUp[p.id] === team);
  const invited = invitedOnly(booking.players);

  const row = (p: Player) => (
    <>
      <span className="results-player__name">{p.customerId === customerId ? t('results.you', { name: p.name }) : p.name}</span>
      {p.level !== null ? (
        <span className="results-player__level">{t('results.level', { level: formatLevel(p.level, i18n.language) })}</span>
      ) : null}
    </>
  );
  return (
    <div className="results-lineup">
      {choosing.length ? (
        <fieldset className="results-choose">
          <legend className="results-choose__legend">{t('results.chooseTeams')}</legend>
          {choosing.map((p) => (
            <div
              key={p.id}
              className="results-player results-player--choose"
              role="radiogroup"
              aria-label={t('results.teamOf', { name: p.name })}
            >
              {row(p)}
              <span className="team-toggle">
                {([0, 1] as const).map((team) => (
                  <label key={team} className="team-toggle__option">
                    <input
                      type="radio"
                      name={`team-${p.id}`}
                      value={team}
                      checked={lineUp[p.id] === team}
                      onChange={() => props.onChoose(p.id, team)}
                    />
                    <span>{teamName(team)}</span>
                  </label>
                ))}
              </span>
            </div>
          ))}
        </fieldset>
      ) : null}
      <div className="results-teams">
        {([0, 1] as const).map((team) => (
          <section key={team} className="results-team" aria-label={teamName(team)}>
            <h3 className="results-team__name">{teamName(team)}</h3>
            <ul className="results-team__players">
              {seated(team).map((p) => (
                <li key={p.id} className="results-player">
                  {row(p)}
                </li>
              ))}
              {!seated(team).length ? <li className="results-player results-player--none">{t('results.nobodyYet')}</li> : null}
            </ul>
          </section>
        ))}
      </div>
      {invited.length ? (
        <p className="results-invited">{t('results.invitedNotPlaying', { names: invited.map((p) => p.name).join(', ') })}</p>
      ) : null}
    </div>
  );
}
