import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  staffRefundBodySchema,
  type PendingRefund,
  type SettleRefundBody,
  type StaffPayment,
  type StaffRefundBody,
} from '@clubportal/contract/staff-refunds';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { usePendingRefunds, useRefundPayment, useSettleRefund, useStaffPayments } from '../../api/staff-refunds';
import { StaffList } from '../../components/staff-list';

/** Money as the interface's language writes it in the payment's currency. */
function useMoney() {
  const { i18n } = useTranslation();
  return (amount: number, currency: string) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount);
}

/** A fresh idempotency key for the next refund this dialog means: a double click or a retry sends the same one. */
const newKey = () => crypto.randomUUID();

/**
 * /staff/refunds (`refunds.write`): find a payment (customer, sale or payment number), refund all or part of it the
 * way it was paid or as club credit, and settle the club's pending refunds.
 */
export function RefundsSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const payments = useStaffPayments(search);
  const money = useMoney();
  const [refunding, setRefunding] = useState<StaffPayment | null>(null);
  return (
    <section className="staff-page" aria-labelledby="refunds-title">
      <h1 id="refunds-title">{t('staff.sections.refunds')}</h1>
      <form
        className="staff-filters"
        aria-label={t('staff.refunds.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
          setParams(text ? new URLSearchParams({ search: text }) : new URLSearchParams());
        }}
      >
        <Field label={t('staff.refunds.search')}>{(c) => <input type="search" name="search" defaultValue={search} {...c} />}</Field>
        <div className="staff-filters__actions">
          <Button type="submit" variant="secondary">
            {t('staff.refunds.find')}
          </Button>
        </div>
      </form>
      <StaffList
        query={payments}
        rowsOf={(data) => data.payments}
        rowKey={(p) => p.id}
        caption={t('staff.refunds.payments')}
        count={(count) => t('staff.refunds.count', { count })}
        columns={[
          { header: t('staff.refunds.customer'), cell: (p) => p.customerName },
          { header: t('staff.refunds.date'), cell: (p) => (p.paidAt ? new Date(p.paidAt).toLocaleDateString() : ''), nowrap: true },
          { header: t('staff.refunds.amount'), cell: (p) => money(p.amount, p.currency), nowrap: true },
          { header: t('staff.refunds.method'), cell: (p) => p.method },
          { header: t('staff.refunds.paidFor'), cell: (p) => p.paidFor.map((s) => `${s.number} ${s.title}`).join(', ') },
          { header: t('staff.refunds.refunded'), cell: (p) => money(p.refunded, p.currency), nowrap: true },
          {
            header: t('staff.refunds.actions'),
            cell: (p) =>
              p.refundable > 0 ? (
                <Button
                  variant="secondary"
                  onClick={() => setRefunding(p)}
                  aria-label={t('staff.refunds.refundOf', { name: p.customerName, id: p.id })}
                >
                  {t('staff.refunds.refund')}
                </Button>
              ) : (
                t('staff.refunds.fullyRefunded')
              ),
          },
        ]}
      />
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
      <PendingQueue />
    </section>
  );
}

/** The refund dialog: the amount prefilled with what is left, where it goes, and why; the server's refusal shown. */
function RefundDialog({ payment, onClose }: { payment: StaffPayment; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const refund = useRefundPayment();
  const [key] = useState(newKey);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StaffRefundBody>({
    resolver: zodResolver(staffRefundBodySchema),
    defaultValues: {
      amount: payment.refundable,
      destination: payment.originalPossible ? 'original' : 'credit',
      reason: '',
      idempotencyKey: key,
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await refund.mutateAsync({ paymentId: payment.id, body: { ...values, idempotencyKey: key } });
      setDone(
        t('staff.refunds.done', {
          amount: money(answer.refund.amount, payment.currency),
          method: t(`staff.refunds.methods.${answer.refund.method}`),
        }),
      );
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  return (
    <Dialog open title={t('staff.refunds.dialogTitle', { name: payment.customerName })} onClose={onClose} size="md">
      {done ? (
        <div>
          <p role="status">{done}</p>
          <Button onClick={onClose}>{t('staff.refunds.close')}</Button>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate aria-label={t('staff.refunds.dialogTitle', { name: payment.customerName })}>
          <p>
            {t('staff.refunds.left', {
              left: money(payment.refundable, payment.currency),
              paid: money(payment.amount, payment.currency),
              method: payment.method,
            })}
          </p>
          <Field
            label={t('staff.refunds.amountToRefund', { currency: payment.currency })}
            error={errors.amount && t('staff.refunds.amountInvalid')}
            required
          >
            {(c) => (
              <input
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                max={payment.refundable}
                {...c}
                {...register('amount', { valueAsNumber: true })}
              />
            )}
          </Field>
          <fieldset className="staff-fieldset">
            <legend>{t('staff.refunds.destination')}</legend>
            <div>
              <label>
                <input type="radio" value="original" disabled={!payment.originalPossible} {...register('destination')} />{' '}
                {t('staff.refunds.original', { method: payment.method })}
              </label>
            </div>
            <div>
              <label>
                <input type="radio" value="credit" {...register('destination')} /> {t('staff.refunds.credit')}
              </label>
            </div>
          </fieldset>
          <Field label={t('staff.refunds.reason')} error={errors.reason && t('staff.refunds.reasonRequired')} required>
            {(c) => <input type="text" autoComplete="off" maxLength={300} {...c} {...register('reason')} />}
          </Field>
          <FormAlert message={errors.root?.message} />
          <Button type="submit" loading={refund.isPending}>
            {t('staff.refunds.confirm')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

/** The club's pending refunds: money paid at the club owed back, and card refunds the provider did not make. */
function PendingQueue() {
  const { t } = useTranslation();
  const pending = usePendingRefunds();
  const money = useMoney();
  const settle = useSettleRefund();
  const [message, setMessage] = useState<string | null>(null);
  const settleAs = async (r: PendingRefund, how: SettleRefundBody['how']) => {
    try {
      await settle.mutateAsync({ id: r.id, body: { how } });
      setMessage(t('staff.refunds.settled', { amount: money(r.amount, r.currency), name: r.customerName }));
    } catch (error) {
      setMessage(apiErrorMessage(error, t('messages.crash')));
    }
  };
  return (
    <section aria-labelledby="pending-refunds-title">
      <h2 id="pending-refunds-title">{t('staff.refunds.pendingTitle')}</h2>
      {message ? <p role="status">{message}</p> : null}
      <StaffList
        query={pending}
        rowsOf={(data) => data.refunds}
        rowKey={(r) => r.id}
        caption={t('staff.refunds.pendingTitle')}
        count={(count) => t('staff.refunds.pendingCount', { count })}
        columns={[
          { header: t('staff.refunds.customer'), cell: (r) => r.customerName },
          { header: t('staff.refunds.amount'), cell: (r) => money(r.amount, r.currency), nowrap: true },
          { header: t('staff.refunds.paidFor'), cell: (r) => r.what },
          {
            header: t('staff.refunds.why'),
            cell: (r) => (r.kind === 'club' ? t('staff.refunds.kindClub') : `${t('staff.refunds.kindCard')}: ${r.message}`),
          },
          {
            header: t('staff.refunds.actions'),
            cell: (r) => (
              <div className="staff-row-actions">
                {(['cash', 'terminal', 'credit'] as const).map((how) => (
                  <Button key={how} variant="secondary" disabled={settle.isPending} onClick={() => void settleAs(r, how)}>
                    {t(`staff.refunds.settle.${how}`)}
                  </Button>
                ))}
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}
