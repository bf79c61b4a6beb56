import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutInfo, PaymentMethod } from '@clubportal/contract/checkout';
import { usePriceFormatter } from '../../../lib/format';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { methodKey } from '../rules/checkout-rules';

type Transport = CheckoutInfo['transports'][number];

/** The transports as radio cards (spec: required when a product line requires one). */
export function TransportChoice({
  transports,
  value,
  onChange,
  required,
  disabled,
}: {
  transports: Transport[];
  value: number | null;
  onChange: (id: number) => void;
  required: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const resolve = useUploadUrl();
  return (
    <fieldset className="checkout-choice" disabled={disabled}>
      <legend className="checkout-section__title">
        {t('checkout.transport')}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {transports.map((tr) => (
        <label key={tr.id} className="checkout-option">
          <input
            type="radio"
            name="transport"
            value={tr.id}
            checked={value === tr.id}
            onChange={() => onChange(tr.id)}
            aria-required={required || undefined}
          />
          {tr.logo ? <img src={resolve(tr.logo)} alt="" width={40} height={40} /> : null}
          <span className="checkout-option__text">
            <span className="checkout-option__name">{tr.name}</span>
            {tr.deliveryTime ? <span className="checkout-option__meta">{tr.deliveryTime}</span> : null}
          </span>
          <span className="checkout-option__price">{tr.product.grossPrice > 0 ? price(tr.product.grossPrice) : t('checkout.free')}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The payment methods (only what the server offers and the page can pay with); saved cards first.
 * `selectedExtra` (the "Save this card" choice) goes right under the chosen method.
 */
export function MethodChoice({
  methods,
  value,
  onChange,
  disabled,
  selectedExtra,
}: {
  methods: PaymentMethod[];
  value: string | null;
  onChange: (key: string) => void;
  disabled: boolean;
  selectedExtra?: ReactNode;
}) {
  const { t } = useTranslation();
  const sorted = [...methods].sort((a, b) => Number(b.tokenId !== null) - Number(a.tokenId !== null));
  return (
    <fieldset className="checkout-choice" disabled={disabled}>
      <legend className="checkout-section__title">{t('checkout.paymentMethod')}</legend>
      {sorted.length === 0 ? <p className="checkout-choice__empty">{t('checkout.noMethods')}</p> : null}
      {sorted.map((m) => (
        <Fragment key={methodKey(m)}>
          <label className="checkout-option">
            <input
              type="radio"
              name="paymentMethod"
              value={methodKey(m)}
              checked={value === methodKey(m)}
              onChange={() => onChange(methodKey(m))}
            />
            <span className="checkout-option__text">
              <span className="checkout-option__name">{m.name}</span>
              {m.tokenId !== null ? (
                <span className="checkout-option__meta">{t('checkout.savedCard')}</span>
              ) : m.description ? (
                <span className="checkout-option__meta">{m.description}</span>
              ) : null}
            </span>
          </label>
          {value === methodKey(m) && selectedExtra ? <div className="checkout-option__extra">{selectedExtra}</div> : null}
        </Fragment>
      ))}
    </fieldset>
  );
}
