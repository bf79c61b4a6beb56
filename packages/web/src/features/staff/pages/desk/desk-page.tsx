import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { instantToLocal } from '@clubportal/contract/club-time';
import type { DeskDay, DeskEntry } from '@clubportal/contract/staff-desk';
import { Button } from '../../../../components/ui/button';
import { useDeskDay } from '../../api/staff-desk';
import { useStaffClub } from '../../components/staff-club';
import { useMoneyFormat } from '../../components/stock-ledger';
import { clubDay, deskColumns, deskRows, shiftDate } from '../../rules/desk-grid';
import { BlockCourtsButton } from './block-dialog';
import { BlocksList } from './blocks-list';
import { BookingDetailsDialog } from './booking-details-dialog';
import { WalkInDialog, type WalkInSlot } from './walk-in-dialog';
import { useDeskEvents } from '../../api/staff-desk-sync';
import { DeskUpdatedCue, UndoToast } from './undo-toast';
import { DropMoveDialog, useGridMove, type DeskDrop } from './grid-drag';
import { useSignedInStaff } from '../../components/staff-me';

/**
 * /staff/desk (`bookings.read`; booking needs `bookings.desk`): the day grid, courts as columns and the day as rows.
 * A free slot opens the walk-in dialog; a booking opens its details, with "Move to…" and extend.
 */
export function DeskPage() {
  const { t } = useTranslation();
  const { timeZone } = useStaffClub();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? clubDay(timeZone ?? 'UTC', new Date());
  const setDate = (next: string) => setParams(new URLSearchParams({ date: next }));
  const day = useDeskDay(date);
  // Other desks' and members' changes refetch the day shown (issue 33 §8).
  const updatedAt = useDeskEvents(date);
  const [walkIn, setWalkIn] = useState<WalkInSlot | null>(null);
  const [open, setOpen] = useState<DeskEntry | null>(null);
  const [dropped, setDropped] = useState<DeskDrop | null>(null);
  const me = useSignedInStaff();
  const queryClient = useQueryClient();
  // The open booking stays as the desk saw it (its edits send that version: another desk's change is refused, never
  // overwritten); once a refusal has said what changed, the day is read again and the booking shown as it is now.
  const showAsNow = async () => {
    await queryClient.invalidateQueries({ queryKey: ['staff', 'desk', 'day', date] });
    const fresh = queryClient.getQueryData<DeskDay>(['staff', 'desk', 'day', date])?.entries;
    setOpen((seen) => (seen && fresh?.find((e) => e.kind === seen.kind && e.id === seen.id)) ?? seen);
  };

  return (
    <section className="staff-page desk" aria-labelledby="desk-title">
      <h1 id="desk-title">{t('staff.sections.desk')}</h1>
      <nav className="desk__days" aria-label={t('staff.desk.days')}>
        <Button type="button" variant="secondary" onClick={() => setDate(shiftDate(date, -1))}>
          {t('staff.desk.dayBefore')}
        </Button>
        <label className="desk__date">
          <span>{t('staff.desk.date')}</span>
          <input type="date" value={date} required onChange={(e) => e.target.value && setDate(e.target.value)} />
        </label>
        <Button type="button" variant="secondary" onClick={() => setDate(shiftDate(date, 1))}>
          {t('staff.desk.dayAfter')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setDate(clubDay(timeZone ?? 'UTC', new Date()))}>
          {t('staff.desk.today')}
        </Button>
        <BlockCourtsButton day={day.data} />
      </nav>
      <DeskUpdatedCue at={updatedAt} />
      {day.isError ? <p role="alert">{t('staff.desk.loadFailed')}</p> : null}
      {day.data ? (
        <DeskGrid
          day={day.data}
          onFree={setWalkIn}
          onEntry={setOpen}
          canMove={me.permissions.includes('bookings.desk')}
          onMove={setDropped}
        />
      ) : day.isPending ? (
        <p aria-busy="true">{t('staff.desk.loading')}</p>
      ) : null}
      {walkIn && day.data ? <WalkInDialog day={day.data} slot={walkIn} onClose={() => setWalkIn(null)} /> : null}
      {open && day.data ? (
        <BookingDetailsDialog day={day.data} entry={open} onClose={() => setOpen(null)} onStale={() => void showAsNow()} />
      ) : null}
      <BlocksList />
      {dropped && day.data ? <DropMoveDialog day={day.data} drop={dropped} onClose={() => setDropped(null)} /> : null}
      <UndoToast />
    </section>
  );
}

