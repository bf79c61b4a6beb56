import type { CheckoutInfo, PaymentMethod } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_SCRIPT,
  NETPAY_SCRIPT,
  splitExpiry,
  tokenizeCard,
  type AcceptJs,
  type AcceptResponse,
  type NetPayJs,
} from './card-tokenizer';

const method = (type: number): PaymentMethod => ({
  id: type,
  tokenId: null,
  name: 'Tarjeta',
  type,
  description: '',
  forceSaveCreditCard: false,
  allowTokenization: false,
});
const info = (over: Partial<CheckoutInfo> = {}) =>
  ({
    netPayPublicKey: 'pk_netpay_club',
    netPayProdMode: false,
    authorizeNet: { apiLoginId: '5KP3u95bQpv', clientKey: 'client-key-123', prodMode: false },
    ...over,
  }) as CheckoutInfo;
const card = { name: 'Ana Ruiz', number: '4000 0000 0000 0002', expiry: '04/29', securityCode: '123' };
const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete win.NetPay;
  delete win.Accept;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

/** The page has no provider script yet: the tokenizer adds it; "loading" it defines the global. */
async function loadWhenAsked(src: string, name: string, value: unknown) {
  await vi.waitFor(() => expect(document.head.querySelector(`script[src="${src}"]`)).not.toBeNull());
  win[name] = value;
  document.head.querySelector(`script[src="${src}"]`)?.dispatchEvent(new Event('load'));
}

function netPayJs(answer: (success: (e: unknown) => void, error: (e: unknown) => void) => void, validators: NetPayJs['card'] = undefined) {
  const js = {
    setApiKey: vi.fn(),
    setSandboxMode: vi.fn(),
    card: validators,
    token: { create: vi.fn((_card: unknown, ok: (e: unknown) => void, ko: (e: unknown) => void) => answer(ok, ko)) },
  };
  return js;
}

describe('the expiry of the card popup', () => {
  it('reads MM/YY (and MM/YYYY); anything else is not a date', () => {
    expect(splitExpiry('04/29')).toEqual({ month: '04', year: '29' });
    expect(splitExpiry('4/2029')).toEqual({ month: '04', year: '29' });
    for (const bad of ['13/29', '00/29', '0429', '04/2', '']) expect(splitExpiry(bad)).toBeNull();
  });
});

describe('NetPay (10)', () => {
  it('loads the sandbox NetPay.js only when asked, with the public key, and answers its token', async () => {
    expect(document.head.querySelector('script')).toBeNull();
    const js = netPayJs((ok) => ok({ message: { data: JSON.stringify({ token: 'token_abc123' }) } }));
    const result = tokenizeCard(method(PaymentMethodType.NetPay), card, info());
    await loadWhenAsked(NETPAY_SCRIPT.sandbox, 'NetPay', js);
    expect(await result).toEqual({ ok: true, token: 'token_abc123' });
    expect(js.setApiKey).toHaveBeenCalledWith('pk_netpay_club');
    expect(js.setSandboxMode).toHaveBeenCalledWith(true);
    expect(js.token.create.mock.calls[0]?.[0]).toEqual({ cardNumber: '4000000000000002', expMonth: '04', expYear: '29', cvv2: '123' });
  });

  it("in production mode loads NetPay's production script; a refusal answers NetPay's message", async () => {
    const js = netPayJs((_ok, ko) => ko({ message: 'Tarjeta no válida' }));
    const result = tokenizeCard(method(PaymentMethodType.NetPay), card, info({ netPayProdMode: true }));
    await loadWhenAsked(NETPAY_SCRIPT.production, 'NetPay', js);
    expect(await result).toEqual({ ok: false, message: 'Tarjeta no válida' });
    expect(js.setSandboxMode).toHaveBeenCalledWith(false);
  });

  it("checks the number, expiry and CVV with NetPay.js's validators before tokenising", async () => {
    win.NetPay = netPayJs(() => undefined, { validateNumber: () => false });
    expect(await tokenizeCard(method(PaymentMethodType.NetPay), card, info())).toEqual({
      ok: false,
      message: 'The card number is not valid',
    });
    win.NetPay = netPayJs(() => undefined, { validateNumber: () => true, validateNumberLength: () => true, validateExpiry: () => false });
    expect(await tokenizeCard(method(PaymentMethodType.NetPay), card, info())).toEqual({
      ok: false,
      message: 'The expiry date is not valid (MM/YY)',
    });
    win.NetPay = netPayJs(() => undefined, { validateCVV: () => false });
    expect(await tokenizeCard(method(PaymentMethodType.NetPay), card, info())).toEqual({
      ok: false,
      message: 'The security code is not valid',
    });
    expect(await tokenizeCard(method(PaymentMethodType.NetPay), { ...card, expiry: '14/29' }, info())).toEqual({
      ok: false,
      message: 'The expiry date is not valid (MM/YY)',
    });
  });

  it('a script that fails to load says the card payment is unavailable, and the next try loads it again', async () => {
    const result = tokenizeCard(method(PaymentMethodType.NetPay), card, info());
    await vi.waitFor(() => expect(document.head.querySelector(`script[src="${NETPAY_SCRIPT.sandbox}"]`)).not.toBeNull());
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(await result).toEqual({
      ok: false,
      message: 'The card payment could not be loaded. Please try again in a few minutes or choose another payment method.',
    });
    const again = tokenizeCard(method(PaymentMethodType.NetPay), card, info());
    await loadWhenAsked(
      NETPAY_SCRIPT.sandbox,
      'NetPay',
      netPayJs((ok) => ok({ token: 'token_second' })),
    );
    expect(await again).toEqual({ ok: true, token: 'token_second' });
  });
});

describe('Authorize.Net (15)', () => {
  function acceptJs(response: AcceptResponse) {
    return { dispatchData: vi.fn<AcceptJs['dispatchData']>((_data, done) => done(response)) };
  }

  it('dispatches the card to Accept.js with the public client key and login id, and answers the nonce', async () => {
    const js = acceptJs({
      opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'eyJub25jZSI6IjEyMyJ9' },
      messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
    });
    const result = tokenizeCard(method(PaymentMethodType.AuthorizeNet), card, info());
    await loadWhenAsked(ACCEPT_SCRIPT.sandbox, 'Accept', js);
    expect(await result).toEqual({ ok: true, token: 'eyJub25jZSI6IjEyMyJ9' });
    expect(js.dispatchData.mock.calls[0]?.[0]).toEqual({
      authData: { clientKey: 'client-key-123', apiLoginID: '5KP3u95bQpv' },
      cardData: { cardNumber: '4000000000000002', month: '04', year: '29', cardCode: '123', fullName: 'Ana Ruiz' },
    });
  });

  it("a refusal answers Accept.js's message; without Authorize.Net in the checkout info nothing is loaded", async () => {
    win.Accept = acceptJs({
      messages: { resultCode: 'Error', message: [{ code: 'E_WC_05', text: 'Please provide valid credit card number.' }] },
    });
    expect(await tokenizeCard(method(PaymentMethodType.AuthorizeNet), card, info())).toEqual({
      ok: false,
      message: 'Please provide valid credit card number.',
    });
    delete win.Accept;
    expect((await tokenizeCard(method(PaymentMethodType.AuthorizeNet), card, info({ authorizeNet: null }))).ok).toBe(false);
    expect((await tokenizeCard(method(PaymentMethodType.Redsys), card, info())).ok).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
  });
});
