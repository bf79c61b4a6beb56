import { useTranslation } from 'react-i18next';
import { CUSTOMER_SEARCH_MIN_LENGTH } from '@clubportal/contract/accounts';
import { LiveSearch } from '../../../components/ui/live-search';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { searchPlayers, type PlayerResult } from '../api/search-players';

/**
 * Finds club members by name (spec: live customer search; at least 3 characters). With `onPick` each
 * result is a button that hands the member back (the booking checkout's 'Search a player' popup).
 */
export function PlayerSearch({ onPick }: { onPick?: (player: PlayerResult) => void } = {}) {
  const { t } = useTranslation();
  const resolve = useUploadUrl();
  return (
    <LiveSearch<PlayerResult>
      label={t('players.searchLabel')}
      placeholder={t('players.searchPlaceholder')}
      minLength={CUSTOMER_SEARCH_MIN_LENGTH}
      tooShortHint={t('players.minLength', { count: CUSTOMER_SEARCH_MIN_LENGTH })}
      queryKey="players"
      search={searchPlayers}
      itemKey={(p) => p.id}
      renderItem={(p) => {
        const chip = (
          <span className="player-chip">
            {p.logo ? (
              <img className="player-chip__photo" src={resolve(p.logo)} alt="" width={40} height={40} loading="lazy" />
            ) : (
              <span className="player-chip__photo player-chip__photo--initials" aria-hidden="true">
                {p.name.slice(0, 1)}
              </span>
            )}
            <span>{p.name}</span>
          </span>
        );
        return onPick ? (
          <button type="button" className="player-pick" onClick={() => onPick(p)} aria-label={t('players.pick', { name: p.name })}>
            {chip}
          </button>
        ) : (
          chip
        );
      }}
    />
  );
}