function DeskGrid({
  day,
  onFree,
  onEntry,
  canMove,
  onMove,
}: {
  day: DeskDay;
  onFree: (slot: WalkInSlot) => void;
  onEntry: (e: DeskEntry) => void;
  canMove: boolean;
  onMove: (drop: DeskDrop) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const rows = useMemo(() => deskRows(day), [day]);
  const columns = useMemo(() => deskColumns(day, rows), [day, rows]);
  // Drag a booking, or pick it up with Space, onto another court and time (issue 33 §1).
  const drag = useGridMove(day, rows, canMove, onMove);
  const timeOf = (instant: string) => instantToLocal(instant, day.zone).time;
  if (!day.courts.length) return <p>{t('staff.desk.noCourts')}</p>;
  return (
    <div className="desk-grid" role="region" aria-label={t('staff.desk.gridLabel', { date: day.date })} tabIndex={0} data-ready="true">
      {drag.liveRegion}
      <table className="desk-grid__table">
        <caption className="sr-only">{t('staff.desk.gridLabel', { date: day.date })}</caption>
        <thead>
          <tr>
            <th scope="col" className="desk-grid__time">
              {t('staff.desk.time')}
            </th>
            {day.courts.map((c) => (
              <th scope="col" key={c.id}>
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.time}>
              <th scope="row" className="desk-grid__time">
                {row.time}
              </th>
              {day.courts.map((court) => {
                const cell = columns.get(court.id)?.[i];
                if (!cell || cell.kind === 'covered') return null;
                if (cell.kind === 'closed') return <td key={court.id} className="desk-grid__closed" />;
                if (cell.kind === 'free')
                  return (
                    <td key={court.id} className="desk-grid__free" {...drag.cellProps(court, i)}>
                      <button
                        type="button"
                        className="desk-grid__slot"
                        aria-label={t('staff.desk.bookSlot', { court: court.name, time: cell.time })}
                        disabled={court.bookingTypeIds.length === 0}
                        onClick={() => onFree({ court, startsAt: cell.startsAt, time: cell.time })}
                      />
                    </td>
                  );
                const e = cell.entry;
                return (
                  <td key={court.id} rowSpan={cell.span} className={`desk-grid__entry desk-grid__entry--${e.kind}`}>
                    <button type="button" className="desk-entry" onClick={() => onEntry(e)} {...drag.entryProps(e)}>
                      <span className="desk-entry__when">
                        {timeOf(e.startsAt)}–{timeOf(e.endsAt)} ·{' '}
                        {e.blockKind ? t(`staff.blocks.kinds.${e.blockKind}`) : t(`staff.desk.kinds.${e.kind}`)}
                      </span>
                      <strong className="desk-entry__title">{e.title}</strong>
                      {e.series ? <SeriesMark position={e.series.position} count={e.series.count} /> : null}
                      {e.players.length > 1 ? (
                        <span className="desk-entry__players">
                          {e.players
                            .slice(1)
                            .map((p) => p.name)
                            .join(', ')}
                        </span>
                      ) : null}
                      {e.payment ? (
                        <span className={`desk-badge desk-badge--${e.payment}`}>
                          {t(`staff.desk.payment.${e.payment}`)}
                          {e.price !== null ? ` · ${money(e.price, day.currency)}` : ''}
                        </span>
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An occurrence of a recurring booking: a small mark whose name says which of how many ("Weekly series · 3 of 12"). */
function SeriesMark({ position, count }: { position: number; count: number }) {
  const { t } = useTranslation();
  const label = t('staff.desk.series.mark', { position, count });
  return (
    <span className="desk-entry__series" role="img" aria-label={label} title={label}>
      <span aria-hidden="true">↻</span> {position}/{count}
    </span>
  );
}
