import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutInfoBody } from '@clubportal/contract/checkout';
import { apiErrorMessage } from '../../../lib/error-message';
import { validatePromo } from '../api/validate-promo';
import type { PromoState } from '../components/promo-code';

type Applied = { code: string; discount: number; forCart: string };

/**
 * The promo code box: what is typed, and the discount the server gave it. A discount holds for the code
 * and the cart it was checked on; anything else must be applied again.
 */
export function usePromoCode(initialText: string, request: CheckoutInfoBody, cartKey: string) {
  const { t } = useTranslation();
  const [promo, setPromo] = useState<PromoState>({ text: initialText, message: null, busy: false });
  const [applied, setApplied] = useState<Applied | null>(null);
  const code = promo.text.trim();
  const promoApplied = applied !== null && applied.code === code && applied.forCart === cartKey;

  async function apply() {
    if (!code) return;
    setPromo((p) => ({ ...p, busy: true, message: null }));
    try {
      const answer = await validatePromo(code, request);
      setApplied({ code, discount: answer.discount, forCart: cartKey });
      setPromo((p) => ({ ...p, busy: false, message: { ok: true, text: t('checkout.discountApplied') } }));
    } catch (error) {
      setApplied(null);
      setPromo((p) => ({ ...p, busy: false, message: { ok: false, text: apiErrorMessage(error, t('checkout.invalidCode')) } }));
    }
  }

  return {
    promo,
    code,
    promoApplied,
    discount: promoApplied ? applied.discount : 0,
    type: (text: string) => setPromo({ text, message: null, busy: false }),
    apply,
  };
}
