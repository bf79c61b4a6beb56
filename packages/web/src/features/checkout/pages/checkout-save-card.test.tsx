import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutBody, CheckoutInfo, PaymentMethod } from '@clubportal/contract/checkout';
import { storeSession } from '../../../test/customer-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderWithSettings } from '../../../test/render';
import { checkoutFingerprint, type CheckoutCart } from '../rules/checkout-rules';
import { recordCheckoutAttempt } from '../checkout-attempt';
import { readSavedCheckout } from '../saved-checkout';
import { CheckoutPage, type CardTokenizer, type CheckoutCartControls } from './checkout-page';

const method = (type: number, name: string, over: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: type,
  tokenId: null,
  name,
  type,
  description: '',
  forceSaveCreditCard: false,
  allowTokenization: false,
  ...over,
});
const webpay = method(18, 'Webpay', { allowTokenization: true });
const savedWebpay = method(18, 'Webpay **** 6623', { tokenId: 31, description: '**** 6623' });
const authorizeNet = method(15, 'Authorize.Net', { allowTokenization: true });
const pending = method(5, 'Pay at the club');

const cart: CheckoutCart = {
  guid: 'cart-guid-0001',
  total: 18000,
  sItems: [],
  sales: [{ id: 41, saleIds: [41], title: 'Cancha 2, 60 min', saleNumber: 'T-41', pending: 18000, paymentType: 1, paymentDeadline: null }],
};
const customer = {
  id: 7,
  name: 'Ana',
  surname: 'Ruiz',
  addressLine1: 'Av. Providencia 1',
  city: 'Santiago',
  town: 'RM',
  country: 'Chile',
  postalCode: '7500000',
  email: 'ana@example.com',
  phone: '600111222',
};

function info(paymentMethods: PaymentMethod[], over: Partial<CheckoutInfo> = {}): CheckoutInfo {
  return {
    paymentMethods,
    vouchers: [],
    transports: [],
    customer,
    payPalId: null,
    currency: 'CLP',
    netPayPublicKey: null,
    netPayProdMode: false,
    authorizeNet: { apiLoginId: 'login', clientKey: 'key', prodMode: false },
    isSharedPayment: false,
    paymentDeadline: null,
    acceptConditions: true,
    okRss: false,
    saleItems: [],
    sales: [{ id: 41, saleNumber: 'T-41', title: 'Cancha 2, 60 min', total: 18000, pending: 18000, paymentType: 1, paymentDeadline: null }],
    transportRequired: false,
    cartTotal: 18000,
    ...over,
  };
}

const controls = (): CheckoutCartControls => ({
  increment: vi.fn(async () => ({ ok: true as const })),
  decrement: vi.fn(async () => ({ ok: true as const })),
  setUnits: vi.fn(async () => ({ ok: true as const })),
  removeItem: vi.fn(),
  removeSale: vi.fn(async () => ({ ok: true as const })),
  clear: vi.fn(),
  settleSale: vi.fn(() => false),
  renewGuid: vi.fn(() => 'cart-guid-0002'),
});

function renderCheckout(
  methods: PaymentMethod[],
  { guest = false, tokenizer, tokenize }: { guest?: boolean; tokenizer?: CardTokenizer; tokenize?: () => Response } = {},
) {
  if (!guest) storeSession();
  const api = stubFetch({
    'POST /api/shop/checkout-info': () =>
      json({ ok: true, errorMsg: null, data: info(methods, { customer: null, acceptConditions: false }) }),
    'POST /api/shop/checkout-info-by-customer': () => json({ ok: true, errorMsg: null, data: info(methods) }),
    'POST /api/shop/checkout-customer': () => json({ ok: true, model: { errorMsg: null, saleNumber: 'W2026-9', paid: true } }),
    'GET /api/payments/status/cart-guid-0001': () => json({ ok: false, retry: false }),
    'POST /api/transbank/tokenize/7':
      tokenize ??
      (() =>
        json({
          ok: true,
          model: {
            url: 'https://webpay3gint.transbank.cl/webpayserver/bp_multicode_inscription.cgi',
            token: 'tbk-inscription-0001',
            redirectUrl: 'https://webpay3gint.transbank.cl/webpayserver/bp_multicode_inscription.cgi?TBK_TOKEN=tbk-inscription-0001',
          },
        })),
  });
  const cartControls = controls();
  const view = renderWithSettings(<CheckoutPage cart={cart} controls={cartControls} cardTokenizer={tokenizer} />);
  return { api, controls: cartControls, ...view };
}

const pay = () => fireEvent.click(screen.getByRole('button', { name: /^Proceed to Pay/ }));
const saveBox = () => screen.queryByRole('checkbox', { name: 'Save this card' }) as HTMLInputElement | null;

