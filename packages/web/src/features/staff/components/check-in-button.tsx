import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckIn } from '@clubportal/contract/staff-checkins';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import type { ApiError } from '../../../api/api-error';
import { useCheckIn, useUndoCheckIn } from '../api/staff-checkins';
import { isStaleEdit } from '../api/staff-client';
import { useStaffClub } from './staff-club';

/** A player of a booking or class place as the desk sees them (the door's scan, the day grid). */
export type CheckInPlayer = { participantId: number; name: string; checkIn: CheckIn | null };

/**
 * Checks one player in (`checkin.scan`), or says who checked them in and when with an Undo (the same day). A
 * second desk that checked them in first is answered with that check-in, shown as it is. For the door page
 * and the day grid: `onChange` tells the owner of the list; a check-in or its undo on a booking changed since the
 * page showed it is refused with the server's sentence (the staff member's language) and `onStale` lets the page
 * show it as it is now.
 */
export function CheckInButton({
  player,
  version,
  onChange,
  onStale,
}: {
  player: CheckInPlayer;
  /** The booking's version as the page shows it (sent with the check-in and its undo): another desk's change since is refused (409) and `onStale` told. */
  version?: string | undefined;
  onChange?: (checkIn: CheckIn | null) => void;
  onStale?: (error: ApiError) => void;
}) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useStaffClub();
  const [checkIn, setCheckIn] = useState<CheckIn | null>(player.checkIn);
  const [error, setError] = useState<string | null>(null);
  const check = useCheckIn();
  const undo = useUndoCheckIn();
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone });
  const changed = (next: CheckIn | null) => {
    setCheckIn(next);
    setError(null);
    onChange?.(next);
  };
  return (
    <div className="check-in">
      {checkIn ? (
        <>
          <span className="check-in__done">
            {t('staff.door.checkedIn', { time: time.format(new Date(checkIn.checkedInAt)), by: checkIn.checkedInBy })}
          </span>
          <Button
            variant="ghost"
            loading={undo.isPending}
            aria-label={t('staff.door.undoFor', { name: player.name })}
            onClick={() =>
              undo.mutate(
                { participantId: player.participantId, version },
                {
                  onSuccess: () => changed(null),
                  onError: (e) => {
                    setError(apiErrorMessage(e, t('messages.crash')));
                    if (isStaleEdit(e)) onStale?.(e);
                  },
                },
              )
            }
          >
            {t('staff.door.undo')}
          </Button>
        </>
      ) : (
        <Button
          variant="primary"
          loading={check.isPending}
          aria-label={t('staff.door.checkInFor', { name: player.name })}
          onClick={() =>
            check.mutate(
              { participantId: player.participantId, version },
              {
                onSuccess: (answer) => changed(answer.checkIn),
                onError: (e) => {
                  setError(apiErrorMessage(e, t('messages.crash')));
                  if (isStaleEdit(e)) onStale?.(e);
                },
              },
            )
          }
        >
          {t('staff.door.checkIn')}
        </Button>
      )}
      <FormAlert message={error} />
    </div>
  );
}
