import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutInfo, PaymentMethod } from '@clubportal/contract/checkout';
import { storeSession } from '../../../test/customer-fixtures';
import { json, stubFetch, type SeenRequest } from '../../../test/fetch-stub';
import { renderWithSettings } from '../../../test/render';
import type { CheckoutCart } from '../rules/checkout-rules';
import { CheckoutPage, type CardTokenizer, type CheckoutCartControls } from './checkout-page';

const method = (type: number, name: string): PaymentMethod => ({
  id: type,
  tokenId: null,
  name,
  type,
  description: '',
  forceSaveCreditCard: false,
  allowTokenization: false,
});
const sandbox = method(99, 'Card (sandbox)');
const netPay = method(10, 'NetPay');

const cart: CheckoutCart = {
  guid: 'cart-guid-0001',
  total: 89.9,
  sItems: [
    {
      productId: 5,
      units: 2,
      product: { name: 'Clay shoes', logo: '', grossPrice: 44.95, transportRequired: true },
      totalWithDiscount: 89.9,
    },
  ],
  sales: [],
};

function info(over: Partial<CheckoutInfo> = {}): CheckoutInfo {
  return {
    paymentMethods: [sandbox, netPay],
    vouchers: [],
    transports: [
      { id: 1, name: 'Pick up at the club', logo: '', deliveryTime: 'Next day', product: { grossPrice: 0 } },
      { id: 2, name: 'Standard delivery', logo: '', deliveryTime: '48/72 h', product: { grossPrice: 4.95 } },
    ],
    customer: null,
    payPalId: null,
    currency: 'EUR',
    netPayPublicKey: null,
    netPayProdMode: false,
    isSharedPayment: false,
    paymentDeadline: null,
    acceptConditions: false,
    okRss: false,
    saleItems: [{ productId: 5, name: 'Clay shoes', logo: '', units: 2, unitPrice: 44.95, subTotal: 89.9, transportRequired: true }],
    sales: [],
    transportRequired: true,
    cartTotal: 89.9,
    ...over,
  };
}

const paid = { ok: true, model: { errorMsg: null, saleNumber: 'W2026-1', paid: true } };

function controls(): CheckoutCartControls {
  return {
    increment: vi.fn(async () => ({ ok: true as const })),
    decrement: vi.fn(async () => ({ ok: true as const })),
    setUnits: vi.fn(async () => ({ ok: true as const })),
    removeItem: vi.fn(),
    removeSale: vi.fn(async () => ({ ok: true as const })),
    clear: vi.fn(),
    settleSale: vi.fn(() => false),
    renewGuid: vi.fn(() => 'cart-guid-0002'),
  };
}

function renderCheckout(
  opts: { checkout?: (r: SeenRequest) => Response; info?: CheckoutInfo; tokenizer?: CardTokenizer; cart?: CheckoutCart } = {},
) {
  const api = stubFetch({
    'POST /api/shop/checkout-info': () => json({ ok: true, errorMsg: null, data: opts.info ?? info() }),
    'POST /api/shop/checkout-info-by-customer': () => json({ ok: true, errorMsg: null, data: opts.info ?? info() }),
    'POST /api/promos/validate': (r) =>
      (r.body as { code: string }).code === 'BIENVENIDA10'
        ? json({ ok: true, errorMsg: null, data: { discount: 8.99, message: 'Disccount Applied' } })
        : json({ ok: false, errorMsg: 'Sorry, the code is not valid' }),
    'POST /api/shop/checkout': opts.checkout ?? (() => json(paid)),
    'POST /api/shop/checkout-customer': opts.checkout ?? (() => json(paid)),
  });
  const cartControls = controls();
  const view = renderWithSettings(<CheckoutPage cart={opts.cart ?? cart} controls={cartControls} cardTokenizer={opts.tokenizer} />);
  return { api, controls: cartControls, ...view };
}

