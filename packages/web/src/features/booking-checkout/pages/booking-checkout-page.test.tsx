import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { encodeBookingPayload, type BookingPayload } from '@clubportal/contract/booking-payload';
import { storeSession } from '../../../test/customer-fixtures';
import { json, stubFetch, type SeenRequest } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import type { PrebookEntry } from '../api/prebook';
import { BookingCheckoutPage, type BookingCheckoutProps } from './booking-checkout-page';

const START = '2030-06-20T16:00:00.000Z'; // 18:00 in Madrid
const payload = (over: Partial<BookingPayload> = {}): BookingPayload => ({
  customerId: 7,
  bookingTypeId: 3,
  bookingTypeName: 'Padel',
  maxParticipants: 4,
  isValidated: false,
  sendCommunications: false,
  origin: 'web',
  bookingByPlace: false,
  cancelText: 'Free cancellation up to 24 hours before.',
  price: { price: 30, netPrice: 30, isSpecialPrice: false },
  date: START,
  duration: 90,
  resourceName: 'Court 2',
  blocks: [{ duration: 90, resourceId: 12, resourceName: 'Court 2', startDate: START, sstart: '18:00', noOnline: false, customerId: 7 }],
  ...over,
});

const type = (sharedPaymentAllowed = true, allowJoin = true) => ({
  id: 3,
  name: 'Padel',
  category: 'Padel',
  description: '',
  extendedDescription: '',
  image: '',
  grossPrice: 16,
  bookingByPlace: false,
  allowCreateBookByPlace: false,
  byPlace: false,
  maxParticipants: 4,
  durations: [60, 90],
  preferedDuration: 90,
  allowJoin,
  sharedPaymentAllowed,
  anticipationMins: null,
  relatedResourceTypes: [],
});

const entry = (over: Partial<PrebookEntry> = {}): PrebookEntry => ({
  description: '2030-06-20 18:00 (90 min)',
  bookingId: 55,
  paymentDeadline: START,
  serviceFree: false,
  paymentPending: true,
  totalWithDiscount: 7.5,
  title: 'Padel - Court 2',
  cancelUrl: 'publicbookings/cancel/55/7',
  saleId: 901,
  saleNumber: 'RES-000055-1',
  paymentType: 2,
  holdExpiresAt: '2030-06-19T10:15:00.000Z',
  ...over,
});

function server(
  opts: {
    modes?: Partial<{ sharedPaymentAllowed: boolean; fullPaymentAllowedWithSpecialPrices: boolean }>;
    sharedType?: boolean;
    allowJoin?: boolean;
    prebook?: (r: SeenRequest) => Response;
    genericPrice?: number;
  } = {},
) {
  return stubFetch({
    'GET /api/shop/payment-mode-allowed': () =>
      json({
        ok: true,
        pendingPaymentAllowed: false,
        sharedPaymentAllowed: true,
        fullPaymentAllowedWithSpecialPrices: true,
        ...opts.modes,
      }),
    'GET /api/publicbookings/filters/3': () =>
      json({
        ok: true,
        model: {
          bookingTypes: [type(opts.sharedType ?? true, opts.allowJoin ?? true)],
          anticipationText: '',
          anticipationMins: null,
          cancelText: '',
        },
      }),
    'POST /api/publicbookings/loadprice': () =>
      json({ ok: true, errorMsg: '', price: { price: opts.genericPrice ?? 24, netPrice: opts.genericPrice ?? 24, isSpecialPrice: false } }),
    'POST /api/publicbookings/prebook': opts.prebook ?? (() => json({ ok: true, model: [entry()] })),
    'POST /api/publicbookings/cancel/55/7': () => json({ ok: true, errorMsg: '', infoReturns: { amounts: [] } }),
  });
}

