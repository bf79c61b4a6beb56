import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { recordCheckoutAttempt } from '../checkout-attempt';
import { PaymentKoPage } from './payment-ko-page';
import { PaymentOkPage } from './payment-ok-page';
import { StripeCallbackPage, TransbankProcessPage } from './payment-return-pages';

/** A booking as GET /api/publicbookings/info answers it. */
function bookingDetail(b: {
  id: number;
  start: string;
  end: string;
  resourceName: string;
  duration: number;
  bookingToken: string;
  players: unknown[];
}) {
  return {
    ...b,
    isPast: false,
    dtStart: '2026-06-17 10:00',
    results: null,
    bookingTypeId: 1,
    bookingType: 'Pádel',
    resourceIds: [3],
    maxParticipants: 4,
    paymentType: 1,
    allowJoin: false,
    description: '',
    comments: '',
    canCancel: true,
    status: 'confirmed',
    holdExpiresAt: null,
    paymentDeadline: b.start,
    price: 12,
    paymentPending: 0,
    saleId: 90,
    cancelText: '',
    canLeave: false,
    cancelClosedReason: null,
    cancelWindowMinutes: 1440,
    qr: null,
  };
}

function renderAt(path: string, pattern: string, element: ReactNode) {
  const { router } = renderRoutes(
    [
      { path: pattern, element },
      { path: '*', element: null },
    ],
    path,
  );
  return router;
}

