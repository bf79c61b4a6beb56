import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CheckoutInfo } from '@clubportal/contract/checkout';
import { PaymentType } from '@clubportal/contract/enums';
import { MAX_UNITS_PER_LINE } from '@clubportal/contract/shop-limits';
import { TrashIcon } from '../../../components/ui/more-icons';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { usePriceFormatter } from '../../../lib/format';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import type { CheckoutCart } from '../rules/checkout-rules';
import type { VoucherChoice } from '../rules/voucher-choice';

export type LineActions = {
  increment: (productId: number) => void;
  decrement: (productId: number) => void;
  setUnits: (productId: number, text: string) => void;
  removeItem: (productId: number) => void;
  removeSale: (saleId: number) => void;
  /** Picks (or, with null, drops) the voucher that pays a sale; the checkout's button then pays with it. */
  chooseVoucher: (saleId: number, voucherId: number | null) => void;
};

type Props = {
  cart: CheckoutCart;
  info: CheckoutInfo | undefined;
  busy: boolean;
  actions: LineActions;
  voucherChoice: VoucherChoice | null;
};

/**
 * The basket on the checkout page: product lines with their stepper and remove, sales with remove and,
 * for a customer, the vouchers that can pay each sale (never a shared booking's). Prices are the
 * server's (checkout-info) where it gave them, the cart's while it is asked.
 */
export function CheckoutLines({ cart, info, busy, actions, voucherChoice }: Props) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const resolve = useUploadUrl();
  return (
    <ul className="checkout-lines" aria-busy={busy}>
      {cart.sItems.map((item) => {
        const priced = info?.saleItems.find((l) => l.productId === item.productId);
        const unitPrice = priced?.unitPrice ?? item.product.grossPrice;
        const subTotal = priced && priced.units === item.units ? priced.subTotal : item.totalWithDiscount;
        return (
          <li key={`item-${item.productId}`} className="checkout-line">
            {item.product.logo ? (
              <img className="checkout-line__thumb" src={resolve(item.product.logo)} alt="" width={64} height={64} />
            ) : (
              <span className="checkout-line__thumb" />
            )}
            <div className="checkout-line__info">
              <Link className="checkout-line__name" to={`/shop/${item.productId}`}>
                {item.product.name}
              </Link>
              <span className="checkout-line__unit">{price(unitPrice)}</span>
              <QuantityStepper
                size="sm"
                value={item.units}
                label={t('checkout.unitsOf', { name: item.product.name })}
                max={MAX_UNITS_PER_LINE}
                disabled={busy}
                onDecrement={() => actions.decrement(item.productId)}
                onIncrement={() => actions.increment(item.productId)}
                onSet={(text) => actions.setUnits(item.productId, text)}
              />
            </div>
            <div className="checkout-line__end">
              <span className="checkout-line__total">{price(subTotal)}</span>
              <button
                type="button"
                className="icon-button icon-button--sm"
                aria-label={t('checkout.remove', { name: item.product.name })}
                disabled={busy}
                onClick={() => actions.removeItem(item.productId)}
              >
                <TrashIcon size={16} />
              </button>
            </div>
          </li>
        );
      })}
      {cart.sales.map((sale) => (
        <SaleLine key={`sale-${sale.id}`} sale={sale} info={info} busy={busy} actions={actions} chosen={voucherChoice} />
      ))}
    </ul>
  );
}

function SaleLine({
  sale,
  info,
  busy,
  actions,
  chosen,
}: {
  sale: CheckoutCart['sales'][number];
  info: CheckoutInfo | undefined;
  busy: boolean;
  actions: LineActions;
  chosen: VoucherChoice | null;
}) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const ids = sale.saleIds.length ? sale.saleIds : [sale.id];
  const priced = info?.sales.filter((s) => ids.includes(s.id)) ?? [];
  const pending = priced.length === ids.length ? priced.reduce((n, s) => n + s.pending, 0) : sale.pending;
  const shared = sale.paymentType === PaymentType.Shared;
  const name = sale.title || sale.saleNumber;
  // Vouchers pay one sale at a time: an entry holding one sale can offer them.
  const vouchers = shared || ids.length !== 1 ? [] : (info?.vouchers.find((v) => v.saleId === ids[0])?.vouchers ?? []);
  // Nothing is picked until the member picks it (issue 19): the button says what it pays with.
  const picked = chosen && chosen.saleId === ids[0] && vouchers.some((v) => v.voucher.id === chosen.voucherId) ? chosen.voucherId : null;
  return (
    <li className="checkout-line checkout-line--sale">
      <div className="checkout-line__info">
        <span className="checkout-line__name">{name}</span>
        {sale.saleNumber && sale.title ? <span className="checkout-line__unit">{sale.saleNumber}</span> : null}
        {shared ? (
          // Its deadline is said once, from the server's figure, above the payment methods (checkout-payment-section).
          <span className="checkout-line__tag">{t('checkout.sharedPayment')}</span>
        ) : null}
        {vouchers.length > 0 ? (
          <div className="checkout-voucher">
            <label className="sr-only" htmlFor={`voucher-${sale.id}`}>
              {t('checkout.voucherFor', { name })}
            </label>
            <select
              id={`voucher-${sale.id}`}
              value={picked ?? ''}
              disabled={busy}
              onChange={(e) => actions.chooseVoucher(ids[0] as number, e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{t('checkout.noVoucher')}</option>
              {vouchers.map((v) => (
                <option key={v.voucher.id} value={v.voucher.id}>
                  {v.voucher.description} (
                  {v.voucher.kind === 'money' ? price(v.voucher.balance) : t('checkout.sessionsLeft', { count: v.voucher.balance })})
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className="checkout-line__end">
        <span className="checkout-line__total">{price(pending)}</span>
        <button
          type="button"
          className="icon-button icon-button--sm"
          aria-label={t('checkout.remove', { name })}
          disabled={busy}
          onClick={() => actions.removeSale(sale.id)}
        >
          <TrashIcon size={16} />
        </button>
      </div>
    </li>
  );
}
