import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskChangeEvent } from '@clubportal/contract/staff-desk-sync';
import { testQueryClient } from '../../../test/render';
import { useDeskEvents } from './staff-desk-sync';

/**
 * Desks in step (issue 33 §8): the day grid reads its day again when a change names that day (a payment or a refund
 * names the days of the bookings it paid for, as a move does), or names none (unknown: every desk reads what it
 * shows); a change of other days leaves it alone.
 */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly #listeners = new Map<string, Array<(message: MessageEvent<string>) => void>>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.#listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
});

const DATE = '2026-06-20';

function openGrid() {
  vi.stubGlobal('EventSource', FakeEventSource);
  const queryClient = testQueryClient();
  const refetched = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const view = renderHook(() => useDeskEvents(DATE), { wrapper });
  const source = FakeEventSource.last!;
  expect(source.url).toBe('/api/staff/desk/events');
  act(() => source.emit('ready', {}));
  const change = (over: Partial<DeskChangeEvent>) =>
    act(() => source.emit('change', { kind: 'payment', bookingId: 7, courts: [1], days: [DATE], ...over } satisfies DeskChangeEvent));
  return { view, source, refetched, change };
}

describe("the day grid's change stream", () => {
  it('a payment or a refund of a booking on another day: the grid shown is not read again', () => {
    const { refetched, change } = openGrid();
    change({ kind: 'payment', days: ['2026-06-21'] });
    change({ kind: 'refund', days: ['2026-06-19', '2026-06-21'] });
    expect(refetched).not.toHaveBeenCalled();
  });

  it('a payment or a refund of a booking on the day shown: read again', () => {
    const { refetched, change } = openGrid();
    change({ kind: 'payment', days: [DATE] });
    expect(refetched).toHaveBeenCalledTimes(1);
    expect(refetched).toHaveBeenLastCalledWith({ queryKey: ['staff', 'desk', 'day', DATE] });
    change({ kind: 'refund', days: ['2026-06-19', DATE] });
    expect(refetched).toHaveBeenCalledTimes(2);
  });

  it('a change naming no day (too many to name): read again; a reconnection too; closed when the grid goes', () => {
    const { view, source, refetched, change } = openGrid();
    change({ kind: 'block', bookingId: null, courts: [], days: [] });
    expect(refetched).toHaveBeenCalledTimes(1);
    // Back after a drop: changes made meanwhile were not heard.
    act(() => source.emit('ready', {}));
    expect(refetched).toHaveBeenCalledTimes(2);
    view.unmount();
    expect(source.closed).toBe(true);
  });
});
