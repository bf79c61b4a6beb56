import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { instantToLocal } from '@clubportal/contract/club-time';
import type { DeskPaymentMethod } from '@clubportal/contract/staff-customers';
import type { DeskDay, DeskEntry, DeskPlayer } from '@clubportal/contract/staff-desk';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { isStaleEdit } from '../../api/staff-client';
import { useDeskBookingPayment, useMoveBooking } from '../../api/staff-desk';
import { CheckInButton } from '../../components/check-in-button';
import { useSignedInStaff } from '../../components/staff-me';
import { useMoneyFormat } from '../../components/stock-ledger';
import { clubDay } from '../../rules/desk-grid';
import { MoveDialog } from './move-dialog';
import { SeriesPanel } from './series-edit-dialog';
import { errorText } from './walk-in-dialog';

/**
 * A booking's details: its players and what each has paid (a share still to pay taken at the desk, `payments.desk`),
 * check-in on its day; "Move to…" and extend for bookings the desk may move.
 */
export function BookingDetailsDialog({
  day,
  entry,
  onClose,
  onStale,
}: {
  day: DeskDay;
  entry: DeskEntry;
  onClose: () => void;
  /** An edit was refused: the booking changed since the desk opened it (the refusal said how); show it as it is now. */
  onStale?: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const me = useSignedInStaff();
  const [moving, setMoving] = useState(false);
  const court = day.courts.find((c) => c.id === entry.resourceId);
  const type = day.types.find((ty) => ty.id === entry.bookingTypeId);
  const movable =
    me.permissions.includes('bookings.desk') && (entry.kind === 'booking' || entry.kind === 'match' || entry.kind === 'hold') && type;
  const longer = type?.durations.find((d) => d > entry.durationMinutes);
  const local = instantToLocal(entry.startsAt, day.zone);
  // Players come in on the day of their booking (the server refuses any other day too).
  const checksIn = me.permissions.includes('checkin.scan') && local.date === clubDay(day.zone, new Date());
  const takesMoney = me.permissions.includes('payments.desk') && entry.kind !== 'hold';
  const queryClient = useQueryClient();
  // The grid shows who has come: read the day again after a check-in or its undo.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff', 'desk', 'day'] });
  const end = instantToLocal(entry.endsAt, day.zone);
  if (moving && type)
    return (
      <MoveDialog
        day={day}
        entry={entry}
        durations={type.durations}
        step={type.slotStepMinutes}
        initialDuration={entry.durationMinutes}
        onClose={onClose}
      />
    );
  return (
    <Dialog open title={entry.title || t(`staff.desk.kinds.${entry.kind}`)} onClose={onClose} size="md">
      <dl className="desk-details">
        <dt>{t('staff.desk.when')}</dt>
        <dd>
          {local.date} {local.time}–{end.time} · {court?.name}
        </dd>
        {entry.typeName ? (
          <>
            <dt>{t('staff.desk.bookingType')}</dt>
            <dd>{entry.typeName}</dd>
          </>
        ) : null}
        {entry.price !== null ? (
          <>
            <dt>{t('staff.desk.price')}</dt>
            <dd>
              {money(entry.price, day.currency)}
              {entry.payment ? ` · ${t(`staff.desk.payment.${entry.payment}`)}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {entry.players.length ? (
        <>
          <h2 className="desk-details__heading">{t('staff.desk.players')}</h2>
          <ul className="desk-details__players">
            {entry.players.map((p) => (
              <li key={p.participantId}>
                {p.name} <span className={`desk-badge desk-badge--${p.payment}`}>{t(`staff.desk.payment.${p.payment}`)}</span>
                {takesMoney && p.payment === 'pending' && p.saleId !== null ? (
                  <PayAtDesk player={{ ...p, saleId: p.saleId }} entry={entry} onPaid={() => void refresh()} onStale={onStale ?? refresh} />
                ) : null}
                {checksIn && p.payment !== 'invited' ? (
                  <CheckInButton
                    player={p}
                    version={entry.version}
                    onChange={() => void refresh()}
                    onStale={() => (onStale ? onStale() : void refresh())}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {entry.kind === 'booking' ? <SeriesPanel day={day} entry={entry} onDone={onClose} /> : null}
      {movable ? (
        <div className="desk-form__actions">
          <Button type="button" onClick={() => setMoving(true)}>
            {t('staff.desk.moveTo')}
          </Button>
          {longer ? <ExtendButton entry={entry} duration={longer} onDone={onClose} /> : null}
        </div>
      ) : null}
    </Dialog>
  );
}

/** A player's share taken at the desk, in cash or on the card terminal, for the booking as the dialog shows it. */
function PayAtDesk({
  player,
  entry,
  onPaid,
  onStale,
}: {
  player: DeskPlayer & { saleId: number };
  entry: DeskEntry;
  onPaid: () => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const pay = useDeskBookingPayment();
  const [error, setError] = useState<string | null>(null);
  const take = (method: DeskPaymentMethod) => {
    setError(null);
    pay.mutate(
      { saleId: player.saleId, method, booking: { id: entry.id, version: entry.version } },
      {
        onSuccess: onPaid,
        onError: (e) => {
          setError(apiErrorMessage(e, t('messages.crash')));
          if (isStaleEdit(e)) onStale();
        },
      },
    );
  };
  return (
    <span className="desk-details__pay">
      <Button type="button" variant="secondary" className="btn--sm" disabled={pay.isPending} onClick={() => take('cash')}>
        {/* Whose share: the visible words stay the start of the name a screen reader or voice control uses. */}
        {t('staff.desk.payCash')} <span className="sr-only">{player.name}</span>
      </Button>
      <Button type="button" variant="secondary" className="btn--sm" disabled={pay.isPending} onClick={() => take('card-terminal')}>
        {t('staff.desk.payCard')} <span className="sr-only">{player.name}</span>
      </Button>
      <FormAlert message={error} />
    </span>
  );
}

function ExtendButton({ entry, duration, onDone }: { entry: DeskEntry; duration: number; onDone: () => void }) {
  const { t } = useTranslation();
  const move = useMoveBooking();
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        loading={move.isPending}
        onClick={() =>
          move.mutate(
            { id: entry.id, resourceId: entry.resourceId, startsAt: entry.startsAt, durationMinutes: duration, version: entry.version },
            { onSuccess: onDone },
          )
        }
      >
        {t('staff.desk.extendTo', { count: duration })}
      </Button>
      <FormAlert message={move.isError ? errorText(move.error, t('staff.desk.moveFailed')) : null} />
    </>
  );
}
