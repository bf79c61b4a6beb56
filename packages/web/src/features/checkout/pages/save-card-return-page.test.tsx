import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutBody } from '@clubportal/contract/checkout';
import { storeSession } from '../../../test/customer-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { testQueryClient } from '../../../test/render';
import { lastCheckoutAttempt } from '../checkout-attempt';
import { cartKey, type CheckoutCart } from '../rules/checkout-rules';
import { readSavedCheckout, storeSavedCheckout } from '../saved-checkout';
import { SaveCardReturnPage } from './save-card-return-page';

const cart: CheckoutCart = {
  guid: 'cart-guid-0001',
  total: 18000,
  sItems: [],
  sales: [{ id: 41, saleIds: [41], title: 'Cancha 2, 60 min', saleNumber: 'T-41', pending: 18000, paymentType: 1, paymentDeadline: null }],
};
const body: CheckoutBody = {
  saleItems: [],
  saleIds: [41],
  paymentMethodId: 18,
  tokenId: null,
  promoCode: null,
  shopTransportId: null,
  saveCreditCard: true,
  guid: 'cart-guid-0001',
  origin: 'web',
  customer: { id: 7, name: 'Ana', surname: 'Ruiz', email: 'ana@example.com', okRss: false, acceptConditions: true },
};
const TOKEN = 'tbk-inscription-0001';

function arrive(query: string, { onPaid = vi.fn(), currentCart = cart }: { onPaid?: () => void; currentCart?: CheckoutCart } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/transbank/process-tokenization/:requestId', element: <SaveCardReturnPage cart={currentCart} onPaid={onPaid} /> },
      { path: '*', element: null },
    ],
    { initialEntries: [`/transbank/process-tokenization/12?${query}`] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function stubServer(
  tokenization: () => Response,
  checkout: () => Response = () => json({ ok: true, model: { errorMsg: null, saleNumber: 'W2026-9', paid: true } }),
) {
  return stubFetch({ 'POST /api/transbank/process-tokenization/12': tokenization, 'POST /api/shop/checkout-customer': checkout });
}

const saved = () => json({ ok: true, model: { id: 31 }, errorMsg: null });

describe('/transbank/process-tokenization/{requestId}', () => {
  it('finishes saving the card, then pays the stored checkout with it and goes to /cz/ok', async () => {
    storeSession();
    storeSavedCheckout({ cartGuid: cart.guid, cartKey: cartKey(cart, 7), body });
    const api = stubServer(saved);
    const onPaid = vi.fn();
    const router = arrive(`TBK_TOKEN=${TOKEN}`, { onPaid });
    expect(screen.getByText('Processing payment please wait...', { selector: 'p' }).textContent).toBe('Processing payment please wait...');

    await waitFor(() => expect(router.state.location.pathname).toBe('/cz/ok'));
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(api.to('/api/transbank/process-tokenization/12')[0]?.url.search).toBe(`?TBK_TOKEN=${TOKEN}`);
    const sent = api.to('/api/shop/checkout-customer');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ ...body, tokenId: 31, saveCreditCard: false });
    // The stored checkout is used up; the success page confirms the payment by the cart's guid.
    expect(readSavedCheckout()).toBeNull();
    expect(lastCheckoutAttempt()?.guid).toBe('cart-guid-0001');
  });

  it("says 'Save card failed' when Transbank's return is an abort, pays nothing and offers the way back to the checkout", async () => {
    storeSession();
    storeSavedCheckout({ cartGuid: cart.guid, cartKey: cartKey(cart, 7), body });
    const api = stubServer(() => json({ ok: false, model: null, errorMsg: 'Save card failed' }));
    const onPaid = vi.fn();
    arrive(`TBK_TOKEN=${TOKEN}&TBK_ORDEN_COMPRA=x123&TBK_ID_SESION=y456`, { onPaid });

    expect((await screen.findByRole('heading', { name: 'Save card failed' })).tagName).toBe('H1');
    expect(api.to('/api/transbank/process-tokenization/12')[0]?.url.search).toBe(
      `?TBK_TOKEN=${TOKEN}&TBK_ORDEN_COMPRA=x123&TBK_ID_SESION=y456`,
    );
    expect(api.to('/api/shop/checkout-customer')).toHaveLength(0);
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe('/checkout');
    expect(readSavedCheckout()).toBeNull();
  });

  it("shows the spec's 'Save card failed' when the server gives no message", async () => {
    storeSession();
    stubServer(() => new Response('', { status: 502 }));
    arrive(`TBK_TOKEN=${TOKEN}`);
    expect((await screen.findByRole('heading', { name: 'Save card failed' })).textContent).toBe('Save card failed');
  });

  it('keeps the saved card but does not pay a checkout stored for other contents of the cart', async () => {
    storeSession();
    storeSavedCheckout({ cartGuid: cart.guid, cartKey: cartKey(cart, 7), body });
    const api = stubServer(saved);
    const changed: CheckoutCart = {
      ...cart,
      sales: [
        ...cart.sales,
        { id: 42, saleIds: [42], title: 'Fee', saleNumber: 'T-42', pending: 5000, paymentType: 1, paymentDeadline: null },
      ],
    };
    arrive(`TBK_TOKEN=${TOKEN}`, { currentCart: changed });
    expect(
      (
        await screen.findByRole('heading', {
          name: 'Your card has been saved, but this checkout has expired. Please review your basket and pay again.',
        })
      ).textContent,
    ).toBe('Your card has been saved, but this checkout has expired. Please review your basket and pay again.');
    expect(api.to('/api/shop/checkout-customer')).toHaveLength(0);
  });

  it("shows the checkout's refusal (a declined saved card) with the way back", async () => {
    storeSession();
    storeSavedCheckout({ cartGuid: cart.guid, cartKey: cartKey(cart, 7), body });
    stubServer(saved, () =>
      json({ ok: false, errorMsg: 'Sorry! The payment has not been completed. Please try again later.' }, { status: 400 }),
    );
    arrive(`TBK_TOKEN=${TOKEN}`);
    expect(
      (await screen.findByRole('heading', { name: 'Sorry! The payment has not been completed. Please try again later.' })).textContent,
    ).toBe('Sorry! The payment has not been completed. Please try again later.');
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe('/checkout');
  });
});
