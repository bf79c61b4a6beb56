import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMercadoPago } from '@mercadopago/sdk-js';
import { MERCADOPAGO_BRICK } from '@clubportal/contract/payment-providers';
import { Spinner } from '../../../components/ui/spinner';

type BrickController = { unmount: () => void };
type MercadoPagoSdk = new (
  publicKey: string,
  options: { locale: string },
) => {
  bricks: () => { create: (brick: 'payment', containerId: string, settings: Record<string, unknown>) => Promise<BrickController> };
};

export type MercadoPagoOrder = { pk: string; id: number; amount: number; email: string };

type Props = {
  order: MercadoPagoOrder;
  /** Posts the brick's form data to the server; answers the server's message when refused. */
  onPay: (formData: Record<string, unknown>) => Promise<{ ok: true } | { ok: false; message: string }>;
  onPaid: () => void;
  onFailed: (message: string) => void;
};

/**
 * Mercado Pago's payment brick (spec section 9: 1 installment, locale es-AR), loaded from Mercado Pago
 * only when this method is used. The brick tokenises the card; the server charges the payment's own amount.
 */
export function MercadoPagoBrick({ order, onPay, onPaid, onFailed }: Props) {
  const { t } = useTranslation();
  const containerId = `mp-brick-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let controller: BrickController | undefined;
    (async () => {
      await loadMercadoPago();
      const MercadoPago = (window as unknown as { MercadoPago?: MercadoPagoSdk }).MercadoPago;
      if (!MercadoPago || cancelled) return;
      const mp = new MercadoPago(order.pk, { locale: MERCADOPAGO_BRICK.locale });
      controller = await mp.bricks().create('payment', containerId, {
        initialization: { amount: order.amount, payer: { email: order.email } },
        customization: { paymentMethods: { creditCard: 'all', debitCard: 'all', maxInstallments: MERCADOPAGO_BRICK.maxInstallments } },
        callbacks: {
          onReady: () => !cancelled && setReady(true),
          onError: () => undefined,
          onSubmit: async ({ formData }: { formData: Record<string, unknown> }) => {
            const answer = await onPay(formData);
            if (answer.ok) onPaid();
            else onFailed(answer.message);
          },
        },
      });
      if (cancelled) controller.unmount();
    })().catch(() => !cancelled && onFailed(t('messages.crash')));
    return () => {
      cancelled = true;
      controller?.unmount();
    };
    // The brick is built once per order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.id]);

  return (
    <div className="provider-form">
      {ready ? null : <Spinner />}
      <div id={containerId} className="provider-form__mount" />
    </div>
  );
}
