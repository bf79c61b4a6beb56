import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deskChangeEventSchema, deskUndoResponseSchema, type DeskUndo } from '@clubportal/contract/staff-desk-sync';
import { staffRequest } from './staff-client';
import { staffMeKey } from './staff-session';

/**
 * Desks in step (issue 33 §8): the day grid listens to the server's change stream (same-origin EventSource, the staff
 * cookie) and refetches the day it shows when a change names it (a payment or a refund names its bookings' days too),
 * or names none (more than a change carries: unknown). The browser reconnects by itself after a drop (the server asks
 * for 3 s); on each (re)connection the day is refetched, since changes made while away were not heard. Answers the instant of the last change heard (the "updated" cue).
 */
export function useDeskEvents(date: string): number | null {
  const queryClient = useQueryClient();
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/staff/desk/events');
    let connections = 0;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: ['staff', 'desk', 'day', date] });
    source.addEventListener('ready', () => {
      if (connections++ > 0) refetch();
    });
    source.addEventListener('change', (message) => {
      const parsed = deskChangeEventSchema.safeParse(JSON.parse((message as MessageEvent<string>).data));
      if (!parsed.success) return;
      if (parsed.data.days.length && !parsed.data.days.includes(date)) return;
      // The cue shows once the fresh grid is drawn, not when the change is heard (a slow refetch would outlast it).
      void queryClient.invalidateQueries({ queryKey: ['staff', 'desk', 'day', date] }).then(() => setUpdatedAt(Date.now()));
    });
    // The session ended (signed out, ended by an administrator, idle): no reconnecting, and the console asks who is
    // signed in again, so its own 401 handling shows the sign-in page at once rather than on the next click.
    source.addEventListener('end', () => {
      source.close();
      void queryClient.invalidateQueries({ queryKey: staffMeKey });
    });
    return () => source.close();
  }, [date, queryClient]);
  return updatedAt;
}

/** The last desk action that moved no money, offered for undo until it expires (one per browser tab). */
let offer: DeskUndo | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function offerDeskUndo(next: DeskUndo | null | undefined) {
  offer = next ?? null;
  emit();
}

export function useDeskUndoOffer(): DeskUndo | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => offer,
    () => null,
  );
}

export function useUndoDeskAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actionId: number) =>
      staffRequest(`/api/staff/desk/undo/${actionId}`, { method: 'POST', body: {}, schema: deskUndoResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'desk', 'day'] }),
  });
}
