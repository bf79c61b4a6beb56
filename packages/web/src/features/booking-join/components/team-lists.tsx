import { useTranslation } from 'react-i18next';
import type { BookingDetail } from '@clubportal/contract/bookings';
import { teamAverages, teamLayout } from '@clubportal/contract/booking-join';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { formatLevel, placesOf } from '../rules/join-rules';

type Player = BookingDetail['players'][number];

/** The players of a match by team (Team 1, Team 2), each team's free places and average level; a player without a team is shown where the layout puts them; invited players apart, in no team until they accept. */
export function TeamLists({ booking, customerId }: { booking: BookingDetail; customerId: number | null }) {
  const { t } = useTranslation();
  const places = placesOf(booking);
  const { teams, unassigned, invited, free } = teamLayout(places, booking.maxParticipants);
  const averages = teamAverages(places, booking.maxParticipants);
  const noTeams = booking.maxParticipants < 2;
  if (noTeams) {
    return (
      <ul className="join-team__players" aria-label={t('myBookings.players')}>
        {places
          .filter((p) => p.holder)
          .map((p) => (
            <PlayerRow key={p.player.id} player={p.player} me={p.player.customerId === customerId} />
          ))}
        {Array.from({ length: Math.max(0, booking.maxParticipants - places.filter((p) => p.holder).length) }, (_, i) => (
          <FreeRow key={`free-${i}`} />
        ))}
      </ul>
    );
  }
  return (
    <div className="join-teams">
      {([0, 1] as const).map((team) => {
        const name = t('bookingJoin.team', { n: team + 1 });
        const average = averages[team];
        return (
          <section key={team} className="join-team" aria-label={name}>
            <h2 className="join-team__name">
              {name}
              <span className="join-team__average">
                {average === null ? t('bookingJoin.noAverage') : t('bookingJoin.average', { level: formatLevel(average / 100) })}
              </span>
            </h2>
            <ul className="join-team__players" aria-label={name}>
              {teams[team].map((p) => (
                <PlayerRow key={p.player.id} player={p.player} me={p.player.customerId === customerId} />
              ))}
              {Array.from({ length: free[team] }, (_, i) => (
                <FreeRow key={`free-${i}`} />
              ))}
            </ul>
          </section>
        );
      })}
      {unassigned.length ? (
        <section className="join-team join-team--none" aria-label={t('bookingJoin.noTeam')}>
          <h2 className="join-team__name">{t('bookingJoin.noTeam')}</h2>
          <ul className="join-team__players">
            {unassigned.map((p) => (
              <PlayerRow key={p.player.id} player={p.player} me={p.player.customerId === customerId} />
            ))}
          </ul>
        </section>
      ) : null}
      {invited.length ? (
        <section className="join-team join-team--none" aria-label={t('bookingJoin.invitedPlayers')}>
          <h2 className="join-team__name">{t('bookingJoin.invitedPlayers')}</h2>
          <ul className="join-team__players">
            {invited.map((p) => (
              <PlayerRow key={p.player.id} player={p.player} me={p.player.customerId === customerId} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function PlayerRow({ player, me }: { player: Player; me: boolean }) {
  const { t } = useTranslation();
  const resolve = useUploadUrl();
  return (
    <li className={`join-player${me ? ' join-player--me' : ''}`}>
      {player.logo ? (
        <img src={resolve(player.logo)} alt="" width={32} height={32} loading="lazy" />
      ) : (
        <span className="join-player__initial" aria-hidden="true">
          {player.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="join-player__name">{player.name}</span>
      {player.level !== null ? (
        <span className="join-player__level">{t('bookingJoin.playerLevel', { level: formatLevel(player.level) })}</span>
      ) : null}
    </li>
  );
}

function FreeRow() {
  const { t } = useTranslation();
  return (
    <li className="join-player join-player--free">
      <span className="join-player__initial" aria-hidden="true">
        +
      </span>
      <span className="join-player__name">{t('bookingJoin.freePlace')}</span>
    </li>
  );
}