const players = [
  { id: 21, name: 'Javier Morales', logo: '' },
  { id: 22, name: 'Marta Gil', logo: '' },
  { id: 23, name: 'Pablo Sanz', logo: '' },
  { id: 24, name: 'Eva Luna', logo: '' },
];
/** Stands in for the player search the app composes in: one button per member. */
const renderPlayerSearch: BookingCheckoutProps['renderPlayerSearch'] = (onPick) => (
  <ul>
    {players.map((p) => (
      <li key={p.id}>
        <button type="button" onClick={() => onPick(p)}>
          {`Pick ${p.name}`}
        </button>
      </li>
    ))}
  </ul>
);

function renderCheckout(pl: string | null, addToCart: BookingCheckoutProps['addToCart'] = vi.fn(() => ({ ok: true as const }))) {
  const { router } = renderRoutes(
    [
      { path: '/checkout-booking', element: <BookingCheckoutPage renderPlayerSearch={renderPlayerSearch} addToCart={addToCart} /> },
      { path: '/bookingtypes', element: <p>Booking types page</p> },
      { path: '/checkout', element: <p>Checkout page</p> },
      { path: '/customer-bookings', element: <p>My bookings page</p> },
    ],
    pl === null ? '/checkout-booking' : `/checkout-booking?pl=${encodeURIComponent(pl)}`,
  );
  return { router, addToCart };
}

describe('booking checkout: where it starts', () => {
  it('sends a visitor without a stored customer, or with no or a garbled pl, to the booking types', async () => {
    localStorage.clear();
    server();
    renderCheckout(encodeBookingPayload(payload()));
    expect((await screen.findByText('Booking types page')).textContent).toBe('Booking types page');
  });

  it.each([null, 'not-base64!!', btoa('{"customerId":7}')])('garbled pl %s -> booking types', async (pl) => {
    storeSession();
    server();
    renderCheckout(pl);
    expect((await screen.findByText('Booking types page')).textContent).toBe('Booking types page');
  });

  it('summarises the slot in club time, with the special-price flag and the cancel text', async () => {
    storeSession();
    server();
    renderCheckout(encodeBookingPayload(payload({ price: { price: 20, netPrice: 20, isSpecialPrice: true } })));
    const summary = await screen.findByRole('region', { name: 'Padel' });
    expect(summary.textContent).toContain('Court 2');
    expect(summary.textContent).toContain('18:00 – 19:30');
    expect(summary.textContent).toContain('90 min');
    expect(summary.textContent).toContain('20\u00a0€');
    expect(summary.textContent).toContain('Special price');
    expect(summary.textContent).toContain('Free cancellation up to 24 hours before.');
  });
});

