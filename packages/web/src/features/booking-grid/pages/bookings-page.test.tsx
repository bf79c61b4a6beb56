import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeBookingPayload } from '@clubportal/contract/booking-payload';
import type { BookingListItem, BookingType } from '@clubportal/contract/bookings';
import { getLoginRequest } from '../../../api/login-request';
import { saveSession } from '../../../api/session';
import { json, stubFetch, type SeenRequest } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { BookingsPage } from './bookings-page';

// 10:00 in Madrid on Monday 30 March 2026.
const NOW = new Date('2026-03-30T08:00:00.000Z');
const TODAY = '2026-03-30';

const type = (over: Partial<BookingType> = {}): BookingType => ({
  id: 1,
  name: 'Pádel',
  category: 'Pádel',
  description: '',
  extendedDescription: '',
  image: '',
  grossPrice: 16,
  bookingByPlace: false,
  allowCreateBookByPlace: false,
  byPlace: false,
  maxParticipants: 4,
  durations: [60, 90, 120],
  preferedDuration: 90,
  allowJoin: true,
  sharedPaymentAllowed: true,
  anticipationMins: 7 * 24 * 60,
  relatedResourceTypes: [],
  ...over,
});
const price = (amount: number, isSpecialPrice = false) => ({ price: amount, netPrice: amount, isSpecialPrice });
const court = (id: number, starts: Array<[string, string]>, durations = [60, 90, 120]): BookingListItem => ({
  id,
  name: `Pista ${id}`,
  type: 'padel_court',
  image: '',
  showNameOnline: true,
  preferedDuration: 90,
  timeTable: starts.map(([start, sstart]) => ({
    id: `${id}-${Date.parse(start)}`,
    start,
    sstart,
    durations,
    priceByDuration: { [String(durations.includes(90) ? 90 : durations[0])]: price(36) },
    noOnlineBlocks: [],
  })),
});
const filters = (types: BookingType[]) =>
  json({
    ok: true,
    model: {
      bookingTypes: types,
      anticipationText: 'Up to 7 days ahead.',
      anticipationMins: types[0]?.anticipationMins ?? null,
      cancelText: 'Free until 24 h before',
    },
  });
const listAnswer = (list: BookingListItem[], errorMsg = '') =>
  json({ ok: true, errorMsg: '', model: { list, errorMsg, multipleResources: false, date: TODAY, lastDate: '2026-04-06' } });

function api(types: BookingType[], list: BookingListItem[], more: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/publicbookings/filters': () => filters(types),
    'GET /api/publicbookings/filters/1': () => filters(types.filter((t) => t.id === 1)),
    'GET /api/publicbookings/filters/2': () => filters(types.filter((t) => t.id === 2)),
    'POST /api/publicbookings/list': () => listAnswer(list),
    'POST /api/publicbookings/loadprice': (r) => {
      const duration = (r.body as { duration: number }).duration;
      return json({ ok: true, errorMsg: '', price: price(duration === 60 ? 24 : 48) });
    },
    ...more,
  });
}

