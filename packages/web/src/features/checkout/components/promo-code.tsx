import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export type PromoState = { text: string; message: { ok: boolean; text: string } | null; busy: boolean };

type Props = { state: PromoState; onType: (text: string) => void; onApply: () => void; disabled: boolean };

/** The promo code box: typed, then checked with Apply ('Disccount Applied' or why not). */
export function PromoCode({ state, onType, onApply, disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="checkout-promo">
      <label htmlFor={id}>{t('checkout.promoCode')}</label>
      <div className="checkout-promo__row">
        <input
          id={id}
          type="text"
          autoComplete="off"
          maxLength={50}
          value={state.text}
          disabled={disabled}
          aria-describedby={state.message ? `${id}-message` : undefined}
          onChange={(e) => onType(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onApply();
            }
          }}
        />
        <Button variant="secondary" onClick={onApply} loading={state.busy} disabled={disabled || !state.text.trim()}>
          {t('checkout.apply')}
        </Button>
      </div>
      <p id={`${id}-message`} className={`checkout-promo__message ${state.message?.ok ? 'is-ok' : 'is-error'}`} role="status">
        {state.message?.text ?? ''}
      </p>
    </div>
  );
}
