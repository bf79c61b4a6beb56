import { useState, type ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toDecimal } from '@clubportal/contract/money';
import { LEGAL_TITLES, LegalText } from '../../../components/legal/legal-text';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { usePriceFormatter } from '../../../lib/format';
import type { DeliveryInput, Totals } from '../rules/checkout-rules';

type Props = {
  totals: Totals;
  register: UseFormRegister<DeliveryInput>;
  alert: string | null;
  payLabel: string;
  submitting: boolean;
  disabled: boolean;
  /** Above the figures: what holds the cart (a court's countdown). */
  children?: ReactNode;
};

/** The checkout's summary: the figures, newsletter and legal checks, what went wrong, and the pay button. */
export function CheckoutSummary({ totals, register, alert, payLabel, submitting, disabled, children }: Props) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const [legalPopup, setLegalPopup] = useState<'generalConditions' | 'privacyPolicyFull' | null>(null);
  return (
    <aside className="checkout-card checkout__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-section__title">
        {t('checkout.summary')}
      </h2>
      {children}
      <dl className="checkout-sum">
        <div>
          <dt>{t('checkout.subtotal')}</dt>
          <dd>{price(toDecimal(totals.cart))}</dd>
        </div>
        {totals.transport ? (
          <div>
            <dt>{t('checkout.shipping')}</dt>
            <dd>{totals.transport.amount > 0 ? price(toDecimal(totals.transport)) : t('checkout.free')}</dd>
          </div>
        ) : null}
        {totals.discount.amount > 0 ? (
          <div className="checkout-sum__discount">
            <dt>{t('checkout.discount')}</dt>
            <dd>-{price(toDecimal(totals.discount))}</dd>
          </div>
        ) : null}
        <div className="checkout-sum__total">
          <dt>{t('checkout.total')}</dt>
          <dd data-testid="checkout-total">{price(toDecimal(totals.total))}</dd>
        </div>
      </dl>
      <div className="checkout-legal">
        <Field label={t('dynamicForm.newsletter')} layout="check">
          {(control) => <input {...control} type="checkbox" {...register('okRss')} />}
        </Field>
        <Field label={t('dynamicForm.acceptLegal')} layout="check" required>
          {(control) => <input {...control} type="checkbox" {...register('acceptConditions')} />}
        </Field>
        <p className="checkout-legal__links">
          <span>{t('dynamicForm.readLegal')}</span>{' '}
          <button type="button" className="link-button" onClick={() => setLegalPopup('generalConditions')}>
            {t('legal.generalConditions')}
          </button>
          <span aria-hidden="true"> · </span>
          <button type="button" className="link-button" onClick={() => setLegalPopup('privacyPolicyFull')}>
            {t('legal.privacy')}
          </button>
        </p>
      </div>
      <FormAlert message={alert} />
      <Button type="submit" block loading={submitting} disabled={disabled}>
        {payLabel}
      </Button>
      {legalPopup ? (
        <Dialog open title={t(LEGAL_TITLES[legalPopup])} onClose={() => setLegalPopup(null)} size="md">
          <LegalText textKey={legalPopup} className="legal-popup__text" />
        </Dialog>
      ) : null}
    </aside>
  );
}
