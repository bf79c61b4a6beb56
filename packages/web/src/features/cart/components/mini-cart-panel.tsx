import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaymentType } from '@clubportal/contract/enums';
import { MAX_UNITS_PER_LINE } from '@clubportal/contract/shop-limits';
import { CloseIcon } from '../../../components/ui/icons';
import { TrashIcon } from '../../../components/ui/more-icons';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { usePriceFormatter } from '../../../lib/format';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { decrementUnits, incrementUnits, removeCartItem, removeCartSale, setUnits, type CartResult } from '../cart-actions';
import { useCart } from '../cart-store';

/** What the open mini cart shows: lines with their steppers, sales, the total, Continue shopping and Checkout. */
export function MiniCartPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const cart = useCart();
  const price = usePriceFormatter();
  const resolve = useUploadUrl();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function run(action: () => Promise<CartResult> | CartResult | void) {
    setBusy(true);
    setMessage(null);
    try {
      const result = await action();
      if (result && !result.ok) setMessage(result.message);
    } finally {
      setBusy(false);
    }
  }

  const empty = cart.sItems.length === 0 && cart.sales.length === 0;
  return (
    <>
      <header className="mini-cart__head">
        <h2 className="mini-cart__title">{t('cart.title')}</h2>
        <span className="mini-cart__count">{t('cart.items', { count: cart.count })}</span>
        <button type="button" className="icon-button icon-button--sm" aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon size={18} />
        </button>
      </header>
      {empty ? (
        <p className="mini-cart__empty">{t('cart.empty')}</p>
      ) : (
        <ul className="mini-cart__lines" aria-busy={busy}>
          {cart.sItems.map((item) => (
            <li key={`item-${item.productId}`} className="mini-cart__line">
              {item.product.logo ? (
                <img className="mini-cart__thumb" src={resolve(item.product.logo)} alt="" width={56} height={56} />
              ) : (
                <span className="mini-cart__thumb" />
              )}
              <div className="mini-cart__info">
                <Link className="mini-cart__name" to={`/shop/${item.productId}`} onClick={onClose}>
                  {item.product.name}
                </Link>
                <span className="mini-cart__unit">{price(item.product.grossPrice)}</span>
                <QuantityStepper
                  size="sm"
                  value={item.units}
                  label={t('cart.unitsOf', { name: item.product.name })}
                  max={MAX_UNITS_PER_LINE}
                  disabled={busy}
                  onDecrement={() => void run(() => decrementUnits(item.productId))}
                  onIncrement={() => void run(() => incrementUnits(item.productId))}
                  onSet={(text) => void run(() => setUnits(item.productId, text))}
                />
              </div>
              <div className="mini-cart__end">
                <span className="mini-cart__total">{price(item.totalWithDiscount)}</span>
                <button
                  type="button"
                  className="icon-button icon-button--sm mini-cart__remove"
                  aria-label={t('cart.remove', { name: item.product.name })}
                  disabled={busy}
                  onClick={() => void run(() => removeCartItem(item.productId))}
                >
                  <TrashIcon size={16} />
                </button>
              </div>
            </li>
          ))}
          {cart.sales.map((sale) => (
            <li key={`sale-${sale.id}`} className="mini-cart__line mini-cart__line--sale">
              <div className="mini-cart__info">
                <span className="mini-cart__name">{sale.title || sale.saleNumber}</span>
                {sale.saleIds.length > 1 ? (
                  <span className="mini-cart__unit">{t('cart.salesInGroup', { count: sale.saleIds.length })}</span>
                ) : null}
                {sale.paymentType === PaymentType.Shared ? <span className="mini-cart__tag">{t('cart.sharedPayment')}</span> : null}
              </div>
              <div className="mini-cart__end">
                <span className="mini-cart__total">{price(sale.pending)}</span>
                <button
                  type="button"
                  className="icon-button icon-button--sm mini-cart__remove"
                  aria-label={t('cart.remove', { name: sale.title || sale.saleNumber })}
                  disabled={busy}
                  onClick={() => void run(() => removeCartSale(sale.id))}
                >
                  <TrashIcon size={16} />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite">
        {message ? (
          <p className="mini-cart__message" role="alert">
            {message}
          </p>
        ) : null}
      </div>
      <div className="mini-cart__sum">
        <span>{t('cart.total')}</span>
        <strong data-testid="mini-cart-total">{price(cart.total)}</strong>
      </div>
      <div className="mini-cart__actions">
        <button type="button" className="btn btn--secondary btn--sm" onClick={onClose}>
          {t('cart.continueShopping')}
        </button>
        {empty ? null : (
          <Link to="/checkout" className="btn btn--primary btn--sm" onClick={onClose}>
            {t('cart.checkout')}
          </Link>
        )}
      </div>
    </>
  );
}
