import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { PayPalButtons } from './paypal-buttons';

type ButtonsOptions = {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }, actions: { order: { authorize: () => Promise<unknown> } }) => Promise<void>;
  onError: (err: unknown) => void;
};

// PayPal's JS SDK stand-in: loadScript answers a namespace whose Buttons record what the component gives them.
const sdk = vi.hoisted(() => ({ loadScript: vi.fn(), options: undefined as ButtonsOptions | undefined, rendered: false, closed: false }));
vi.mock('@paypal/paypal-js', () => ({ loadScript: sdk.loadScript }));

function paypalNamespace() {
  return {
    version: 'test',
    Buttons: (options: ButtonsOptions) => {
      sdk.options = options;
      return {
        render: async (el: HTMLElement) => {
          el.append(Object.assign(document.createElement('button'), { textContent: 'PayPal' }));
          sdk.rendered = true;
        },
        close: async () => {
          sdk.closed = true;
        },
        isEligible: () => true,
        updateProps: async () => undefined,
      };
    },
  };
}
const authorized = (id: string | null) => ({
  id: 'ORDER1234567',
  status: 'COMPLETED',
  purchase_units: [{ payments: { authorizations: id ? [{ id, status: 'CREATED' }] : [] } }],
});

beforeEach(() => {
  sdk.loadScript.mockReset();
  sdk.options = undefined;
  sdk.rendered = false;
  sdk.closed = false;
});
afterEach(() => vi.unstubAllGlobals());

function renderButtons(props: Partial<Parameters<typeof PayPalButtons>[0]> = {}) {
  const onPaid = vi.fn();
  const onError = vi.fn();
  const view = render(
    <PayPalButtons
      orderId="ORDER1234567"
      clientId="AZclient"
      currency="EUR"
      onPaid={onPaid}
      onError={onError}
      sdkBaseUrl="http://paypal.test/sdk/js"
      {...props}
    />,
  );
  return { ...view, onPaid, onError };
}

describe('PayPal buttons', () => {
  it("loads PayPal's SDK with the client id and the configured address, and pays the server's order: authorise, tell the server, done", async () => {
    sdk.loadScript.mockResolvedValue(paypalNamespace());
    const calls = stubFetch({ 'POST /api/paypal/callback': () => json({ ok: true, errorMsg: null }) });
    const { onPaid, onError, unmount } = renderButtons();
    expect(screen.getByRole('status').textContent).toBe('Loading PayPal...');
    await waitFor(() => expect((screen.getByRole('button', { name: 'PayPal' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('status')).toBeNull();
    expect(sdk.loadScript).toHaveBeenCalledWith({
      clientId: 'AZclient',
      currency: 'EUR',
      intent: 'authorize',
      components: 'buttons',
      sdkBaseUrl: 'http://paypal.test/sdk/js',
    });
    const options = sdk.options as ButtonsOptions;
    expect(await options.createOrder()).toBe('ORDER1234567');

    const authorize = vi.fn(async () => authorized('AUTH7654321'));
    await options.onApprove({ orderID: 'ORDER1234567' }, { order: { authorize } });
    expect(authorize).toHaveBeenCalledOnce();
    expect(calls.to('/api/paypal/callback').map((r) => r.body)).toEqual([{ orderId: 'ORDER1234567', authorizationId: 'AUTH7654321' }]);
    expect(onPaid).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
    unmount();
    expect(sdk.closed).toBe(true);
  });

  it("shows the server's message when the payment is refused, and the crash text when PayPal itself fails", async () => {
    sdk.loadScript.mockResolvedValue(paypalNamespace());
    stubFetch({
      'POST /api/paypal/callback': () =>
        json({ ok: false, errorMsg: 'Sorry! The payment has not been completed. Please try again later.' }),
    });
    const { onPaid, onError } = renderButtons();
    await waitFor(() => expect(sdk.rendered).toBe(true));
    const options = sdk.options as ButtonsOptions;
    await options.onApprove({ orderID: 'ORDER1234567' }, { order: { authorize: async () => authorized('AUTH7654321') } });
    expect(onError).toHaveBeenLastCalledWith('Sorry! The payment has not been completed. Please try again later.');
    await options.onApprove({ orderID: 'ORDER1234567' }, { order: { authorize: async () => authorized(null) } });
    expect(onError).toHaveBeenLastCalledWith('Oops! Tecnical problems. Please try again.');
    options.onError(new Error('popup closed by PayPal'));
    expect(onError).toHaveBeenCalledTimes(3);
    expect(onPaid).not.toHaveBeenCalled();
    // The buttons are there again for another try.
    expect((screen.getByRole('button', { name: 'PayPal' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('says so when PayPal cannot be loaded', async () => {
    sdk.loadScript.mockRejectedValue(new Error('The script "http://paypal.test/sdk/js" failed to load.'));
    renderButtons();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'PayPal could not be loaded. Please try again in a few minutes or choose another payment method.',
      ),
    );
  });
});
