import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { usePriceFormatter } from '../../../lib/format';
import { useSettings } from '../../../lib/settings/settings-context';
import { useCustomerId } from '../../../lib/use-customer-id';
import { useCustomerFees, type FeeGroup } from '../api/get-customer-fees';
import { AddToCartBar, type AddSalesToCart } from '../components/add-to-cart-bar';
import { toggleFromRow } from '../components/row-toggle';
import { useLocalDateFormatter } from '../components/use-local-date';
import { pendingTotal, toggled, toggledAll } from '../rules/selection';
import '../../../styles/member-money.css';
import { LoadFailure, Loading } from '../../../components/load-state';

export type ChosenFee = FeeGroup['fees'][number] & { description: string };

/**
 * /customer-fees: "Your Fees", unpaid fees grouped by description with the next due date; the member ticks
 * the ones to pay and adds them to the cart (`addToCart`, given by the app; without it there is no button).
 */
export function FeesPage({ addToCart }: { addToCart?: AddSalesToCart<ChosenFee> }) {
  const { t } = useTranslation();
  const customerId = useCustomerId();
  const fees = useCustomerFees(customerId);
  const { currencyCode } = useSettings();
  const [chosen, setChosen] = useState<Set<number>>(new Set());

  const all: ChosenFee[] = (fees.data ?? []).flatMap((g) => g.fees.map((f) => ({ ...f, description: g.description })));

  return (
    <div className="money-page">
      <PageBanner title={t('menu.fees')} />
      <div className="container money">
        {fees.isError || customerId === null ? (
          <LoadFailure error={fees.error} onRetry={() => void fees.refetch()} retrying={fees.isRefetching} />
        ) : fees.isPending ? (
          <Loading className="money-list">
            <Skeleton className="money-skeleton money-skeleton--card" />
            <Skeleton className="money-skeleton money-skeleton--card" />
          </Loading>
        ) : fees.data.length === 0 ? (
          <p className="account-empty">{t('fees.empty')}</p>
        ) : (
          <>
            {fees.data.map((group) => (
              <FeeGroupCard
                key={group.description}
                group={group}
                chosen={chosen}
                onToggle={(id) => setChosen((c) => toggled(c, id))}
                onToggleAll={(ids) => setChosen((c) => toggledAll(c, ids))}
              />
            ))}
            {addToCart ? (
              <AddToCartBar
                count={chosen.size}
                total={pendingTotal(all, chosen, currencyCode)}
                onAdd={async () => {
                  await addToCart(all.filter((f) => chosen.has(f.id)));
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

type GroupProps = {
  group: FeeGroup;
  chosen: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (ids: number[]) => void;
};

function FeeGroupCard({ group, chosen, onToggle, onToggleAll }: GroupProps) {
  const { t } = useTranslation();
  // The fee's name and period are the club's text, in the club's language whatever the page's.
  const { Culture: clubLanguage } = useSettings();
  const price = usePriceFormatter();
  const day = useLocalDateFormatter();
  const titleId = useId();
  const ids = group.fees.map((f) => f.id);
  const picked = ids.filter((id) => chosen.has(id)).length;
  return (
    <section className="money-card" aria-labelledby={titleId}>
      <header className="money-card__header">
        <h2 id={titleId} className="money-card__title" lang={clubLanguage}>
          {group.description}
        </h2>
        <p className="money-card__meta">
          {t('fees.nextDueDate')}:{' '}
          <strong>{group.nextDueDate ? <time dateTime={group.nextDueDate}>{day(group.nextDueDate)}</time> : t('fees.noNextDue')}</strong>
        </p>
      </header>
      <div className="table-scroll">
        <table className="money-table selectable">
          <caption className="sr-only" lang={clubLanguage}>
            {group.description}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="selectable__check" data-label={t('debts.selectAll')}>
                <input
                  type="checkbox"
                  aria-label={t('fees.selectAll', { description: group.description })}
                  checked={picked === ids.length}
                  ref={(node) => {
                    if (node) node.indeterminate = picked > 0 && picked < ids.length;
                  }}
                  onChange={() => onToggleAll(ids)}
                />
              </th>
              <th scope="col">{t('fees.saleNumber')}</th>
              <th scope="col">{t('fees.period')}</th>
              <th scope="col" className="num">
                {t('fees.total')}
              </th>
              <th scope="col" className="num">
                {t('fees.pending')}
              </th>
            </tr>
          </thead>
          <tbody>
            {group.fees.map((fee) => {
              const label = `${group.description} ${fee.saleItem.parentIdentifier || fee.saleNumber}`;
              return (
                <tr
                  key={fee.id}
                  className={chosen.has(fee.id) ? 'is-selected' : undefined}
                  onClick={(e) => toggleFromRow(e, () => onToggle(fee.id))}
                >
                  <td className="selectable__check">
                    <input
                      type="checkbox"
                      aria-label={t('fees.select', { label })}
                      checked={chosen.has(fee.id)}
                      onChange={() => onToggle(fee.id)}
                    />
                  </td>
                  <td data-label={t('fees.saleNumber')}>{fee.saleNumber}</td>
                  <td data-label={t('fees.period')}>
                    <span lang={clubLanguage}>{fee.saleItem.parentIdentifier}</span>
                  </td>
                  <td className="num" data-label={t('fees.total')}>
                    {price(fee.total)}
                  </td>
                  <td className="num money-amount" data-label={t('fees.pending')}>
                    {price(fee.pending)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
