import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { useGroupCustomers } from '../api/staff-groups';

type Props = {
  value: number | null;
  onChange: (customerId: number | null) => void;
  error?: string | undefined;
};

/**
 * A customer found by name or email, as the voucher form finds one: a search box, then a list of who matches.
 * Used by the groups (add a member) and fees (give a fee) pages.
 */
export function CustomerPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const customers = useGroupCustomers(search);
  const found = customers.data?.customers ?? [];
  return (
    <>
      <Field label={t('staff.vouchers.findCustomer')}>
        {(c) => <input type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} {...c} />}
      </Field>
      <Field label={t('staff.vouchers.customer')} error={error} required>
        {(c) => (
          <select {...c} value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
            <option value="">
              {search.trim().length < 2 ? t('staff.vouchers.typeToFind') : t('staff.vouchers.customersFound', { count: found.length })}
            </option>
            {found.map((customer) => (
              <option key={customer.id} value={customer.id}>
                {customer.email ? `${customer.name} · ${customer.email}` : customer.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
