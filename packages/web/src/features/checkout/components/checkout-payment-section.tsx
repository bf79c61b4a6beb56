import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutInfo, PaymentMethod } from '@clubportal/contract/checkout';
import { Skeleton } from '../../../components/ui/spinner';
import { useDateFormatter } from '../../../lib/date-format';
import { useSettings } from '../../../lib/settings/settings-context';
import { MethodChoice, TransportChoice } from './checkout-options';
import { LoadFailure, Loading } from '../../../components/load-state';

type Props = {
  info: CheckoutInfo | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  /** Transport is chosen for shop products only. */
  hasProducts: boolean;
  transportId: number | null;
  onTransport: (id: number) => void;
  methods: PaymentMethod[];
  methodChoice: string | null;
  onMethod: (key: string) => void;
  /** Under the chosen method (save this card). */
  selectedExtra: ReactNode;
  busy: boolean;
};

/** Transport and payment method, once checkout-info has answered (its loading and failure states before). */
export function CheckoutPaymentSection({
  info,
  failed,
  retrying,
  onRetry,
  hasProducts,
  transportId,
  onTransport,
  methods,
  methodChoice,
  onMethod,
  selectedExtra,
  busy,
}: Props) {
  const { t } = useTranslation();
  const date = useDateFormatter();
  const settings = useSettings();
  if (failed && !info) {
    return (
      <section className="checkout-card">
        <LoadFailure onRetry={onRetry} retrying={retrying} className="form__alert" />
      </section>
    );
  }
  if (!info) {
    return (
      <section className="checkout-card">
        <Loading>
          <Skeleton className="checkout-skeleton" />
          <Skeleton className="checkout-skeleton" />
        </Loading>
      </section>
    );
  }
  const sharedDeadline = info.isSharedPayment ? info.paymentDeadline : null;
  return (
    <>
      {hasProducts && info.transports.length > 0 ? (
        <section className="checkout-card">
          <TransportChoice
            transports={info.transports}
            value={transportId}
            onChange={onTransport}
            required={info.transportRequired}
            disabled={busy}
          />
        </section>
      ) : null}
      <section className="checkout-card">
        {sharedDeadline ? (
          <p className="checkout-deadline">
            {t('checkout.sharedDeadline', { date: date(sharedDeadline, `${settings.dateFormat} HH:mm`) })}
          </p>
        ) : null}
        <MethodChoice methods={methods} value={methodChoice} onChange={onMethod} disabled={busy} selectedExtra={selectedExtra} />
      </section>
    </>
  );
}