const type = (label: string | RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const pay = () => fireEvent.click(screen.getByRole('button', { name: /^(Proceed to Pay|Confirm)/ }));
const alertText = async () => (await screen.findByRole('alert')).textContent;

function fillGuest() {
  type(/^Name/, 'Marta');
  type(/^Surname/, 'Gil');
  type(/^Email/, 'marta@example.com');
  type(/^Phone/, '600123456');
  type(/^Address/, 'Calle Real 12');
  type(/^Postal code/, '28260');
  type(/^City/, 'Galapagar');
  type(/^Province/, 'Madrid');
  type(/^Country/, 'España');
  type(/^Password/, 'secret12');
  type(/^Repeat password/, 'secret12');
}

describe('checkout page', () => {
  it('reports the rules of spec section 5 in order, then sends the checkout and goes to /cz/ok when paid', async () => {
    // Two methods, so that none is chosen for the member.
    const { api, controls: cartControls, router } = renderCheckout({ info: info({ paymentMethods: [sandbox, method(1, 'Cash')] }) });
    await screen.findByRole('radio', { name: /Standard delivery/ });
    expect(screen.getByTestId('checkout-total').textContent).toBe('89,90\u00a0€');

    pay();
    expect(await alertText()).toBe('Check required fields');
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    fillGuest();
    type(/^Repeat password/, 'other');
    pay();
    await waitFor(async () => expect(await alertText()).toBe('Password does not match'));
    type(/^Repeat password/, 'secret12');
    pay();
    await waitFor(async () => expect(await alertText()).toBe('Please select transport'));
    fireEvent.click(screen.getByRole('radio', { name: /Standard delivery/ }));
    expect(screen.getByTestId('checkout-total').textContent).toBe('94,85\u00a0€');
    pay();
    await waitFor(async () => expect(await alertText()).toBe('Please select a payment method'));
    fireEvent.click(screen.getByRole('radio', { name: 'Card (sandbox)' }));
    pay();
    await waitFor(async () => expect(await alertText()).toBe('Please accept our legal conditions'));
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept the legal conditions/ }));
    type('Promo code', 'WELCOME');
    pay();
    await waitFor(async () => expect(await alertText()).toBe('Please press Apply Coupon button to check the code'));
    type('Promo code', '');
    expect(document.querySelector('button[type="submit"]')?.textContent).toMatch(/^Proceed to Pay 94,85\s€$/);
    pay();

    await waitFor(() => expect(router.state.location.pathname).toBe('/cz/ok'));
    expect(cartControls.clear).toHaveBeenCalled();
    const [sent] = api.to('/api/shop/checkout');
    expect(sent?.body).toMatchObject({
      saleItems: [{ productId: 5, units: 2, subTotal: 89.9 }],
      saleIds: [],
      paymentMethodId: 99,
      shopTransportId: 2,
      promoCode: null,
      guid: 'cart-guid-0001',
      customer: {
        id: null,
        name: 'Marta',
        email: 'marta@example.com',
        password: 'secret12',
        repeatPassword: 'secret12',
        acceptConditions: true,
        okRss: false,
      },
    });
  });

  it('applies a promo code with its messages, and shows the discount in the total', async () => {
    renderCheckout();
    await screen.findByRole('radio', { name: /Standard delivery/ });
    type('Promo code', 'NOPE');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByText('Sorry, the code is not valid')).className).toContain('is-error');
    type('Promo code', 'BIENVENIDA10');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByText('Disccount Applied')).className).toContain('is-ok');
    expect(document.querySelector('.checkout-sum__discount dd')?.textContent).toBe('-8,99\u00a0€');
    expect(screen.getByTestId('checkout-total').textContent).toBe('80,91\u00a0€');
    // Changing the code again means it has to be applied again.
    type('Promo code', 'BIENVENIDA1');
    expect(document.querySelector('.checkout-sum__discount')).toBeNull();
  });

  it('says Confirm instead of a price when nothing is left to pay', async () => {
    renderCheckout({
      info: info({ cartTotal: 0, saleItems: [], transportRequired: false }),
      cart: {
        ...cart,
        total: 0,
        sItems: [],
        sales: [{ id: 9, saleIds: [9], title: 'Free class', saleNumber: 'T-9', pending: 0, paymentType: 1, paymentDeadline: null }],
      },
    });
    await waitFor(() => expect(document.querySelector('button[type="submit"]')?.textContent).toBe('Confirm'));
  });

  it('shows the server message of a refused checkout, and the technical-problems text when there is no answer', async () => {
    let answer: Response = json(
      { ok: false, errorMsg: 'The prices of your basket have changed. Please review it before paying.' },
      { status: 409 },
    );
    renderCheckout({
      checkout: () => answer,
      info: info({ transportRequired: false }),
      cart: { ...cart, sItems: [{ ...cart.sItems[0]!, product: { ...cart.sItems[0]!.product, transportRequired: false } }] },
    });
    await screen.findByRole('radio', { name: 'Card (sandbox)' });
    fillGuest();
    fireEvent.click(screen.getByRole('radio', { name: 'Card (sandbox)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept the legal conditions/ }));
    pay();
    await waitFor(async () => expect(await alertText()).toBe('The prices of your basket have changed. Please review it before paying.'));
    answer = new Response('', { status: 200 });
    pay();
    await waitFor(async () => expect(await alertText()).toBe('Ups! Tecnical problems. Please try again in a few minutes'));
  });

  it('goes home when the cart is empty', async () => {
    const { router } = renderCheckout({ cart: { guid: '', total: 0, sItems: [], sales: [] } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('button', { name: /Proceed to Pay/ })).toBeNull();
  });

  it('prefills a customer from checkout-info and asks no password', async () => {
    storeSession();
    const customer = {
      id: 7,
      name: 'Ana',
      surname: 'Ruiz',
      addressLine1: 'Calle Mayor 1',
      city: 'Madrid',
      town: 'Madrid',
      country: 'España',
      postalCode: '28001',
      email: 'ana@example.com',
      phone: '600111222',
    };
    const { api } = renderCheckout({ info: info({ customer, acceptConditions: true }) });
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ana'));
    expect((screen.getByRole('checkbox', { name: /I have read and accept/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(api.to('/api/shop/checkout-info-by-customer')[0]?.body).toMatchObject({
      customerId: 7,
      saleItems: [{ productId: 5, units: 2 }],
      saleIds: [],
    });
  });
});

describe('card popup and the tokeniser seam', () => {
  it('leaves card methods out when there is no tokeniser, and chooses the only method left', async () => {
    renderCheckout();
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Card (sandbox)' })).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'NetPay' })).toBeNull();
  });

  it('chooses nothing for the member when two methods are offered', async () => {
    renderCheckout({ tokenizer: vi.fn<CardTokenizer>() });
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Card (sandbox)' })).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'NetPay' }).checked).toBe(false);
  });

  it('opens the card popup for a card method, checks it is filled, tokenises, and pays with the token', async () => {
    const tokenizer = vi.fn<CardTokenizer>(async (_m, card) => {
      if (card.securityCode === '000') throw new Error('offline');
      return card.securityCode === '999' ? { ok: false, message: 'Card declined by NetPay' } : { ok: true, token: 'tok_123' };
    });
    const { api, router } = renderCheckout({
      tokenizer,
      info: info({ transportRequired: false }),
      cart: { ...cart, sItems: [{ ...cart.sItems[0]!, product: { ...cart.sItems[0]!.product, transportRequired: false } }] },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'NetPay' }));
    fillGuest();
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept the legal conditions/ }));
    pay();
    const dialog = await screen.findByRole('dialog', { name: 'Card details' });
    const payInDialog = () => fireEvent.click(within(dialog).getByRole('button', { name: /Proceed to Pay/ }));
    payInDialog();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please fill all fields');

    fireEvent.input(within(dialog).getByLabelText(/^Name on the card/), { target: { value: 'Marta Gil Soto de la Vega' } });
    expect((within(dialog).getByLabelText(/^Name on the card/) as HTMLInputElement).value).toBe('Marta Gil Soto de la');
    fireEvent.input(within(dialog).getByLabelText(/^Card number/), { target: { value: '378282246310005' } });
    expect((within(dialog).getByLabelText(/^Card number/) as HTMLInputElement).value).toBe('3782 822463 10005');
    expect(dialog.textContent).toContain('American Express');
    fireEvent.input(within(dialog).getByLabelText(/^Expiry/), { target: { value: '1230' } });
    expect((within(dialog).getByLabelText(/^Expiry/) as HTMLInputElement).value).toBe('12/30');
    fireEvent.input(within(dialog).getByLabelText(/^Security code/), { target: { value: '000' } });
    payInDialog();
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Oops! Tecnical problems. Please try again.'));
    fireEvent.input(within(dialog).getByLabelText(/^Security code/), { target: { value: '999' } });
    payInDialog();
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Card declined by NetPay'));
    expect(api.to('/api/shop/checkout')).toHaveLength(0);

    fireEvent.input(within(dialog).getByLabelText(/^Security code/), { target: { value: '1234' } });
    payInDialog();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cz/ok'));
    expect(tokenizer).toHaveBeenLastCalledWith(
      netPay,
      { name: 'Marta Gil Soto de la', number: '378282246310005', expiry: '12/30', securityCode: '1234' },
      expect.objectContaining({ currency: 'EUR' }),
    );
    expect(api.to('/api/shop/checkout')[0]?.body).toMatchObject({ paymentMethodId: 10, tpvOnlineInfoTemp: 'tok_123' });
  });
});

describe('voucher payment per sale', () => {
  const sale = { id: 21, saleIds: [21], title: 'Pista 1', saleNumber: 'T-21', pending: 12, paymentType: 1, paymentDeadline: null };
  const customer = {
    id: 7,
    name: 'Ana',
    surname: 'Ruiz',
    addressLine1: '',
    city: '',
    town: '',
    country: '',
    postalCode: '',
    email: 'ana@example.com',
    phone: '',
  };
  const withVouchers = (over: Partial<CheckoutInfo> = {}) =>
    info({
      customer,
      acceptConditions: true,
      saleItems: [],
      transportRequired: false,
      cartTotal: 12,
      sales: [{ id: 21, saleNumber: 'T-21', title: 'Pista 1', total: 12, pending: 12, paymentType: 1, paymentDeadline: null }],
      vouchers: [
        {
          saleId: 21,
          vouchers: [
            { id: 3, voucher: { id: 3, description: 'Wallet', kind: 'money', balance: 10 } },
            { id: 4, voucher: { id: 4, description: 'Bono 10 clases', kind: 'sessions', balance: 7 } },
          ],
        },
      ],
      ...over,
    });
  const renderWithVouchers = (opts: { checkout?: (r: SeenRequest) => Response } = {}) =>
    renderCheckout({ ...opts, info: withVouchers(), cart: { guid: 'g-12345678', total: 12, sItems: [], sales: [sale] } });

  it('picks no voucher by itself: paying by card sends no voucher', async () => {
    storeSession();
    const { api } = renderWithVouchers();
    const select = (await screen.findByLabelText('Voucher to pay Pista 1')) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Do not use a voucher');
    fireEvent.click(await screen.findByRole('radio', { name: 'Card (sandbox)' }));
    fireEvent.click(screen.getByRole('button', { name: /^Proceed to Pay 12\s€$/ }));
    await waitFor(() => expect(api.to('/api/shop/checkout-customer')).toHaveLength(1));
    const body = api.to('/api/shop/checkout-customer')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ saleIds: [21], paymentMethodId: 99, guid: 'g-12345678' });
    expect(body.voucherId).toBeUndefined();
  });

  it('the button says what the picked voucher pays, and the one checkout button pays with it', async () => {
    storeSession();
    const {
      api,
      controls: cartControls,
      router,
    } = renderWithVouchers({
      checkout: () =>
        json({
          ok: true,
          model: { errorMsg: null, saleNumber: 'T-21', paid: true, paidWith: [{ kind: 'sessions', name: 'Bono 10 clases', sessions: 1 }] },
        }),
    });
    const select = await screen.findByLabelText('Voucher to pay Pista 1');
    fireEvent.change(select, { target: { value: '3' } });
    const payButton = () => document.querySelector('button[type="submit"]')?.textContent;
    expect(payButton()).toMatch(/^Pay 10\s€ with Wallet \(2\s€ left to pay\)$/);
    fireEvent.change(select, { target: { value: '4' } });
    expect(payButton()).toBe('Pay with Bono 10 clases (1 session)');
    (cartControls.settleSale as ReturnType<typeof vi.fn>).mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Bono 10 clases (1 session)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cz/ok'));
    expect(cartControls.settleSale).toHaveBeenCalledWith(21, null);
    expect(router.state.location.state).toEqual({ paidWith: [{ kind: 'sessions', name: 'Bono 10 clases', sessions: 1 }] });
    const body = api.to('/api/shop/checkout-customer')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      saleIds: [21],
      saleItems: [],
      paymentMethodId: 7,
      voucherId: 4,
      customer: { id: 7, acceptConditions: true },
    });
    expect(body.guid).not.toBe('g-12345678');
  });

  it('a member paying a court is not asked for a delivery address', async () => {
    storeSession();
    renderWithVouchers();
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ana'));
    expect(screen.queryByLabelText(/^Address/)).toBeNull();
    expect(screen.queryByLabelText(/^Postal code/)).toBeNull();
  });
});

