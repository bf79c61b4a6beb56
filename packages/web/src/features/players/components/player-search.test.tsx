import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isSearchable } from '../../../components/ui/live-search';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderWithSettings } from '../../../test/render';
import { PlayerSearch } from './player-search';

describe('isSearchable', () => {
  it('needs the minimum number of characters, ignoring spaces', () => {
    expect(isSearchable('', 3)).toBe(false);
    expect(isSearchable('  an ', 3)).toBe(false);
    expect(isSearchable('Ana', 3)).toBe(true);
    expect(isSearchable('Ana', 4)).toBe(false);
  });
});

describe('player search', () => {
  it('searches from 3 characters and lists names without contact data', async () => {
    const server = stubFetch({
      'POST /api/publiccustomers/list': () => json({ ok: true, results: [{ id: 4, name: 'Alejandro Zamora', logo: '' }] }),
    });
    // The clock is moved, not waited for: two letters and well past the search's pause, nothing was asked.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithSettings(<PlayerSearch />);
    const box = screen.getByRole('searchbox', { name: 'Find players' });
    await user.type(box, 'Al');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(server.to('/api/publiccustomers/list')).toHaveLength(0);
    await user.type(box, 'e');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect((await screen.findByText('Alejandro Zamora')).textContent).toBe('Alejandro Zamora');
    expect(server.to('/api/publiccustomers/list').map((r) => r.body)).toEqual([{ search: 'Ale' }]);
    vi.useRealTimers();
  });

  it('hands a result back when picking is asked for (the booking checkout popup)', async () => {
    stubFetch({ 'POST /api/publiccustomers/list': () => json({ ok: true, results: [{ id: 4, name: 'Alejandro Zamora', logo: '' }] }) });
    const onPick = vi.fn();
    renderWithSettings(<PlayerSearch onPick={onPick} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find players' }), 'Ale');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Alejandro Zamora' }));
    expect(onPick).toHaveBeenCalledWith({ id: 4, name: 'Alejandro Zamora', logo: '' });
  });

  it('says "No results found for" and the text, and an empty box clears', async () => {
    stubFetch({ 'POST /api/publiccustomers/list': () => json({ ok: true, results: [] }) });
    renderWithSettings(<PlayerSearch />);
    const box = screen.getByRole('searchbox', { name: 'Find players' });
    const results = document.getElementById(box.getAttribute('aria-controls') ?? '') as HTMLElement;
    await userEvent.type(box, 'Zzzz');
    await waitFor(() => expect(results.textContent).toBe('No results found for Zzzz'));
    await userEvent.clear(box);
    expect(screen.queryByText(/No results found for/)).toBeNull();
  });

  it('shows the crash text when the search fails', async () => {
    stubFetch({ 'POST /api/publiccustomers/list': () => json({ ok: false, errorMsg: 'Internal server error' }, { status: 500 }) });
    renderWithSettings(<PlayerSearch />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find players' }), 'Luis');
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Tecnical problems. Please try again.');
  });
});
