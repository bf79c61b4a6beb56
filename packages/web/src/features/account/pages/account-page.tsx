import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Customer } from '@clubportal/contract/accounts';
import { CardIcon, MapPinIcon, UserIcon } from '../../../components/ui/icons';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { useSettings } from '../../../lib/settings/settings-context';
import { useCustomerId } from '../../../lib/use-customer-id';
import { useCustomer } from '../../../lib/customer/get-customer';
import { TrashIcon, UsersIcon } from '../components/account-icons';
import { AddressForm } from '../components/address-form';
import { CardsPanel } from '../components/cards-panel';
import { ChildrenPanel } from '../components/children-panel';
import { DeleteAccountPanel } from '../components/delete-account-panel';
import { Initials } from '../components/initials';
import { LegalTexts } from '../components/legal-texts';
import { PersonalDataForm } from '../components/personal-data-form';
import '../../../styles/account.css';
import '../../../styles/tabs.css';
import { LoadFailure, Loading } from '../../../components/load-state';

export const ACCOUNT_TABS = ['personal', 'address', 'cards', 'children', 'delete'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** /account: the customer's data in tabs (the open tab is kept in the query string as `tab`). */
export function AccountPage() {
  const { t } = useTranslation();
  const customerId = useCustomerId();
  const customer = useCustomer(customerId);

  return (
    <div className="account-page">
      <PageBanner title={t('account.title')} />
      <div className="container account">
        {customer.data ? (
          <AccountTabs customer={customer.data} />
        ) : customer.isError || customerId === null ? (
          <LoadFailure error={customer.error} onRetry={() => void customer.refetch()} retrying={customer.isRefetching} />
        ) : (
          <AccountSkeleton />
        )}
        <LegalTexts />
      </div>
    </div>
  );
}

function AccountTabs({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [params, setParams] = useSearchParams();
  // A linked child (or a parent acting as one) cannot add dependants of its own.
  const withChildren = settings.AllowDependentCustomerRegistration && customer.parent === null;

  const items: Array<TabItem<AccountTab>> = [
    { id: 'personal', label: t('account.tabs.personal'), icon: <UserIcon size={18} />, panel: <PersonalDataForm customer={customer} /> },
    { id: 'address', label: t('account.tabs.address'), icon: <MapPinIcon size={18} />, panel: <AddressForm customer={customer} /> },
    { id: 'cards', label: t('account.tabs.cards'), icon: <CardIcon size={18} />, panel: <CardsPanel customerId={customer.id} /> },
    ...(withChildren
      ? [
          {
            id: 'children' as const,
            label: t('account.tabs.children'),
            icon: <UsersIcon size={18} />,
            panel: <ChildrenPanel customer={customer} />,
          },
        ]
      : []),
    { id: 'delete', label: t('account.tabs.delete'), icon: <TrashIcon size={18} />, panel: <DeleteAccountPanel customer={customer} /> },
  ];
  const asked = params.get('tab');
  const selected = items.find((item) => item.id === asked)?.id ?? 'personal';

  return (
    <Tabs
      className="account__tabs"
      label={t('account.tabsLabel')}
      items={items}
      selected={selected}
      onSelect={(tab) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (tab === 'personal') next.delete('tab');
            else next.set('tab', tab);
            return next;
          },
          { replace: true, preventScrollReset: true },
        )
      }
      before={
        <div className="account-card">
          <Initials name={customer.name} surname={customer.surname} size="lg" />
          <div className="account-card__text">
            <p className="account-card__name">{`${customer.name} ${customer.surname}`.trim()}</p>
            {customer.email ? <p className="account-card__email">{breakableEmail(customer.email)}</p> : null}
          </div>
        </div>
      }
    />
  );
}

/** An email address that may wrap after its @ and before its dots, never in the middle of a word. */
export function breakableEmail(email: string): ReactNode[] {
  return email.split(/(?=[.])|(?<=@)/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

function AccountSkeleton() {
  return (
    <Loading className="tabs account__tabs">
      <div className="tabs__nav">
        <div className="account-card">
          <Skeleton className="initials initials--lg" />
          <div className="account-card__text">
            <Skeleton className="skeleton--line" style={{ width: '8rem' }} />
            <Skeleton className="skeleton--line" style={{ width: '10rem' }} />
          </div>
        </div>
        <div className="tabs__list">
          {ACCOUNT_TABS.map((tab) => (
            <Skeleton key={tab} className="account-skeleton__tab" />
          ))}
        </div>
      </div>
      <div className="tabs__panel">
        <Skeleton className="skeleton--line skeleton--w40" />
        <div className="account-grid">
          {Array.from({ length: 8 }, (_, n) => (
            <div key={n} className="field">
              <Skeleton className="skeleton--line" style={{ width: '6rem' }} />
              <Skeleton className="account-skeleton__input" />
            </div>
          ))}
        </div>
      </div>
    </Loading>
  );
}
