import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import {
  CARD_NAME_MAX,
  cardBrand,
  cardData,
  cardFormComplete,
  cardNumberLength,
  maskCardName,
  maskCardNumber,
  maskExpiry,
  maskSecurityCode,
  SECURITY_CODE_MAX,
  type CardData,
} from '../rules/card-masks';

const EMPTY: CardData = { name: '', number: '', expiry: '', securityCode: '' };

type Props = {
  open: boolean;
  onClose: () => void;
  /** Tokenises and pays; answers the message to show when it could not. */
  onSubmit: (card: CardData) => Promise<string | null>;
  /** Text of the pay button ("Proceed to Pay 24,50 €"). */
  payLabel: string;
};

/**
 * The card-entry popup (spec section 5, Card form): name (20 characters at most), number grouped by its
 * brand, MM/YY expiry and the security code; 'Please fill all fields' until every field is complete. The
 * card never leaves the browser except through the provider's tokeniser.
 */
export function CardDialog({ open, onClose, onSubmit, payLabel }: Props) {
  const { t } = useTranslation();
  const [card, setCard] = useState<CardData>(EMPTY);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof CardData, value: string) => setCard((c) => ({ ...c, [field]: value }));
  const close = () => {
    if (busy) return;
    setCard(EMPTY);
    setMessage(null);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!cardFormComplete(card)) {
      setMessage(t('checkout.fillAllFields'));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      setMessage(await onSubmit(cardData(card)));
    } finally {
      setBusy(false);
    }
  }

  const brand = cardBrand(card.number);
  const numberLength = cardNumberLength(card.number);
  return (
    <Dialog open={open} onClose={close} title={t('checkout.cardTitle')}>
      <form className="form card-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        <Field label={t('checkout.cardName')} required>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="cc-name"
              maxLength={CARD_NAME_MAX}
              value={card.name}
              onChange={(e) => set('name', maskCardName(e.target.value))}
            />
          )}
        </Field>
        <Field label={t('checkout.cardNumber')} required>
          {(control) => (
            <div className="card-form__number">
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="cc-number"
                // Digits plus the spaces between the brand's groups.
                maxLength={numberLength + 3}
                placeholder="0000 0000 0000 0000"
                value={card.number}
                onChange={(e) => set('number', maskCardNumber(e.target.value))}
              />
              {brand !== 'other' ? (
                <span className="card-form__brand" data-brand={brand}>
                  {t(`checkout.brands.${brand}`)}
                </span>
              ) : null}
            </div>
          )}
        </Field>
        <div className="card-form__row">
          <Field label={t('checkout.cardExpiry')} required>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t('checkout.expiryPlaceholder')}
                maxLength={5}
                value={card.expiry}
                onChange={(e) => set('expiry', maskExpiry(e.target.value))}
              />
            )}
          </Field>
          <Field label={t('checkout.cardCode')} required>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={SECURITY_CODE_MAX}
                value={card.securityCode}
                onChange={(e) => set('securityCode', maskSecurityCode(e.target.value))}
              />
            )}
          </Field>
        </div>
        <FormAlert message={message} />
        <Button type="submit" block loading={busy}>
          {payLabel}
        </Button>
      </form>
    </Dialog>
  );
}
