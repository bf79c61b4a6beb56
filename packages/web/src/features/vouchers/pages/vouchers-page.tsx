import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Voucher } from '@clubportal/contract/vouchers';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { useDateFormatter } from '../../../lib/date-format';
import { usePriceFormatter } from '../../../lib/format';
import { useCustomerId } from '../../../lib/use-customer-id';
import { useCustomerVouchers } from '../api/get-customer-vouchers';
import { isSpending, voucherAmount } from '../rules/voucher-rules';
import '../../../styles/member-money.css';
import { LoadFailure, Loading } from '../../../components/load-state';

/** /customer-vouchers: Active Vouchers and Inactive Vouchers, collapsible, each voucher with its movements. */
export function VouchersPage() {
  const { t } = useTranslation();
  const customerId = useCustomerId();
  const vouchers = useCustomerVouchers(customerId);

  return (
    <div className="money-page">
      <PageBanner title={t('menu.vouchers')} />
      <div className="container money">
        {vouchers.isError || customerId === null ? (
          <LoadFailure error={vouchers.error} onRetry={() => void vouchers.refetch()} retrying={vouchers.isRefetching} />
        ) : (
          <>
            <VoucherSection title={t('vouchers.active')} open vouchers={vouchers.data?.active} empty={t('vouchers.noActive')} />
            <VoucherSection
              title={t('vouchers.inactive')}
              open={false}
              vouchers={vouchers.data?.inactive}
              empty={t('vouchers.noInactive')}
            />
          </>
        )}
      </div>
    </div>
  );
}

type SectionProps = { title: string; open: boolean; vouchers: Voucher[] | undefined; empty: string };

/** A native <details>: keyboard and screen readers get the collapsible for free. */
function VoucherSection({ title, open, vouchers, empty }: SectionProps) {
  return (
    <details className="money-collapsible" open={open}>
      <summary className="money-collapsible__summary">
        <h2 className="money-collapsible__title">{title}</h2>
        {vouchers?.length ? <span className="money-count">{vouchers.length}</span> : null}
        <ChevronDownIcon size={20} className="money-collapsible__chevron" />
      </summary>
      <div className="money-collapsible__body">
        {vouchers === undefined ? (
          <Loading>
            <Skeleton className="money-skeleton money-skeleton--card" />
          </Loading>
        ) : vouchers.length === 0 ? (
          <p className="account-empty">{empty}</p>
        ) : (
          <ul className="money-list">
            {vouchers.map((voucher) => (
              <li key={voucher.id}>
                <VoucherCard voucher={voucher} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}

function VoucherCard({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const date = useDateFormatter();
  const titleId = useId();
  const amount = (value: number) => voucherAmount(voucher, value, price);
  return (
    <article className="voucher-card" aria-labelledby={titleId}>
      <header className="voucher-card__header">
        <div className="voucher-card__heading">
          <h3 id={titleId} className="voucher-card__title">
            {voucher.description}
          </h3>
          {voucher.expires ? (
            <p className="voucher-card__meta">
              {t('vouchers.expires')} <time dateTime={voucher.expires}>{date(voucher.expires)}</time>
            </p>
          ) : null}
        </div>
        <p className="voucher-card__balance">
          <span className="voucher-card__balance-label">
            {voucher.kind === 'money' ? t('vouchers.balance') : t('vouchers.sessionsLeft')}
          </span>
          <span className="voucher-card__balance-value">{amount(voucher.balance)}</span>
        </p>
      </header>
      {voucher.movements.length === 0 ? (
        <p className="money-hint">{t('vouchers.noMovements')}</p>
      ) : (
        <MovementsTable caption={t('vouchers.movementsOf', { description: voucher.description })}>
          {voucher.movements.map((m, index) => {
            const shown = amount(m.amount);
            return (
              <tr key={index} className={isSpending(shown) ? 'movement movement--minus' : 'movement movement--plus'}>
                <td data-label={t('vouchers.date')}>
                  <time dateTime={m.created}>{date(m.created)}</time>
                </td>
                <td className="num movement__amount" data-label={t('vouchers.amount')}>
                  {shown}
                </td>
                <td className="num" data-label={t('vouchers.previous')}>
                  {amount(m.previousAmount)}
                </td>
                <td className="num" data-label={t('vouchers.current')}>
                  {amount(m.current)}
                </td>
              </tr>
            );
          })}
        </MovementsTable>
      )}
    </article>
  );
}

function MovementsTable({ caption, children }: { caption: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="money-table movements">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vouchers.date')}</th>
            <th scope="col" className="num">
              {t('vouchers.amount')}
            </th>
            <th scope="col" className="num">
              {t('vouchers.previous')}
            </th>
            <th scope="col" className="num">
              {t('vouchers.current')}
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