function renderGrid(path = '/bookings/1') {
  const { router } = renderRoutes(
    [
      { path: '/bookings/:bookingTypeId?', element: <BookingsPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
  return router;
}

const padelCourts = [
  court(1, [
    ['2026-03-30T17:00:00.000Z', '19:00'],
    ['2026-03-30T18:30:00.000Z', '20:30'],
  ]),
  court(2, [['2026-03-30T17:00:00.000Z', '19:00']]),
];
/** A start's button: its time and price or length as shown, then the court for screen readers. */
const slotName = (time: string, resource: string) => new RegExp(`^${time} .* at ${resource}$`);
const slot = (time: string, resource = 'Pista 1') => screen.findByRole('button', { name: slotName(time, resource) });
/** Until the screen is known (a transition after hydration) both views are in the page: wait for the one that stays. */
const viewKnown = () => waitFor(() => expect(document.querySelector('.grid-view--phone, .grid-view--wide')).toBeNull());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bookings grid', () => {
  it('shows the type, its anticipation note, the bookable days and the resources of the club day', async () => {
    const calls = api([type()], padelCourts);
    renderGrid();
    expect((await screen.findByRole('heading', { level: 1, name: 'Pádel' })).textContent).toBe('Pádel');
    expect((await screen.findByText('Up to 7 days ahead.')).textContent).toBe('Up to 7 days ahead.');
    await slot('19:00');
    expect(screen.getByRole('heading', { name: 'Pista 2' }).textContent).toBe('Pista 2');
    expect(calls.to('/api/publicbookings/list')[0]?.body).toEqual({ date: TODAY, bookingTypeId: 1, customerId: null });
    // Today .. today + 7 days (spec section 5), in the club's time zone.
    const days = within(screen.getByRole('group', { name: 'Day' })).getAllByRole('button');
    expect(days).toHaveLength(8);
    expect(days[0]?.getAttribute('aria-pressed')).toBe('true');
    const field = screen.getByLabelText('Choose another day') as HTMLInputElement;
    expect([field.min, field.max]).toEqual([TODAY, '2026-04-06']);
  });

  it('offers a member the days their season pass reaches, as the server’s answer names them, past the type’s own week', async () => {
    saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    // The server's rule for this member: their pass lets them book 14 days ahead.
    const calls = api([type()], padelCourts, {
      'POST /api/publicbookings/list': (r) =>
        json({
          ok: true,
          errorMsg: '',
          model: {
            list: padelCourts,
            errorMsg: '',
            multipleResources: false,
            date: (r.body as { date: string }).date,
            lastDate: '2026-04-13',
          },
        }),
    });
    renderGrid('/bookings/1?date=2026-04-10');
    const field = (await screen.findByLabelText('Choose another day')) as HTMLInputElement;
    await waitFor(() => expect(field.max).toBe('2026-04-13'));
    await waitFor(() => expect(field.value).toBe('2026-04-10'));
    await waitFor(() =>
      expect(calls.to('/api/publicbookings/list').at(-1)?.body).toEqual({ date: '2026-04-10', bookingTypeId: 1, customerId: 7 }),
    );
    // Before the server answered, the type's own week: the first grid asked was its last day.
    expect(calls.to('/api/publicbookings/list')[0]?.body).toMatchObject({ date: '2026-04-06' });
  });

  it('hides the duration chips for a type with a single duration, and filters the starts with them otherwise', async () => {
    api(
      [type(), type({ id: 2, name: 'Tenis', durations: [60], preferedDuration: 60 })],
      [court(1, [['2026-03-30T17:00:00.000Z', '19:00']], [60]), court(2, [['2026-03-30T18:00:00.000Z', '20:00']], [90])],
    );
    const router = renderGrid('/bookings/2');
    await slot('19:00');
    expect(screen.queryByRole('group', { name: 'Duration' })).toBeNull();

    await router.navigate('/bookings/1');
    const chips = await screen.findByRole('group', { name: 'Duration' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Any length', '60 min', '90 min', '120 min']);
    fireEvent.click(within(chips).getByRole('button', { name: '90 min' }));
    expect(screen.queryByRole('button', { name: slotName('19:00', 'Pista 1') })).toBeNull();
    expect(screen.getByRole('button', { name: slotName('20:00', 'Pista 2') }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(within(chips).getByRole('button', { name: '60 min' }));
    expect(screen.getByRole('button', { name: slotName('19:00', 'Pista 1') }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: slotName('20:00', 'Pista 2') })).toBeNull();
    fireEvent.click(within(chips).getByRole('button', { name: '120 min' }));
    expect((await screen.findByText('Sorry nothing found Try with other filters')).textContent).toBe(
      'Sorry nothing found Try with other filters',
    );

    // Another type starts without the last one's chip.
    await router.navigate('/bookings/2');
    expect((await screen.findByRole('button', { name: slotName('19:00', 'Pista 1') })).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Duration' })).toBeNull();
  });

  it('expands a slot into its durations and loads each missing price once, as a guest with customerId -1', async () => {
    const calls = api([type()], padelCourts);
    renderGrid();
    const button = await slot('19:00');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getByRole('group', { name: 'Durations at 19:00' });
    expect(within(options).getByRole('button', { name: /90 min/ }).textContent).toMatch(/36\s€/);
    await waitFor(() => expect(within(options).getByRole('button', { name: /120 min/ }).textContent).toMatch(/48\s€/));
    expect(within(options).getByRole('button', { name: /60 min/ }).textContent).toMatch(/24\s€/);

    // Closed and opened again: no new calls.
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole('group', { name: 'Durations at 19:00' });
    const asked = calls.to('/api/publicbookings/loadprice').map((r) => r.body);
    expect(asked).toEqual([
      { startDate: '2026-03-30T17:00:00.000Z', bookingTypeId: 1, duration: 60, resourceId: 1, customerId: -1 },
      { startDate: '2026-03-30T17:00:00.000Z', bookingTypeId: 1, duration: 120, resourceId: 1, customerId: -1 },
    ]);
  });

  it('says when a price cannot be loaded and counts it as 0', async () => {
    api([type()], padelCourts, {
      'POST /api/publicbookings/loadprice': () => json({ ok: false, errorMsg: 'This start is not priced' }, { status: 400 }),
    });
    renderGrid();
    fireEvent.click(await slot('19:00'));
    expect((await screen.findByRole('alert')).textContent).toContain('This start is not priced');
    const options = screen.getByRole('group', { name: 'Durations at 19:00' });
    expect(within(options).getByRole('button', { name: /60 min/ }).textContent).toMatch(/0\s€/);
  });

  it('asks a guest who chooses a duration to log in, coming back to the same type, date and slot', async () => {
    const calls = api([type()], padelCourts);
    renderGrid(`/bookings/1?date=2026-03-31`);
    const button = await slot('19:00');
    fireEvent.click(button);
    fireEvent.click(within(screen.getByRole('group', { name: 'Durations at 19:00' })).getByRole('button', { name: /90 min/ }));
    expect(getLoginRequest()).toEqual({
      open: true,
      returnTo: `/bookings/1?date=2026-03-31&slot=${encodeURIComponent('1-1774890000000')}`,
    });
    expect(screen.getByText('Please login or register').textContent).toBe('Please login or register');
    expect(calls.to('/api/publicbookings/list')[0]?.body).toMatchObject({ date: '2026-03-31' });
  });

  it('opens the slot named in the address (the way back from the login) with the member’s own prices', async () => {
    saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    const calls = api([type()], padelCourts);
    renderGrid(`/bookings/1?date=${TODAY}&slot=1-1774890000000`);
    expect(within(await screen.findByRole('group', { name: 'Durations at 19:00' })).getAllByRole('button')).toHaveLength(3);
    expect(calls.to('/api/publicbookings/list')[0]?.body).toEqual({ date: TODAY, bookingTypeId: 1, customerId: 7 });
    await waitFor(() =>
      expect(calls.to('/api/publicbookings/loadprice').map((r) => (r.body as { customerId: number }).customerId)).toEqual([7, 7]),
    );
  });

  it('sends a member through the related resources popups in turn, then to the checkout with the payload', async () => {
    saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    const related = [
      { bookingTypeResourceId: 11, resourceType: 'lights' },
      { bookingTypeResourceId: 12, resourceType: 'rackets' },
    ];
    const calls = api([type({ relatedResourceTypes: related })], padelCourts, {
      'POST /api/publicbookings/date-availability': (r: SeenRequest) => {
        const kind = (r.body as { bookingTypeResourceId: number }).bookingTypeResourceId;
        const resources =
          kind === 11
            ? [
                { id: 40, name: 'Luz A' },
                { id: 41, name: 'Luz B' },
              ]
            : [{ id: 50, name: 'Pala 1' }];
        return json({
          ok: true,
          model: resources.map((x) => ({
            ...x,
            type: kind === 11 ? 'lights' : 'rackets',
            image: '',
            startDate: '2026-03-30T17:00:00.000Z',
            duration: 90,
          })),
        });
      },
    });
    const router = renderGrid();
    fireEvent.click(await slot('19:00'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Durations at 19:00' })).getByRole('button', { name: /90 min/ }));

    const first = await screen.findByRole('dialog', { name: 'Choose your lights' });
    expect(within(first).getByText('Step 1 of 2 for your booking at 19:00.').textContent).toBe('Step 1 of 2 for your booking at 19:00.');
    fireEvent.click(await within(first).findByRole('button', { name: 'Luz B' }));
    const second = await screen.findByRole('dialog', { name: 'Choose your rackets' });
    fireEvent.click(await within(second).findByRole('button', { name: 'Pala 1' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-booking'));
    expect(calls.to('/api/publicbookings/date-availability').map((r) => r.body)).toEqual([
      { date: '2026-03-30T17:00:00.000Z', duration: 90, customerId: 7, bookingTypeResourceId: 11 },
      { date: '2026-03-30T17:00:00.000Z', duration: 90, customerId: 7, bookingTypeResourceId: 12 },
    ]);
    const payload = decodeBookingPayload(new URLSearchParams(router.state.location.search).get('pl'));
    expect(payload).toMatchObject({
      customerId: 7,
      bookingTypeId: 1,
      duration: 90,
      date: '2026-03-30T17:00:00.000Z',
      resourceName: 'Pista 1',
      price: price(36),
      cancelText: 'Free until 24 h before',
    });
    expect(payload?.blocks.map((b) => [b.resourceId, b.resourceName, b.duration, b.noOnline])).toEqual([
      [1, 'Pista 1', 90, false],
      [41, 'Luz B', 90, false],
      [50, 'Pala 1', 90, false],
    ]);
  });

  it('offers the same start on the other resources in a popup', async () => {
    saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    api([type()], padelCourts);
    const router = renderGrid();
    fireEvent.click(await slot('19:00'));
    fireEvent.click(screen.getByRole('button', { name: 'Same time on other courts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Other courts at 19:00' });
    expect(within(dialog).getByRole('heading', { name: 'Pista 2' }).textContent).toBe('Pista 2');
    fireEvent.click(within(dialog).getByRole('button', { name: /90 min/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-booking'));
    expect(decodeBookingPayload(new URLSearchParams(router.state.location.search).get('pl'))?.blocks[0]).toMatchObject({
      resourceId: 2,
      resourceName: 'Pista 2',
    });
  });

  it("shows the list's own message when nothing is free, and the server's message when the list fails", async () => {
    api([type()], [], { 'POST /api/publicbookings/list': () => listAnswer([], 'You can book up to 7 days ahead') });
    renderGrid();
    expect((await screen.findByText('You can book up to 7 days ahead')).textContent).toBe('You can book up to 7 days ahead');
    cleanupAndStub();
    api([type()], [], {
      'POST /api/publicbookings/list': () => json({ ok: false, errorMsg: 'Something went wrong here' }, { status: 400 }),
    });
    renderGrid();
    expect((await screen.findByText('Something went wrong here')).textContent).toBe('Something went wrong here');
  });

  it('opens the filter panel by itself with several types and none in the address; one type is chosen by itself', async () => {
    api([type(), type({ id: 2, name: 'Tenis', category: 'Tenis' })], padelCourts);
    renderGrid('/bookings');
    const panel = await screen.findByRole('navigation', { name: 'Booking types' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book a court');
    expect(screen.getByText('Choose what you would like to book.').textContent).toBe('Choose what you would like to book.');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/bookings/1', '/bookings/2']);
    expect(screen.getByRole('button', { name: 'Filter' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.queryByRole('navigation', { name: 'Booking types' })).toBeNull();

    cleanupAndStub();
    api([type()], padelCourts);
    const router = renderGrid('/bookings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/1'));
    expect((await screen.findByRole('heading', { level: 1, name: 'Pádel' })).textContent).toBe('Pádel');
  });

  it('sends a by-place type to its own page', async () => {
    api([type({ byPlace: true, bookingByPlace: true })], padelCourts);
    const router = renderGrid('/bookings/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings-byplace/1'));
  });

  it("shows the crash text when the types can't be loaded", async () => {
    stubFetch({});
    renderGrid('/bookings/1');
    expect((await screen.findByRole('alert')).textContent).toContain('Oops! Tecnical problems. Please try again.');
  });
});

describe('bookings grid on a phone (issue 20: time-first, with a switch to the court carousel)', () => {
  /** A phone's screen as the page's media query sees it (jsdom has no matchMedia: a test without this is wide). */
  function phoneScreen() {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: media === '(max-width: 699.98px)',
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  }
  const courts = [
    court(1, [
      ['2026-03-30T17:00:00.000Z', '19:00'],
      ['2026-03-30T18:30:00.000Z', '20:30'],
    ]),
    { ...court(2, [['2026-03-30T17:00:00.000Z', '19:00']]), showNameOnline: false },
    court(3, [['2026-03-30T16:00:00.000Z', '18:00']]),
  ];
  courts[1]!.timeTable[0]!.priceByDuration = { 90: price(30) };

  it('opens on each start time with how many courts are free and from what price; a time opens its courts, a court its durations', async () => {
    phoneScreen();
    api([type()], courts);
    renderGrid();
    const times = await screen.findByRole('button', { name: /^19:00/ });
    await viewKnown();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Availability');
    expect(screen.getAllByRole('button', { name: /^\d\d:\d\d \d court/ }).map((b) => b.textContent)).toEqual([
      '18:00 1 court free from 36\u00a0€',
      '19:00 2 courts free from 30\u00a0€',
      '20:30 1 court free from 36\u00a0€',
    ]);
    // The carousel is not on the phone's screen.
    expect(screen.queryByRole('group', { name: 'Courts and times' })).toBeNull();

    fireEvent.click(times);
    expect(times.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Free courts at 19:00' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(["Pista 1 36\u00a0€ · 90'", "Court 2 30\u00a0€ · 90'"]);
    const second = within(list).getByRole('button', { name: /^Court 2/ });
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getByRole('group', { name: 'Durations at 19:00' });
    expect(within(options).getByRole('button', { name: /90 min/ }).textContent).toMatch(/30\s€/);
    // Its other courts are in the time's own list: no "same time elsewhere" link.
    expect(screen.queryByRole('button', { name: 'Same time on other courts' })).toBeNull();
  });

  it('switches to the court carousel and back, keeping the choice in the address and across days', async () => {
    phoneScreen();
    api([type()], courts);
    const router = renderGrid();
    await screen.findByRole('button', { name: /^19:00/ });
    await viewKnown();
    const switcher = screen.getByRole('group', { name: 'View' });
    expect(within(switcher).getByRole('button', { name: 'By time' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(switcher).getByRole('button', { name: 'By court' }));
    await slot('19:00');
    expect(screen.getByRole('heading', { name: 'Court 2' }).textContent).toBe('Court 2');
    expect(within(switcher).getByRole('button', { name: 'By court' }).getAttribute('aria-pressed')).toBe('true');
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('courts');

    fireEvent.click(within(screen.getByRole('group', { name: 'Day' })).getAllByRole('button')[1]!);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2026-03-31'));
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('courts');

    fireEvent.click(within(switcher).getByRole('button', { name: 'By time' }));
    expect((await screen.findByRole('button', { name: /^19:00/ })).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Courts and times' })).toBeNull();
  });

  it('hides in both views what the duration chip hides', async () => {
    phoneScreen();
    api([type()], [court(1, [['2026-03-30T17:00:00.000Z', '19:00']], [60]), court(2, [['2026-03-30T18:00:00.000Z', '20:00']], [90])]);
    renderGrid();
    await screen.findByRole('button', { name: /^19:00/ });
    await viewKnown();
    fireEvent.click(within(screen.getByRole('group', { name: 'Duration' })).getByRole('button', { name: '90 min' }));
    expect(screen.queryByRole('button', { name: /^19:00/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^20:00/ }).textContent).toContain('1 court free');
  });

  it('a guest back from the login lands on the chosen time and court, open', async () => {
    phoneScreen();
    saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    api([type()], courts);
    renderGrid(`/bookings/1?date=${TODAY}&slot=1-1774890000000`);
    await viewKnown();
    const options = await screen.findByRole('group', { name: 'Durations at 19:00' });
    expect(screen.getByRole('button', { name: /^19:00/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /^Pista 1/ }).getAttribute('aria-expanded')).toBe('true');
    expect(within(options).getAllByRole('button')).toHaveLength(3);
  });

  it('opens on the carousel on a wide screen, with the switch there too', async () => {
    api([type()], courts);
    renderGrid();
    await slot('19:00');
    await viewKnown();
    expect(
      within(screen.getByRole('group', { name: 'View' }))
        .getByRole('button', { name: 'By court' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.queryByRole('button', { name: /^19:00 2 courts/ })).toBeNull();
  });
});

/** A second render in the same test: the first one's tree and fake server go. */
function cleanupAndStub() {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
}