describe('booking checkout: pay modes', () => {
  it("starts on 'You Pay Your Part' with the owner's share, the shared total and the deadline; Full shows Add to Cart and the total", async () => {
    storeSession();
    server();
    renderCheckout(encodeBookingPayload(payload()));
    const shared = await screen.findByRole('radio', { name: /You Pay Your Part/ });
    expect((shared as HTMLInputElement).checked).toBe(true);
    const panel = screen.getByRole('region', { name: 'How do you want to pay?' });
    expect(panel.textContent).toContain('Your part7,50\u00a0€');
    expect(panel.textContent).toContain('Booking total30\u00a0€');
    expect(panel.textContent).toContain('Payment deadline20/06/2030 18:00');
    // What paying shared means: the member pays their part now, the others only once they accept.
    expect(panel.textContent).toContain(
      'You pay 7,50\u00a0€ now. Each player you add gets an invitation by email and pays their share only if they accept, by 20/06/2030 18:00. Until then they owe nothing.',
    );
    expect((screen.getByRole('button', { name: 'Proceed to Payment' }) as HTMLInputElement).disabled).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: /Full Payment/ }));
    expect((screen.getByRole('button', { name: 'Add to Cart 30\u00a0€' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Add players' })).toBeNull();
  });

  it("counts the open places at the generic price when the member's own is special", async () => {
    storeSession();
    const calls = server({ genericPrice: 24 });
    renderCheckout(encodeBookingPayload(payload({ price: { price: 20, netPrice: 20, isSpecialPrice: true } })));
    const panel = await screen.findByRole('region', { name: 'How do you want to pay?' });
    await waitFor(() => expect(panel.textContent).toContain('Booking total23\u00a0€'));
    expect(panel.textContent).toContain('Your part5\u00a0€');
    expect(calls.to('/api/publicbookings/loadprice')[0]?.body).toEqual({
      startDate: START,
      bookingTypeId: 3,
      duration: 90,
      resourceId: 12,
      customerId: -1,
    });
  });

  it('offers only Full when the type or the club refuses shared payment, or for one participant', async () => {
    storeSession();
    server({ sharedType: false });
    renderCheckout(encodeBookingPayload(payload()));
    expect(((await screen.findByRole('radio', { name: /Full Payment/ })) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /You Pay Your Part/ })).toBeNull();
  });

  it("offers only Shared for a special price the club won't take in full", async () => {
    storeSession();
    server({ modes: { fullPaymentAllowedWithSpecialPrices: false } });
    renderCheckout(encodeBookingPayload(payload({ price: { price: 20, netPrice: 20, isSpecialPrice: true } })));
    expect(((await screen.findByRole('radio', { name: /You Pay Your Part/ })) as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByRole('radio', { name: /Full Payment/ })).toBeNull();
  });

  it('says to contact the club when no mode is allowed', async () => {
    storeSession();
    server({ modes: { fullPaymentAllowedWithSpecialPrices: false } });
    renderCheckout(encodeBookingPayload(payload({ maxParticipants: 1, price: { price: 20, netPrice: 20, isSpecialPrice: true } })));
    expect((await screen.findByRole('alert')).textContent).toBe('No payment options available. Please contact the club');
    expect(screen.queryByRole('button', { name: /Proceed to Payment|Add to Cart/ })).toBeNull();
  });
});

describe('booking checkout: players', () => {
  it("keeps the owner first and fixed, adds players from 'Search a player', removes others, stops at 'Max players reached'", async () => {
    storeSession();
    server();
    renderCheckout(encodeBookingPayload(payload()));
    const list = await screen.findByRole('list', { name: 'Players' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'AAna RuizShare: 7,50\u00a0€Owner',
      'Open placeShare: 7,50\u00a0€',
      'Open placeShare: 7,50\u00a0€',
      'Open placeShare: 7,50\u00a0€',
    ]);
    expect(within(list).queryByRole('button', { name: 'Remove Ana Ruiz' })).toBeNull();
    // Open places are plain items: nothing to tap (issue 20).
    expect(within(list).queryAllByRole('button')).toHaveLength(0);

    for (const name of ['Javier Morales', 'Marta Gil', 'Pablo Sanz']) {
      await userEvent.click(screen.getByRole('button', { name: 'Add players' }));
      const popup = await screen.findByRole('dialog', { name: 'Search a player' });
      await userEvent.click(within(popup).getByRole('button', { name: `Pick ${name}` }));
    }
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'AAna RuizShare: 7,50\u00a0€Owner',
      'JJavier MoralesShare: 7,50\u00a0€',
      'MMarta GilShare: 7,50\u00a0€',
      'PPablo SanzShare: 7,50\u00a0€',
    ]);
    expect(screen.getByRole('region', { name: 'How do you want to pay?' }).textContent).toContain('Booking total30\u00a0€');

    await userEvent.click(screen.getByRole('button', { name: 'Add players' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Max players reached').textContent).toBe('Max players reached');

    await userEvent.click(within(list).getByRole('button', { name: 'Remove Marta Gil' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'AAna RuizShare: 7,50\u00a0€Owner',
      'JJavier MoralesShare: 7,50\u00a0€',
      'PPablo SanzShare: 7,50\u00a0€',
      'Open placeShare: 7,50\u00a0€',
    ]);
  });
});

describe('booking checkout: prebook', () => {
  it('prebooks the shared booking with its players, puts the sales in the cart and goes to the checkout', async () => {
    storeSession();
    const calls = server();
    const { router, addToCart } = renderCheckout(encodeBookingPayload(payload()));
    await userEvent.click(await screen.findByRole('button', { name: 'Add players' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pick Javier Morales' }));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect((await screen.findByText('Checkout page')).textContent).toBe('Checkout page');
    expect(router.state.location.pathname).toBe('/checkout');
    expect(router.state.location.state).toEqual({ bookingHeldUntil: '2030-06-19T10:15:00.000Z' });
    const body = calls.to('/api/publicbookings/prebook')[0]?.body as {
      booking: Record<string, unknown>;
      blocks: unknown[];
      players: unknown[];
      customerIsParticipant: boolean;
      isMultiple: boolean;
    };
    expect(body.booking).toMatchObject({
      customerId: 7,
      bookingTypeId: 3,
      duration: 90,
      paymentType: 'Shared',
      isValidated: false,
      sendCommunications: false,
    });
    expect(body.blocks).toEqual([
      { resourceId: 12, startDate: START, duration: 90, noOnline: false, resourceName: 'Court 2', sstart: '18:00' },
    ]);
    expect(body.players).toEqual([{ customerId: 21, team: -1, name: 'Javier Morales' }]);
    expect([body.customerIsParticipant, body.isMultiple]).toEqual([true, false]);
    expect(addToCart).toHaveBeenCalledWith([entry()]);
  });

  it('a free booking goes straight to My Bookings, with nothing for the cart', async () => {
    storeSession();
    server({
      prebook: () =>
        json({ ok: true, model: [entry({ serviceFree: true, paymentPending: false, totalWithDiscount: 0, holdExpiresAt: null })] }),
    });
    const { addToCart } = renderCheckout(encodeBookingPayload(payload({ price: { price: 0, netPrice: 0, isSpecialPrice: false } })));
    await userEvent.click(await screen.findByRole('button', { name: /Add to Cart/ }));
    expect((await screen.findByText('My bookings page')).textContent).toBe('My bookings page');
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('shows a refused prebook (field errors joined by commas) at the top and under the button', async () => {
    storeSession();
    server({
      prebook: () =>
        json(
          { ok: false, errorMsg: 'Bad booking', model: { date: 'The slot has passed', players: 'Max players reached' } },
          { status: 400 },
        ),
    });
    renderCheckout(encodeBookingPayload(payload()));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The slot has passed, Max players reached');
    expect(screen.getByRole('button', { name: 'Proceed to Payment' }).getAttribute('aria-describedby')).toMatch(/\S/);
    expect(screen.getAllByText('The slot has passed, Max players reached')).toHaveLength(2);
  });

  it("gives the slot back when the cart refuses it, and shows the cart's message", async () => {
    storeSession();
    const calls = server();
    renderCheckout(encodeBookingPayload(payload()), () => ({ ok: false, message: 'Shared payment cannot be mixed' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Shared payment cannot be mixed');
    expect(calls.to('/api/publicbookings/cancel/55/7')).toHaveLength(1);
  });
});

describe('booking checkout: open match (issue 29)', () => {
  it('is private unless the owner opens it as a match; the prebook says which', async () => {
    storeSession();
    const calls = server();
    renderCheckout(encodeBookingPayload(payload()));
    const open = (await screen.findByRole('checkbox', { name: /Open match/ })) as HTMLInputElement;
    expect(open.checked).toBe(false);
    expect(screen.getByText('Private: only the players in it can see it.').textContent).toBe('Private: only the players in it can see it.');
    await userEvent.click(open);
    expect(screen.getByText(/can take a free place/).textContent).toContain('see it, its players and their levels');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(calls.to('/api/publicbookings/prebook')).toHaveLength(1));
    expect((calls.to('/api/publicbookings/prebook')[0]?.body as { booking: { openMatch: boolean } }).booking.openMatch).toBe(true);
  });

  it('offers no open match for a type that does not allow joining, and books it private', async () => {
    storeSession();
    const calls = server({ allowJoin: false });
    renderCheckout(encodeBookingPayload(payload()));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(screen.queryByRole('checkbox', { name: /Open match/ })).toBeNull();
    await waitFor(() => expect(calls.to('/api/publicbookings/prebook')).toHaveLength(1));
    expect((calls.to('/api/publicbookings/prebook')[0]?.body as { booking: { openMatch: boolean } }).booking.openMatch).toBe(false);
  });
});
