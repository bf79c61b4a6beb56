import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueVoucherBodySchema, type IssueVoucherBody, type StaffVoucher } from '@clubportal/contract/staff-vouchers';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useIssueVoucher, useVoucherCustomers } from '../api/staff-vouchers';

const idOf = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

/**
 * Issues a voucher to a customer found by name or email: money or sessions, an optional last day, and the reason
 * (kept with its first movement and in the audit log). Staff never top a voucher up: a new one is a new issue.
 */
export function VoucherIssueForm({ onIssued }: { onIssued: (issued: StaffVoucher) => void }) {
  const { t } = useTranslation();
  const issue = useIssueVoucher();
  const [search, setSearch] = useState('');
  const customers = useVoucherCustomers(search);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<IssueVoucherBody>({
    resolver: zodResolver(issueVoucherBodySchema),
    defaultValues: { description: '', kind: 'money', expiresOn: '', reason: '' } as Partial<IssueVoucherBody> as IssueVoucherBody,
  });
  const kind = useWatch({ control, name: 'kind' });
  const found = customers.data?.customers ?? [];
  const submit = handleSubmit(async (values) => {
    try {
      onIssued((await issue.mutateAsync(values)).voucher);
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  return (
    <form className="form staff-product-form" onSubmit={submit} noValidate aria-label={t('staff.vouchers.issueTitle')}>
      <div className="staff-product-form__fields">
        <Field label={t('staff.vouchers.findCustomer')}>
          {(c) => <input type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} {...c} />}
        </Field>
        <Field label={t('staff.vouchers.customer')} error={errors.customerId && t('staff.vouchers.customerRequired')} required>
          {(c) => (
            <select {...c} {...register('customerId', { setValueAs: idOf })}>
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
        <Field label={t('staff.vouchers.description')} error={errors.description && t('staff.vouchers.descriptionRequired')} required>
          {(c) => <input type="text" autoComplete="off" maxLength={200} {...c} {...register('description')} />}
        </Field>
        <div className="staff-product-form__row">
          <Field label={t('staff.vouchers.kind')}>
            {(c) => (
              <select {...c} {...register('kind')}>
                <option value="money">{t('staff.vouchers.kindMoney')}</option>
                <option value="sessions">{t('staff.vouchers.kindSessions')}</option>
              </select>
            )}
          </Field>
          <Field
            label={kind === 'money' ? t('staff.vouchers.amountMoney') : t('staff.vouchers.amountSessions')}
            error={errors.amount && t('staff.vouchers.amountInvalid')}
            required
          >
            {(c) => (
              <input
                type="number"
                inputMode="decimal"
                step={kind === 'money' ? '0.01' : '1'}
                min="0"
                {...c}
                {...register('amount', { valueAsNumber: true })}
              />
            )}
          </Field>
          <Field label={t('staff.vouchers.expiresOn')} error={errors.expiresOn && t('staff.vouchers.dateInvalid')}>
            {(c) => <input type="date" {...c} {...register('expiresOn')} />}
          </Field>
        </div>
        <Field label={t('staff.vouchers.reason')} error={errors.reason && t('staff.vouchers.reasonRequired')} required>
          {(c) => <input type="text" autoComplete="off" maxLength={300} {...c} {...register('reason')} />}
        </Field>
      </div>
      <FormAlert message={errors.root?.message} />
      <Button type="submit" loading={issue.isPending}>
        {t('staff.vouchers.issue')}
      </Button>
    </form>
  );
}
