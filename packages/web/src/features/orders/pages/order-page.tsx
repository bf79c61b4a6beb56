import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { DocumentKind, Order } from '@clubportal/contract/sales';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/error-message';
import { useDateFormatter } from '../../../lib/date-format';
import { usePriceFormatter } from '../../../lib/format';
import { useCustomerId } from '../../../lib/use-customer-id';
import { useCreateDocumentLink } from '../api/create-document-link';
import { useCustomerOrder } from '../api/get-customer-order';
import { ItemThumb } from '../components/item-thumb';
import { documentPagePath, itemLinksToShop } from '../rules/order-rules';
import '../../../styles/member-money.css';
import { LoadFailure, Loading } from '../../../components/load-state';

/**
 * /customer-orders/:id: the order under the header image: items (names of shop articles link to their
 * product), payment method, date, subtotal, shipping (Free at 0), the discount only when there is one,
 * total; and its ticket (always) and invoice (once issued) to download.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const saleId = Number.isInteger(id) && id > 0 ? id : null;
  const customerId = useCustomerId();
  const order = useCustomerOrder(customerId, saleId);

  return (
    <div className="money-page">
      <PageBanner title={order.data ? t('orders.orderTitle', { number: order.data.number }) : t('sections.order')} />
      <div className="container money money--narrow">
        <Link to="/customer-orders" className="money__back">
          <ArrowRightIcon size={16} />
          {t('orders.back')}
        </Link>
        {order.data && customerId !== null ? (
          <OrderDetail order={order.data} customerId={customerId} />
        ) : saleId === null ? (
          <div className="notice">
            <p role="alert">{t('orders.notFound')}</p>
          </div>
        ) : order.isError || customerId === null ? (
          <LoadFailure error={order.error} onRetry={() => void order.refetch()} retrying={order.isRefetching} />
        ) : (
          <Loading className="money-card">
            <Skeleton className="skeleton--line skeleton--w40" />
            <Skeleton className="money-skeleton" />
            <Skeleton className="money-skeleton" />
            <Skeleton className="skeleton--line skeleton--w60" />
          </Loading>
        )}
      </div>
    </div>
  );
}

function OrderDetail({ order, customerId }: { order: Order; customerId: number }) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const date = useDateFormatter();
  return (
    <>
      <section className="money-card" aria-labelledby="order-items">
        <h2 id="order-items" className="money-card__title">
          {t('orders.items')}
        </h2>
        <div className="table-scroll">
          <table className="money-table order-items">
            <thead>
              <tr>
                <th scope="col">
                  <span className="sr-only">{t('orders.image')}</span>
                </th>
                <th scope="col">{t('orders.product')}</th>
                <th scope="col" className="num">
                  {t('orders.price')}
                </th>
                <th scope="col" className="num">
                  {t('orders.units')}
                </th>
                <th scope="col" className="num">
                  {t('orders.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item, index) => (
                <tr key={index}>
                  <td className="order-items__thumb">
                    <ItemThumb logo={item.logo} size={56} />
                  </td>
                  <th scope="row" className="order-items__name">
                    {itemLinksToShop(item) ? <Link to={`/shop/${item.productId}`}>{item.name}</Link> : item.name}
                  </th>
                  <td className="num" data-label={t('orders.price')}>
                    {price(item.price)}
                  </td>
                  <td className="num" data-label={t('orders.units')}>
                    {item.units}
                  </td>
                  <td className="num money-amount" data-label={t('orders.total')}>
                    {price(item.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <div className="order-summary">
        <section className="money-card" aria-labelledby="order-payment">
          <h2 id="order-payment" className="money-card__title">
            {t('orders.payment')}
          </h2>
          <dl className="money-facts">
            <div>
              <dt>{t('orders.number')}</dt>
              <dd>{order.number}</dd>
            </div>
            <div>
              <dt>{t('orders.paymentMethod')}</dt>
              <dd>{order.paymentMethod || '—'}</dd>
            </div>
            <div>
              <dt>{t('orders.date')}</dt>
              <dd>
                <time dateTime={order.date}>{date(order.date)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('orders.online')}</dt>
              <dd>{order.online ? t('orders.yes') : t('orders.no')}</dd>
            </div>
            {order.state ? (
              <div>
                <dt>{t('orders.status')}</dt>
                <dd data-order-state={order.state}>{t(`orders.states.${order.state}`)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        <section className="money-card" aria-labelledby="order-totals">
          <h2 id="order-totals" className="money-card__title">
            {t('orders.summary')}
          </h2>
          <dl className="money-totals">
            <div>
              <dt>{t('orders.subtotal')}</dt>
              <dd>{price(order.subTotal)}</dd>
            </div>
            <div>
              <dt>{t('orders.shipping')}</dt>
              <dd>{order.shipping === 0 ? t('orders.free') : price(order.shipping)}</dd>
            </div>
            {order.discount !== 0 ? (
              <div className="money-totals__discount">
                <dt>{t('orders.discount')}</dt>
                <dd>-{price(order.discount)}</dd>
              </div>
            ) : null}
            <div className="money-totals__total">
              <dt>{t('orders.total')}</dt>
              <dd>{price(order.total)}</dd>
            </div>
          </dl>
        </section>
      </div>
      <OrderDocuments order={order} customerId={customerId} />
    </>
  );
}

/** The ticket and (when issued) the invoice: a fresh link, then its download page in the secure layout. */
function OrderDocuments({ order, customerId }: { order: Order; customerId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useCreateDocumentLink(customerId, order.id);
  const open = (kind: DocumentKind) => link.mutate(kind, { onSuccess: ({ token }) => void navigate(documentPagePath(kind, token)) });
  return (
    <section className="money-card" aria-labelledby="order-documents">
      <h2 id="order-documents" className="money-card__title">
        {t('orders.documents')}
      </h2>
      <div className="money-actions">
        {order.hasInvoice ? (
          <Button onClick={() => open('invoice')} loading={link.isPending && link.variables === 'invoice'} disabled={link.isPending}>
            {t('orders.downloadInvoice')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => open('ticket')}
          loading={link.isPending && link.variables === 'ticket'}
          disabled={link.isPending}
        >
          {t('orders.downloadTicket')}
        </Button>
      </div>
      {!order.hasInvoice ? <p className="money-hint">{t('orders.noInvoice')}</p> : null}
      <FormAlert message={link.isError && apiErrorMessage(link.error, t('messages.crash'))} />
    </section>
  );
}
