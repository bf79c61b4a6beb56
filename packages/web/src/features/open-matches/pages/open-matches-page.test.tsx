import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OpenMatch } from '@clubportal/contract/open-matches';
import { clubDate } from '../../../lib/club-date';
import { storeSession } from '../../../test/customer-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { queryOf, readFilters } from '../rules/filters';
import { OpenMatchesPage } from './open-matches-page';

const match = (over: Partial<OpenMatch> = {}): OpenMatch => ({
  id: 61,
  bookingTypeId: 3,
  bookingType: 'Padel',
  start: '2030-06-20T16:00:00.000Z',
  dtStart: '2030-06-20 18:00',
  duration: 90,
  resourceName: 'Court 2',
  minLevel: 3,
  maxLevel: 4,
  maxParticipants: 4,
  placesLeft: 2,
  players: [
    { name: 'Marta', level: 3.25, team: 0 },
    { name: 'Carlos', level: null, team: 1 },
  ],
  paymentType: 2,
  joinShare: 7.5,
  fitsMyLevel: true,
  ...over,
});

const answer = (list: OpenMatch[], viewerLevel: number | null = 3.5) =>
  json({
    ok: true,
    errorMsg: '',
    model: {
      list,
      bookingTypes: [
        { id: 3, name: 'Padel' },
        { id: 4, name: 'Tenis' },
      ],
      viewerLevel,
    },
  });

function renderList(path = '/open-matches?date=2030-06-20') {
  return renderRoutes(
    [
      { path: '/open-matches', element: <OpenMatchesPage /> },
      { path: '/booking-join/:id', element: <p>Join page</p> },
    ],
    path,
  );
}

describe('open matches list (issue 29 section 3)', () => {
  it('shows each match with its levels, places left and players, the member’s level first, and leads to the join page', async () => {
    storeSession();
    stubFetch({
      'POST /api/publicbookings/open-matches': () => answer([match(), match({ id: 62, minLevel: 5, maxLevel: 6, fitsMyLevel: false })]),
    });
    renderList();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(first.textContent).toContain('18:00 Padel');
    expect(first.textContent).toContain('2 places left');
    expect(first.textContent).toContain('Level 3.0-4.0');
    expect(first.textContent).toContain('Your level');
    expect(first.textContent).toContain('Marta3.25');
    expect(first.textContent).toContain('Your share 7,50\u00a0€');
    expect(cards[1]!.textContent).toContain('Level 5.0-6.0');
    expect(screen.getByText('Matches for your level (3.5) come first.').textContent).toBe('Matches for your level (3.5) come first.');
    await userEvent.click(within(first).getByRole('link', { name: 'Join' }));
    expect((await screen.findByText('Join page')).textContent).toBe('Join page');
  });

  it('asks the server with the filters chosen (date, sport, level, time) and says the spec’s words when nothing is found', async () => {
    storeSession();
    const calls = stubFetch({ 'POST /api/publicbookings/open-matches': () => answer([]) });
    renderList();
    expect((await screen.findByText('Oops! there is nothing you can join. Try changing the date')).textContent).toBe(
      'Oops! there is nothing you can join. Try changing the date',
    );
    expect(calls.to('/api/publicbookings/open-matches')[0]?.body).toEqual({ date: '2030-06-20' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'Tenis');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '4.5');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time' }), 'afternoon');
    await waitFor(() =>
      expect(calls.to('/api/publicbookings/open-matches').at(-1)?.body).toEqual({
        date: '2030-06-20',
        bookingTypeId: 4,
        level: 4.5,
        from: '14:00',
        to: '18:00',
      }),
    );
  });

  it('reads the filters from the address: a past or garbled date is today, an unknown level or time is any', () => {
    const today = clubDate(Date.parse('2030-06-19T23:30:00.000Z'), 'Europe/Madrid');
    expect(today).toBe('2030-06-20');
    const f = readFilters(new URLSearchParams('date=2030-06-01&type=x&level=3.3&time=night'), today);
    expect(f).toEqual({ date: '2030-06-20', typeId: null, level: null, time: null });
    expect(queryOf(readFilters(new URLSearchParams('date=2030-06-22&type=3&level=3.5&time=evening'), today))).toEqual({
      date: '2030-06-22',
      bookingTypeId: 3,
      level: 3.5,
      from: '18:00',
    });
  });
});