describe('/cz/ok', () => {
  it('confirms a cart that went to a checkout with the server, then clears it and says so', async () => {
    recordCheckoutAttempt({ guid: 'guid-0001', fingerprint: 'x' });
    // The polling itself (1 s, 10 retries) is unit-tested in status-polling.test.ts.
    stubFetch({ 'GET /api/payments/status/guid-0001': () => json({ ok: true, retry: false }) });
    const onPaid = vi.fn();
    const paid = { lines: [{ key: 's90', label: 'Pista 3 · sábado 10:00', units: null }], booking: true, order: false };
    renderAt('/cz/ok', '/cz/ok', <PaymentOkPage cartGuid="guid-0001" paid={paid} loggedIn onPaid={onPaid} popular={<p>Popular here</p>} />);
    expect(document.querySelector('.payment-result__title')?.textContent).toBe('Checking your payment...');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('The payment has been processed successfully');
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go To My Bookings' }).getAttribute('href')).toBe('/customer-bookings');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Popular here').textContent).toBe('Popular here');
    // It names what was paid.
    expect(screen.getByRole('list').textContent).toBe('Pista 3 · sábado 10:00');
  });

  it('after a shop order names what was bought and leads a member to Your Orders, a guest only back to the shop', async () => {
    const paid = { lines: [{ key: 'p7', label: 'Pala Vertex', units: 2 }], booking: false, order: true };
    renderAt('/cz/ok', '/cz/ok', <PaymentOkPage cartGuid="" paid={paid} loggedIn onPaid={vi.fn()} />);
    expect((await screen.findByRole('list')).textContent).toBe('Pala Vertex × 2');
    expect(screen.getByRole('link', { name: 'See my orders' }).getAttribute('href')).toBe('/customer-orders');
    expect(screen.queryByRole('link', { name: 'Go To My Bookings' })).toBeNull();
    cleanup();
    renderAt('/cz/ok', '/cz/ok', <PaymentOkPage cartGuid="" paid={paid} loggedIn={false} onPaid={vi.fn()} />);
    expect((await screen.findByRole('list')).textContent).toBe('Pala Vertex × 2');
    expect(screen.queryByRole('link', { name: 'Go To My Bookings' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'See my orders' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it('after paying for an activity leads the member to their activities, not to "Go To My Bookings"', async () => {
    const paid = {
      lines: [{ key: 's91', label: 'Clínica de volea', units: null }],
      booking: false,
      order: false,
      activitiesLink: '/customer-bookings#my-activities',
    };
    renderAt('/cz/ok', '/cz/ok', <PaymentOkPage cartGuid="" paid={paid} loggedIn onPaid={vi.fn()} />);
    expect((await screen.findByRole('link', { name: 'See my activities' })).getAttribute('href')).toBe('/customer-bookings#my-activities');
    expect(screen.queryByRole('link', { name: 'Go To My Bookings' })).toBeNull();
  });

  it('goes to /cz/ko with the cart intact when the server says it was not paid', async () => {
    recordCheckoutAttempt({ guid: 'guid-0002', fingerprint: 'x' });
    stubFetch({ 'GET /api/payments/status/guid-0002': () => json({ ok: false, retry: false }) });
    const onPaid = vi.fn();
    const router = renderAt(
      '/cz/ok',
      '/cz/ok',
      <PaymentOkPage cartGuid="guid-0002" paid={{ lines: [], booking: false, order: false }} loggedIn onPaid={onPaid} />,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cz/ko'));
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('shows the success at once when the cart never went to a checkout (already cleared)', async () => {
    const api = stubFetch({});
    renderAt(
      '/cz/ok',
      '/cz/ok',
      <PaymentOkPage cartGuid="" paid={{ lines: [], booking: false, order: false }} loggedIn onPaid={vi.fn()} />,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('The payment has been processed successfully');
    expect(api.requests).toHaveLength(0);
  });
});

describe('/cz/ok says what paid and names what was bought (issues 19 and 20)', () => {
  it('a booking paid with a session and a card: the voucher, the card charge, the court with Add to calendar and Share', async () => {
    recordCheckoutAttempt({ guid: 'guid-0003', fingerprint: 'x' });
    const booking = {
      id: 5,
      start: '2026-06-17T08:00:00.000Z',
      end: '2026-06-17T09:30:00.000Z',
      resourceName: 'Pista 3',
      duration: 90,
      bookingToken: 'tok-abcdefghijklmnop',
      players: [
        {
          id: 1,
          customerId: 7,
          name: 'Ana Ruiz',
          logo: '',
          team: 0,
          isMarketplace: false,
          level: null,
          isPlaceholder: false,
          totalDebts: 0,
          price: 6,
          state: 'accepted',
          paymentState: 'paid',
        },
        {
          id: 2,
          customerId: null,
          name: '',
          logo: '',
          team: 1,
          isMarketplace: false,
          level: null,
          isPlaceholder: true,
          totalDebts: 0,
          price: 6,
          state: null,
          paymentState: 'none',
        },
      ],
    };
    const api = stubFetch({
      'GET /api/payments/status/guid-0003': () =>
        json({
          ok: true,
          retry: false,
          paidWith: [
            { kind: 'sessions', name: 'Bono 10 clases', sessions: 1 },
            { kind: 'card', name: 'Tarjeta', amount: 2 },
          ],
        }),
      'GET /api/publicbookings/info/5': () => json({ ok: true, errorMsg: '', model: bookingDetail(booking) }),
      'GET /api/publicbookings/customer-bookings/7/5/ics': () =>
        new Response('BEGIN:VCALENDAR', {
          headers: { 'content-type': 'text/calendar', 'content-disposition': 'attachment; filename="booking-5.ics"' },
        }),
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const paid = { lines: [{ key: 's90', label: 'Pista 3', units: null }], booking: true, order: false, bookingIds: [5] };
    renderAt('/cz/ok', '/cz/ok', <PaymentOkPage cartGuid="guid-0003" paid={paid} loggedIn customerId={7} onPaid={vi.fn()} />);
    const paidWith = await screen.findByRole('heading', { name: 'Paid with' });
    expect(paidWith.nextElementSibling?.textContent).toMatch(/^Bono 10 clases: 1 sessionTarjeta: 2\s€$/);
    const court = await screen.findByText('Pista 3', { selector: '.payment-result__booking-court' });
    const card = court.parentElement as HTMLElement;
    expect(card.textContent).toContain('Wednesday 17 June 2026 · 10:00-11:30');
    expect(card.textContent).toContain('Players: Ana Ruiz');
    URL.createObjectURL = vi.fn(() => 'blob:ics');
    URL.revokeObjectURL = vi.fn();
    screen.getByRole('button', { name: 'Add to calendar' }).click();
    await waitFor(() => expect(api.to('/api/publicbookings/customer-bookings/7/5/ics')).toHaveLength(1));
    screen.getByRole('button', { name: 'Share' }).click();
    expect((await screen.findByRole('status')).textContent).toBe('Link copied');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/booking/tok-abcdefghijklmnop`);
  });

  it('a shop order paid by card is named by its number', async () => {
    recordCheckoutAttempt({ guid: 'guid-0004', fingerprint: 'x' });
    stubFetch({
      'GET /api/payments/status/guid-0004': () =>
        json({ ok: true, retry: false, paidWith: [{ kind: 'card', name: 'Tarjeta', amount: 13 }], orderNumber: 'W2026-ABC' }),
    });
    renderAt(
      '/cz/ok',
      '/cz/ok',
      <PaymentOkPage
        cartGuid="guid-0004"
        paid={{ lines: [{ key: 'p7', label: 'Pala Vertex', units: 2 }], booking: false, order: true }}
        loggedIn={false}
        onPaid={vi.fn()}
      />,
    );
    expect((await screen.findByText('Order W2026-ABC')).textContent).toBe('Order W2026-ABC');
    expect(screen.queryByRole('link', { name: 'Go To My Bookings' })).toBeNull();
  });
});

describe('/cz/ko', () => {
  it("a declined card says so in its headline, with the provider's reason below it", async () => {
    recordCheckoutAttempt({ guid: 'guid-0005', fingerprint: 'x' });
    stubFetch({ 'GET /api/payments/status/guid-0005': () => json({ ok: false, retry: false, declineReason: 'Fondos insuficientes' }) });
    renderAt('/cz/ko', '/cz/ko', <PaymentKoPage cartHasItems />);
    expect((await screen.findByRole('heading', { level: 1, name: 'Your card was declined.' })).textContent).toBe('Your card was declined.');
    expect(screen.getByText(/Fondos/).textContent).toBe('Reason: Fondos insuficientes');
  });

  it("says the spec's text and links back to the checkout while the cart holds something", () => {
    renderAt('/cz/ko', '/cz/ko', <PaymentKoPage cartHasItems />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Sorry! The payment has not been completed. Please try again later.',
    );
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe('/checkout');
  });
});

describe('provider return pages', () => {
  it('/stripe-callback asks the server about the payment intent, then /cz/ok', async () => {
    const api = stubFetch({ 'GET /api/stripe/status/pi_123': () => json({ ok: true, retry: false }) });
    const onPaid = vi.fn();
    const router = renderAt(
      '/stripe-callback?payment_intent=pi_123&redirect_status=succeeded',
      '/stripe-callback',
      <StripeCallbackPage onPaid={onPaid} />,
    );
    expect(document.querySelector('.payment-result__title')?.textContent).toBe('Processing payment please wait...');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cz/ok'));
    expect(onPaid).toHaveBeenCalled();
    expect(api.requests).toHaveLength(1);
  });

  it('/transbank/process-payment/{id} commits with token_ws; a refusal goes to /cz/ko', async () => {
    const api = stubFetch({ 'POST /api/transbank/process-payment/41': () => json({ ok: false }) });
    const onPaid = vi.fn();
    const router = renderAt(
      '/transbank/process-payment/41?token_ws=e9d555262db0f989e49d724b4db0b0af367cc415cde41f500a776550fc5fddd3',
      '/transbank/process-payment/:id',
      <TransbankProcessPage onPaid={onPaid} />,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cz/ko'));
    expect(onPaid).not.toHaveBeenCalled();
    expect(api.requests[0]?.url.searchParams.get('token_ws')).toBe('e9d555262db0f989e49d724b4db0b0af367cc415cde41f500a776550fc5fddd3');
  });
});
