import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { useDateFormatter } from '../../../lib/date-format';
import { usePriceFormatter } from '../../../lib/format';
import { useSettings } from '../../../lib/settings/settings-context';
import { useCustomerId } from '../../../lib/use-customer-id';
import { usePendingSales, type PendingSale } from '../api/get-pending-sales';
import { AddToCartBar, type AddSalesToCart } from '../components/add-to-cart-bar';
import { toggleFromRow } from '../components/row-toggle';
import { pendingTotal, toggled, toggledAll } from '../rules/selection';
import '../../../styles/member-money.css';
import { LoadFailure, Loading } from '../../../components/load-state';

/**
 * /debts: the member's unpaid sales (fees apart) with checkboxes and Add to cart (`addToCart`, given by the
 * app; without it there is no button). A failed load shows the spec's Crash text (section 8).
 */
export function PendingSalesPage({ addToCart }: { addToCart?: AddSalesToCart<PendingSale> }) {
  const { t } = useTranslation();
  const customerId = useCustomerId();
  const sales = usePendingSales(customerId);
  const price = usePriceFormatter();
  const date = useDateFormatter();
  // A sale's concept and lines are the club's text, in the club's language whatever the page's.
  const { currencyCode, Culture: clubLanguage } = useSettings();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const rows = sales.data ?? [];
  const ids = rows.map((s) => s.id);
  const picked = ids.filter((id) => chosen.has(id)).length;

  return (
    <div className="money-page">
      <PageBanner title={t('menu.pendingSales')} />
      <div className="container money">
        {sales.isError || customerId === null ? (
          <LoadFailure onRetry={() => void sales.refetch()} retrying={sales.isRefetching} />
        ) : sales.isPending ? (
          <Loading className="money-card">
            <Skeleton className="money-skeleton" />
            <Skeleton className="money-skeleton" />
            <Skeleton className="money-skeleton" />
          </Loading>
        ) : rows.length === 0 ? (
          <p className="account-empty">{t('debts.empty')}</p>
        ) : (
          <>
            <section className="money-card" aria-label={t('menu.pendingSales')}>
              <div className="table-scroll">
                <table className="money-table selectable">
                  <caption className="sr-only">{t('menu.pendingSales')}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="selectable__check" data-label={t('debts.selectAll')}>
                        <input
                          type="checkbox"
                          aria-label={t('debts.selectAll')}
                          checked={picked === ids.length}
                          ref={(node) => {
                            if (node) node.indeterminate = picked > 0 && picked < ids.length;
                          }}
                          onChange={() => setChosen((c) => toggledAll(c, ids))}
                        />
                      </th>
                      <th scope="col">{t('debts.sale')}</th>
                      <th scope="col">{t('debts.concept')}</th>
                      <th scope="col" className="num">
                        {t('debts.total')}
                      </th>
                      <th scope="col" className="num">
                        {t('debts.paid')}
                      </th>
                      <th scope="col" className="num">
                        {t('debts.pending')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((sale) => (
                      <tr
                        key={sale.id}
                        className={chosen.has(sale.id) ? 'is-selected' : undefined}
                        onClick={(e) => toggleFromRow(e, () => setChosen((c) => toggled(c, sale.id)))}
                      >
                        <td className="selectable__check">
                          <input
                            type="checkbox"
                            aria-label={t('debts.select', { number: sale.saleNumber })}
                            checked={chosen.has(sale.id)}
                            onChange={() => setChosen((c) => toggled(c, sale.id))}
                          />
                        </td>
                        <td data-label={t('debts.sale')}>
                          <span className="debt__number">{sale.saleNumber}</span>
                          <time className="debt__date" dateTime={sale.created}>
                            {date(sale.created)}
                          </time>
                        </td>
                        <td data-label={t('debts.concept')}>
                          <span className="debt__title" lang={clubLanguage}>
                            {sale.title}
                          </span>
                          {sale.saleItems.length > 1 || sale.saleItems[0]?.name !== sale.title ? (
                            <ul className="debt__items" lang={clubLanguage}>
                              {sale.saleItems.map((item) => (
                                <li key={item.id}>
                                  {item.units > 1 ? `${item.units} × ` : ''}
                                  {item.name}
                                  {item.parentIdentifier ? ` · ${item.parentIdentifier}` : ''}
                                </li>
                              ))}
                            </ul>
                          ) : sale.saleItems[0]?.parentIdentifier ? (
                            <span className="debt__date" lang={clubLanguage}>
                              {sale.saleItems[0].parentIdentifier}
                            </span>
                          ) : null}
                        </td>
                        <td className="num" data-label={t('debts.total')}>
                          {price(sale.total)}
                        </td>
                        <td className="num" data-label={t('debts.paid')}>
                          {price(sale.paid)}
                        </td>
                        <td className="num money-amount" data-label={t('debts.pending')}>
                          {price(sale.pending)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            {addToCart ? (
              <AddToCartBar
                count={chosen.size}
                total={pendingTotal(rows, chosen, currencyCode)}
                onAdd={async () => {
                  await addToCart(rows.filter((s) => chosen.has(s.id)));
                  setChosen(new Set());
                }}
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
