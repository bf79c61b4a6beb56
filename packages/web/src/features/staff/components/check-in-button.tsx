import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckIn } from '@clubportal/contract/staff-checkins';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useCheckIn, useUndoCheckIn } from '../api/staff-checkins';
import { useStaffClub } from './staff-club';

/** A player of a booking or class place as the desk sees them (the door's scan, the day grid). */
export type CheckInPlayer = { participantId: number; name: string; checkIn: CheckIn | null };

/**
 * Checks one player in (`checkin.scan`), or says who checked them in and when with an Undo (the same day). A
 * second desk that checked them in first is answered with that check-in, shown as it is. For the door page
 * and the day grid: `onChange` tells the owner of the list.
 */
export function CheckInButton({ player, onChange }: { player: CheckInPlayer; onChange?: (checkIn: CheckIn | null) => void }) {
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
              undo.mutate(player.participantId, {
                onSuccess: () => changed(null),
                onError: (e) => setError(apiErrorMessage(e, t('messages.crash'))),
              })
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
            check.mutate(player.participantId, {
              onSuccess: (answer) => changed(answer.checkIn),
              onError: (e) => setError(apiErrorMessage(e, t('messages.crash'))),
            })
          }
        >
          {t('staff.door.checkIn')}
        </Button>
      )}
      <FormAlert message={error} />
    </div>
  );
}
