import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@clubportal/contract/sales';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { useDateFormatter } from '../../../lib/date-format';
import { usePriceFormatter } from '../../../lib/format';
import { useCustomerId } from '../../../lib/use-customer-id';
import { useCustomerOrders } from '../api/get-customer-orders';
import { ItemThumb } from '../components/item-thumb';
import '../../../styles/member-money.css';
import { LoadFailure, Loading } from '../../../components/load-state';

/** /customer-orders: "Your Orders", a table per order (Date, Total, Online, Order number) and its items. */
export function OrdersPage() {
  const { t } = useTranslation();
  const customerId = useCustomerId();
  const orders = useCustomerOrders(customerId);

  return (
    <div className="money-page">
      <PageBanner title={t('menu.orders')} />
      <div className="container money">
        {orders.isError || customerId === null ? (
          <LoadFailure error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isRefetching} />
        ) : orders.isPending ? (
          <Loading className="money-list">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="money-skeleton money-skeleton--card" />
            ))}
          </Loading>
        ) : orders.data.length === 0 ? (
          <p className="account-empty">{t('orders.empty')}</p>
        ) : (
          <ul className="money-list" aria-label={t('menu.orders')}>
            {orders.data.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const date = useDateFormatter();
  const captionId = useId();
  const to = `/customer-orders/${order.id}`;
  return (
    <article className="order-card">
      <table className="order-card__summary" aria-labelledby={captionId}>
        <caption id={captionId} className="sr-only">
          {t('orders.orderTitle', { number: order.number })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.total')}</th>
            <th scope="col">{t('orders.online')}</th>
            <th scope="col">{t('orders.number')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td data-label={t('orders.date')}>
              <time dateTime={order.date}>{date(order.date)}</time>
            </td>
            <td data-label={t('orders.total')} className="money-amount">
              {price(order.total)}
            </td>
            <td data-label={t('orders.online')}>
              <span className={`badge ${order.online ? 'badge--active' : 'badge--muted'}`}>
                {order.online ? t('orders.yes') : t('orders.no')}
              </span>
            </td>
            <td data-label={t('orders.number')}>
              <Link to={to} className="order-card__number">
                {order.number}
              </Link>
            </td>
          </tr>
        </tbody>
      </table>
      <div className="order-card__foot">
        <ul className="order-card__items" aria-label={t('orders.items')}>
          {order.items.map((item, index) => (
            <li key={index}>
              <Link to={to} className="order-card__item" tabIndex={-1}>
                <ItemThumb logo={item.logo} size={40} />
                <span className="order-card__item-name">{item.name}</span>
                {item.units > 1 ? <span className="order-card__item-units">×{item.units}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={to} className="order-card__more">
          {t('orders.view')}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
    </article>
  );
}
