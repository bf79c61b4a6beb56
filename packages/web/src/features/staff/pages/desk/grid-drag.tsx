import { useCallback, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskCourt, DeskDay, DeskEntry } from '@clubportal/contract/staff-desk';
import type { DeskRow } from '../../rules/desk-grid';
import { MoveDialog } from './move-dialog';

/** Where a booking was dropped: a court and a start; the "Move to…" dialog opens there, with the new price, before saving. */
export type DeskDrop = { entry: DeskEntry; resourceId: number; startsAt: string };

const MOVABLE = new Set<DeskEntry['kind']>(['booking', 'match', 'hold']);
const DRAG_TYPE = 'application/x-clubportal-desk-booking';

/**
 * Moving a booking on the day grid (issue 33 §1) by dragging it onto another court and time, or by keyboard: Space
 * picks the focused booking up, the arrows move the target (courts sideways, the grid's rows up and down), Enter or
 * Space drops it and Escape cancels; every step is announced. Either way nothing is saved here: the drop opens the
 * "Move to…" dialog on the target, which shows the new price before saving (and stays the single-pointer alternative).
 */
export function useGridMove(day: DeskDay, rows: DeskRow[], enabled: boolean, onDrop: (drop: DeskDrop) => void) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<{ entry: DeskEntry; court: number; row: number } | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<DeskEntry | null>(null);
  const courts = day.courts;
  const movable = (e: DeskEntry) => enabled && MOVABLE.has(e.kind) && e.bookingTypeId !== null;
  const fits = (court: DeskCourt, e: DeskEntry) => e.bookingTypeId !== null && court.bookingTypeIds.includes(e.bookingTypeId);
  const say = (court: DeskCourt, row: DeskRow) => t('staff.desk.drag.over', { court: court.name, time: row.time });

  const drop = useCallback(
    (entry: DeskEntry, court: DeskCourt, row: DeskRow) => {
      setPicked(null);
      setOver(null);
      setDragging(null);
      onDrop({ entry, resourceId: court.id, startsAt: row.startsAt });
    },
    [onDrop],
  );

  const entryProps = (e: DeskEntry) => {
    if (!movable(e)) return {};
    const isPicked = picked?.entry.id === e.id;
    return {
      draggable: true,
      'data-dragging': dragging?.id === e.id || isPicked ? 'true' : undefined,
      'aria-describedby': 'desk-move-hint',
      onDragStart: (event: DragEvent<HTMLButtonElement>) => {
        event.dataTransfer.setData(DRAG_TYPE, String(e.id));
        event.dataTransfer.effectAllowed = 'move';
        setDragging(e);
      },
      onDragEnd: () => {
        setDragging(null);
        setOver(null);
      },
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        const key = event.key;
        if (!picked) {
          if (key !== ' ') return;
          event.preventDefault();
          const court = Math.max(
            0,
            courts.findIndex((c) => c.id === e.resourceId),
          );
          const row = Math.max(
            0,
            rows.findIndex((r) => r.startsAt >= e.startsAt),
          );
          setPicked({ entry: e, court, row });
          setAnnouncement(`${t('staff.desk.drag.picked', { name: e.title })} ${say(courts[court]!, rows[row]!)}`);
          return;
        }
        if (!isPicked) return;
        if (key === 'Escape') {
          event.preventDefault();
          setPicked(null);
          setAnnouncement(t('staff.desk.drag.cancelled'));
          return;
        }
        if (key === 'Enter' || key === ' ') {
          event.preventDefault();
          drop(picked.entry, courts[picked.court]!, rows[picked.row]!);
          return;
        }
        const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
        const step = moves[key];
        if (!step) return;
        event.preventDefault();
        let court = picked.court;
        // Sideways skips courts this booking's type cannot be on.
        do court += step[0];
        while (step[0] !== 0 && court >= 0 && court < courts.length && !fits(courts[court]!, picked.entry));
        if (court < 0 || court >= courts.length) court = picked.court;
        const row = Math.min(rows.length - 1, Math.max(0, picked.row + step[1]));
        setPicked({ ...picked, court, row });
        setAnnouncement(say(courts[court]!, rows[row]!));
      },
      onBlur: () => {
        if (isPicked) setPicked(null);
      },
    };
  };

  /** A cell a booking may be dropped on (a free slot, or the booking's own time on another court). */
  const cellProps = (court: DeskCourt, rowIndex: number) => {
    const key = `${court.id}|${rowIndex}`;
    const target = picked !== null && courts[picked.court]?.id === court.id && picked.row === rowIndex;
    return {
      'data-over': over === key || target ? 'true' : undefined,
      onDragOver: (event: DragEvent<HTMLTableCellElement>) => {
        if (!dragging || !fits(court, dragging)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (over !== key) setOver(key);
      },
      onDragLeave: () => setOver((o) => (o === key ? null : o)),
      onDrop: (event: DragEvent<HTMLTableCellElement>) => {
        event.preventDefault();
        if (dragging && rows[rowIndex]) drop(dragging, court, rows[rowIndex]);
      },
    };
  };

  const liveRegion = (
    <>
      <p id="desk-move-hint" className="sr-only">
        {t('staff.desk.drag.hint')}
      </p>
      <p className="sr-only" role="status" aria-live="assertive">
        {announcement}
      </p>
    </>
  );

  return { entryProps, cellProps, liveRegion, picked: picked?.entry ?? null };
}

/** The "Move to…" dialog opened where a booking was dropped (its court and start), its length kept. */
export function DropMoveDialog({ day, drop, onClose }: { day: DeskDay; drop: DeskDrop; onClose: () => void }) {
  const type = day.types.find((ty) => ty.id === drop.entry.bookingTypeId);
  if (!type) return null;
  return (
    <MoveDialog
      day={day}
      entry={drop.entry}
      durations={type.durations}
      step={type.slotStepMinutes}
      initialDuration={drop.entry.durationMinutes}
      initialTo={{ resourceId: drop.resourceId, startsAt: drop.startsAt }}
      onClose={onClose}
    />
  );
}
