import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { offerDeskUndo, useDeskUndoOffer, useUndoDeskAction } from '../../api/staff-desk-sync';
import { errorText } from './walk-in-dialog';

/**
 * The last desk action that moved no money (a move with no price difference, a walk-in not yet paid, a check-in),
 * offered for undo until it expires (30 s; the server decides on its own clock, and says why when it refuses).
 */
export function UndoToast() {
  const { t } = useTranslation();
  const offer = useDeskUndoOffer();
  const undo = useUndoDeskAction();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(() => offerDeskUndo(null), Math.max(0, Date.parse(offer.expiresAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [offer]);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), 8_000);
    return () => clearTimeout(timer);
  }, [message]);
  if (!offer && !message) return null;
  return (
    <div className="desk-toast" role="status" aria-live="polite">
      {offer ? (
        <>
          <span>{t(`staff.desk.undo.done.${offer.kind}`)}</span>
          <Button
            type="button"
            variant="secondary"
            loading={undo.isPending}
            onClick={() =>
              undo.mutate(offer.actionId, {
                onSuccess: () => setMessage(t('staff.desk.undo.undone')),
                onError: (err) => setMessage(errorText(err, t('staff.desk.undo.failed'))),
                onSettled: () => offerDeskUndo(null),
              })
            }
          >
            {t('staff.desk.undo.button')}
          </Button>
        </>
      ) : (
        <span>{message}</span>
      )}
    </div>
  );
}

/**
 * A small cue that the grid was just refreshed by a change heard on the stream: another desk's, a member's, or this
 * desk's own (its words say only that the grid is fresh, true in each case).
 */
export function DeskUpdatedCue({ at }: { at: number | null }) {
  const { t } = useTranslation();
  // Shown for a few seconds after each change heard (`at`), then hidden until the next.
  const [hidden, setHidden] = useState<number | null>(null);
  const shown = at !== null && hidden !== at;
  useEffect(() => {
    if (at === null) return;
    const timer = setTimeout(() => setHidden(at), 6_000);
    return () => clearTimeout(timer);
  }, [at]);
  return (
    <p className="desk-updated" role="status" aria-live="polite" data-updated={shown ? 'true' : 'false'}>
      {shown ? t('staff.desk.updated') : ''}
    </p>
  );
}
