import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CartIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { FormAlert } from '../../../components/ui/form-alert';
import { usePriceFormatter } from '../../../lib/format';

/**
 * What the app's cart does with the chosen sales (composed in app/: features never import each other).
 * Resolves when they are in the cart; rejects with the message to show otherwise.
 */
export type AddSalesToCart<T> = (chosen: T[]) => Promise<void>;

type Props = { count: number; total: number; onAdd: () => Promise<void> };

/** The sticky bar under a selectable table: how many and how much is chosen, and Add to cart. */
export function AddToCartBar({ count, total, onAdd }: Props) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const add = async () => {
    setBusy(true);
    setError(null);
    setAdded(false);
    try {
      await onAdd();
      setAdded(true);
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t('messages.crash'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cart-bar">
      <p className="cart-bar__summary" aria-live="polite">
        {added && count === 0 ? (
          <span className="cart-bar__added">
            <CheckCircleIcon size={18} />
            {t('debts.added')} <Link to="/checkout">{t('debts.toCheckout')}</Link>
          </span>
        ) : count === 0 ? (
          t('debts.noneSelected')
        ) : (
          t('debts.selected', { n: count, total: price(total) })
        )}
      </p>
      <Button onClick={() => void add()} loading={busy} disabled={count === 0}>
        <CartIcon size={18} />
        {t('debts.addToCart')}
      </Button>
      <div className="cart-bar__alert">
        <FormAlert message={error} />
      </div>
    </div>
  );
}