describe('"Save this card" at checkout', () => {
  it('shows under a chosen method that can keep the card, for customers only, and never under a saved card', async () => {
    renderCheckout([savedWebpay, webpay, pending]);
    const radios = await screen.findAllByRole('radio');
    // Saved cards first, named by their masked number.
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Webpay **** 6623Saved card', 'Webpay', 'Pay at the club']);
    expect(saveBox()).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /^Webpay$/ }));
    expect(saveBox()?.checked).toBe(false);
    expect(saveBox()?.disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: /Webpay \*\*\*\* 6623/ }));
    expect(saveBox()).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay at the club' }));
    expect(saveBox()).toBeNull();
  });

  it('is checked and locked when the method always saves the card', async () => {
    renderCheckout([method(18, 'Webpay', { allowTokenization: true, forceSaveCreditCard: true })]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Webpay' }));
    expect(saveBox()?.checked).toBe(true);
    expect(saveBox()?.disabled).toBe(true);
    expect(screen.getByText('This payment method always keeps the card for your next payments.').textContent).toBe(
      'This payment method always keeps the card for your next payments.',
    );
  });

  it('is not offered to a guest', async () => {
    renderCheckout([webpay], { guest: true });
    fireEvent.click(await screen.findByRole('radio', { name: 'Webpay' }));
    expect(saveBox()).toBeNull();
  });

  it('a saved card pays with its tokenId and no card popup', async () => {
    const { api } = renderCheckout([savedWebpay, webpay]);
    fireEvent.click(await screen.findByRole('radio', { name: /Webpay \*\*\*\* 6623/ }));
    pay();
    await waitFor(() => expect(api.to('/api/shop/checkout-customer')).toHaveLength(1));
    expect(api.to('/api/shop/checkout-customer')[0]?.body).toMatchObject({
      paymentMethodId: 18,
      tokenId: 31,
      saveCreditCard: false,
      saleIds: [41],
      customer: { id: 7 },
    });
  });

  it('asks the card provider to keep the card (saveCreditCard) when checked', async () => {
    const tokenizer = vi.fn<CardTokenizer>(async () => ({ ok: true, token: 'nonce-1' }));
    const { api } = renderCheckout([authorizeNet], { tokenizer });
    fireEvent.click(await screen.findByRole('radio', { name: 'Authorize.Net' }));
    fireEvent.click(saveBox() as HTMLInputElement);
    pay();
    const dialog = await screen.findByRole('dialog', { name: 'Card details' });
    fireEvent.input(within(dialog).getByLabelText(/^Name on the card/), { target: { value: 'Ana Ruiz' } });
    fireEvent.input(within(dialog).getByLabelText(/^Card number/), { target: { value: '4111111111111111' } });
    fireEvent.input(within(dialog).getByLabelText(/^Expiry/), { target: { value: '1230' } });
    fireEvent.input(within(dialog).getByLabelText(/^Security code/), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Proceed to Pay/ }));
    await waitFor(() => expect(api.to('/api/shop/checkout-customer')).toHaveLength(1));
    expect(api.to('/api/shop/checkout-customer')[0]?.body).toMatchObject({
      paymentMethodId: 15,
      tokenId: null,
      saveCreditCard: true,
      tpvOnlineInfoTemp: 'nonce-1',
    });
  });

  it("Transbank: stores the checkout, starts the inscription and posts TBK_TOKEN to Transbank's page, without paying yet", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { api } = renderCheckout([webpay]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Webpay' }));
    fireEvent.click(saveBox() as HTMLInputElement);
    pay();
    const dialog = await screen.findByRole('dialog', { name: 'Save your card' });
    // Cancel leaves everything as it was.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readSavedCheckout()).toBeNull();
    pay();
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Save your card' })).getByRole('button', { name: 'Continue to Transbank' }),
    );

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://webpay3gint.transbank.cl/webpayserver/bp_multicode_inscription.cgi');
    expect(Object.fromEntries(new FormData(form))).toEqual({ TBK_TOKEN: 'tbk-inscription-0001' });
    expect(api.to('/api/transbank/tokenize/7')[0]?.url.search).toBe('?fromPublic=true');
    expect(api.to('/api/shop/checkout-customer')).toHaveLength(0);
    const stored = readSavedCheckout();
    expect(stored).toMatchObject({
      cartGuid: 'cart-guid-0001',
      body: {
        paymentMethodId: 18,
        tokenId: null,
        saveCreditCard: true,
        saleIds: [41],
        guid: 'cart-guid-0001',
        customer: { id: 7, acceptConditions: true },
      },
    });
  });

  it('Transbank: a cart whose guid already went to a checkout (Webpay without saving) gets a new one for the checkout it stores', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    // The same content with Webpay, but without saving the card: the same fingerprint.
    const sameContent = checkoutFingerprint({
      customer: { id: 7 },
      saleItems: [],
      saleIds: [41],
      paymentMethodId: 18,
      promoCode: null,
      shopTransportId: null,
    } as unknown as CheckoutBody);
    recordCheckoutAttempt({ guid: 'cart-guid-0001', fingerprint: sameContent });
    const { api, controls: cartControls } = renderCheckout([webpay]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Webpay' }));
    fireEvent.click(saveBox() as HTMLInputElement);
    pay();
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Save your card' })).getByRole('button', { name: 'Continue to Transbank' }),
    );
    await waitFor(() => expect(api.to('/api/transbank/tokenize/7')).toHaveLength(1));
    expect(api.to('/api/payments/status/cart-guid-0001')).toHaveLength(1);
    expect(cartControls.renewGuid).toHaveBeenCalledTimes(1);
    expect(readSavedCheckout()).toMatchObject({ cartGuid: 'cart-guid-0002', body: { guid: 'cart-guid-0002' } });
  });

  it("Transbank: an inscription that cannot start shows the server's message and keeps nothing", async () => {
    renderCheckout([webpay], {
      tokenize: () => json({ ok: false, errorMsg: 'Ups! Tecnical problems. Please try again in a few minutes' }, { status: 503 }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Webpay' }));
    fireEvent.click(saveBox() as HTMLInputElement);
    pay();
    const dialog = await screen.findByRole('dialog', { name: 'Save your card' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to Transbank' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Ups! Tecnical problems. Please try again in a few minutes');
    expect(readSavedCheckout()).toBeNull();
  });
});
