/** The desk's actions in a customer's file: paying their pending sales at the desk, and erasing their data. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CustomerProfile, DeskPaymentMethod } from '@clubportal/contract/staff-customers';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useDeskPayment, useEraseCustomer } from '../../api/staff-customers';

import { useSignedInStaff } from '../../components/staff-me';
import { StaffTable } from '../../components/staff-table';
import { useMoneyFormat } from '../../components/stock-ledger';

type Sale = CustomerProfile['sales'][number];

/** The pending sales (orders, fees' charges, bookings' shares): each paid at the desk in cash or on the card terminal. */
export function PendingSales({ sales, onPaid }: { sales: Sale[]; onPaid: (text: string) => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const me = useSignedInStaff();
  const pay = useDeskPayment();
  const [error, setError] = useState<string | null>(null);
  const canPay = me.permissions.includes('payments.desk');
  const take = (sale: Sale, method: DeskPaymentMethod) => {
    setError(null);
    pay.mutate(
      { saleId: sale.id, method },
      {
        onSuccess: () =>
          onPaid(t(`staff.customers.paid.${method}`, { number: sale.number, amount: money(sale.outstanding, sale.currency) })),
        onError: (e) => setError(apiErrorMessage(e, t('messages.crash'))),
      },
    );
  };
  return (
    <section aria-labelledby="owed-title">
      <h2 id="owed-title">{t('staff.customers.owed')}</h2>
      <FormAlert message={error} />
      {sales.length === 0 ? (
        <p>{t('staff.customers.nothingOwed')}</p>
      ) : (
        <StaffTable
          rows={sales}
          rowKey={(s) => s.id}
          name={{ caption: t('staff.customers.owed') }}
          columns={[
            { header: t('staff.customers.sale'), cell: (s) => `${s.title} (${s.number})` },
            { header: t('staff.customers.outstanding'), cell: (s) => money(s.outstanding, s.currency), nowrap: true },
            {
              header: t('staff.customers.actions'),
              actions: true,
              cell: (s) =>
                canPay ? (
                  <span className="staff-row-actions">
                    <Button type="button" variant="primary" disabled={pay.isPending} onClick={() => take(s, 'cash')}>
                      {t('staff.customers.payCash', { number: s.number })}
                    </Button>
                    <Button type="button" variant="secondary" disabled={pay.isPending} onClick={() => take(s, 'card-terminal')}>
                      {t('staff.customers.payCard', { number: s.number })}
                    </Button>
                  </span>
                ) : null,
            },
          ]}
        />
      )}
    </section>
  );
}

/** Erase (anonymise) with a reason: the server refuses with its sentence while bookings or money are pending. */
export function EraseCustomer({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const erase = useEraseCustomer();
  const [error, setError] = useState<string | null>(null);
  const name = `${profile.identity.name} ${profile.identity.surname}`.trim();
  return (
    <form
      className="form staff-stock-change"
      aria-label={t('staff.customers.eraseTitle')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
        setError(null);
        if (!reason) return setError(t('staff.customers.reasonRequired'));
        erase.mutate(
          { id: profile.identity.id, reason },
          {
            onSuccess: () => navigate('/staff/customers', { replace: true, state: { erased: name } }),
            onError: (e) => setError(apiErrorMessage(e, t('messages.crash'))),
          },
        );
      }}
    >
      <h2>{t('staff.customers.eraseTitle')}</h2>
      <p>{t('staff.customers.eraseExplain')}</p>
      <Field label={t('staff.customers.reason')} required>
        {(c) => <input type="text" name="reason" maxLength={300} autoComplete="off" {...c} />}
      </Field>
      <FormAlert message={error} />
      <Button type="submit" variant="secondary" loading={erase.isPending}>
        {t('staff.customers.erase', { name })}
      </Button>
    </form>
  );
}