describe('a court held for payment', () => {
  it('counts the hold down with the clock, then says it is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.setSystemTime(new Date('2026-06-15T10:00:00.000Z'));
      storeSession();
      const held = info({
        saleItems: [],
        transportRequired: false,
        cartTotal: 12,
        sales: [
          {
            id: 21,
            saleNumber: 'T-21',
            title: 'Pista 1',
            total: 12,
            pending: 12,
            paymentType: 1,
            paymentDeadline: null,
            holdExpiresAt: '2026-06-15T10:14:32.000Z',
          },
        ],
      });
      renderCheckout({
        info: held,
        cart: {
          guid: 'g-hold-0001',
          total: 12,
          sItems: [],
          sales: [{ id: 21, saleIds: [21], title: 'Pista 1', saleNumber: 'T-21', pending: 12, paymentType: 1, paymentDeadline: null }],
        },
      });
      expect((await screen.findByRole('timer')).textContent).toBe('Court held 14:32');
      await vi.advanceTimersByTimeAsync(2000);
      expect(screen.getByRole('timer').textContent).toBe('Court held 14:30');
      await vi.advanceTimersByTimeAsync(14 * 60_000 + 30_000);
      expect(screen.getByRole('timer').textContent).toBe('The court is no longer held');
    } finally {
      vi.useRealTimers();
    }
  });
});
