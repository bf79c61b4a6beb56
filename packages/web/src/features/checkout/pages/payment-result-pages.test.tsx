import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { recordCheckoutAttempt } from '../checkout-attempt';
import { PaymentKoPage } from './payment-ko-page';
import { PaymentOkPage } from './payment-ok-page';
import { StripeCallbackPage, TransbankProcessPage } from './payment-return-pages';

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
    expect(screen.getByText('Checking your payment...', { selector: 'p' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The payment has been processed successfully' })).toBeTruthy();
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

  it('goes to /cz/ko with the cart intact when the server says it was not paid', async () => {
    recordCheckoutAttempt({ guid: 'guid-0002', fingerprint: 'x' });
    stubFetch({ 'GET /api/payments/status/guid-0002': () => json({ ok: false, retry: false }) });
    const onPaid = vi.fn();
    const router = renderAt('/cz/ok', '/cz/ok', <PaymentOkPage cartGuid="guid-0002" paid={{ lines: [], booking: false, order: false }} loggedIn onPaid={onPaid} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cz/ko'));
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('shows the success at once when the cart never went to a checkout (already cleared)', async () => {
    const api = stubFetch({});
    renderAt('/cz/ok', '/cz/ok', <PaymentOkPage cartGuid="" paid={{ lines: [], booking: false, order: false }} loggedIn onPaid={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'The payment has been processed successfully' })).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });
});

describe('/cz/ko', () => {
  it("says the spec's text and links back to the checkout while the cart holds something", () => {
    renderAt('/cz/ko', '/cz/ko', <PaymentKoPage cartHasItems />);
    expect(screen.getByRole('heading', { name: 'Sorry! The payment has not been completed. Please try again later.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe('/checkout');
  });
});

describe('provider return pages', () => {
  it('/stripe-callback asks the server about the payment intent, then /cz/ok', async () => {
    const api = stubFetch({ 'GET /api/stripe/status/pi_123': () => json({ ok: true, retry: false }) });
    const onPaid = vi.fn();
    const router = renderAt('/stripe-callback?payment_intent=pi_123&redirect_status=succeeded', '/stripe-callback', <StripeCallbackPage onPaid={onPaid} />);
    expect(screen.getByText('Processing payment please wait...', { selector: 'p' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cz/ok'));
    expect(onPaid).toHaveBeenCalled();
    expect(api.requests).toHaveLength(1);
  });

  it('/transbank/process-payment/{id} commits with token_ws; a refusal goes to /cz/ko', async () => {
    const api = stubFetch({ 'POST /api/transbank/process-payment/41': () => json({ ok: false }) });
    const onPaid = vi.fn();
    const router = renderAt('/transbank/process-payment/41?token_ws=e9d555262db0f989e49d724b4db0b0af367cc415cde41f500a776550fc5fddd3', '/transbank/process-payment/:id', <TransbankProcessPage onPaid={onPaid} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cz/ko'));
    expect(onPaid).not.toHaveBeenCalled();
    expect(api.requests[0]?.url.searchParams.get('token_ws')).toBe('e9d555262db0f989e49d724b4db0b0af367cc415cde41f500a776550fc5fddd3');
  });
});
