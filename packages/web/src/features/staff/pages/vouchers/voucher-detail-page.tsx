import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { StaffVoucher } from '@clubportal/contract/staff-vouchers';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useStaffVoucher, useVoucherStatus } from '../../api/staff-vouchers';
import { StaffLoading } from '../../components/console-shell';
import { useStaffClub } from '../../components/staff-club';
import { useSignedInStaff } from '../../components/staff-me';
import { StaffTable } from '../../components/staff-table';
import { useVoucherAmount } from '../../components/voucher-amount';

/** Deactivate (or reactivate) with a reason; the server keeps it in the voucher's status history. */
function StatusChange({ voucher, onDone }: { voucher: StaffVoucher; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const change = useVoucherStatus();
  const [error, setError] = useState<string | null>(null);
  const enabled = !voucher.enabled;
  const action = enabled ? 'reactivate' : 'deactivate';
  return (
    <form
      className="form staff-stock-change"
      aria-label={t(`staff.vouchers.${action}Title`)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const reason = String(new FormData(form).get('reason') ?? '').trim();
        setError(null);
        if (!reason) return setError(t('staff.vouchers.reasonRequired'));
        change.mutate(
          { id: voucher.id, enabled, reason },
          {
            onSuccess: () => {
              form.reset();
              onDone(t(`staff.vouchers.${action}d`, { name: voucher.description }));
            },
            onError: (e) => setError(apiErrorMessage(e, t('messages.crash'))),
          },
        );
      }}
    >
      <h2>{t(`staff.vouchers.${action}Title`)}</h2>
      <Field label={t('staff.vouchers.reason')} required>
        {(c) => <input type="text" name="reason" maxLength={300} autoComplete="off" {...c} />}
      </Field>
      <FormAlert message={error} />
      <Button type="submit" variant="secondary" loading={change.isPending}>
        {t(`staff.vouchers.${action}`)}
      </Button>
    </form>
  );
}

/** /staff/vouchers/:id: the voucher, its use (every movement, latest first), its status history, deactivate or reactivate. */
export function VoucherDetailPage() {
  const { t, i18n } = useTranslation();
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const detail = useStaffVoucher(id);
  const me = useSignedInStaff();
  const amount = useVoucherAmount();
  const { timeZone } = useStaffClub();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone });
  const [notice, setNotice] = useState<string | null>(params.get('issued') === '1' ? t('staff.vouchers.issued') : null);
  const v = detail.data?.voucher ?? null;
  const signed = (n: number) => (n > 0 ? `+${amount(v!, n)}` : amount(v!, n));
  return (
    <section className="staff-page" aria-labelledby="voucher-title">
      <p>
        <Link to="/staff/vouchers">{t('staff.vouchers.back')}</Link>
      </p>
      <h1 id="voucher-title">{v?.description ?? t('staff.sections.vouchers')}</h1>
      {detail.isPending ? <StaffLoading /> : null}
      <FormAlert message={detail.isError ? apiErrorMessage(detail.error, t('messages.crash')) : null} />
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      {v && detail.data ? (
        <div className="staff-product">
          <dl className="staff-facts">
            <dt>{t('staff.vouchers.customer')}</dt>
            <dd>{v.customerName}</dd>
            <dt>{t('staff.vouchers.balance')}</dt>
            <dd>{amount(v, v.balance)}</dd>
            <dt>{t('staff.vouchers.expires')}</dt>
            <dd>{v.expiresAt ? day.format(new Date(Date.parse(v.expiresAt) - 1)) : t('staff.vouchers.noExpiry')}</dd>
            <dt>{t('staff.vouchers.state')}</dt>
            <dd>{t(v.active ? 'staff.vouchers.stateActive' : v.enabled ? 'staff.vouchers.stateExpired' : 'staff.vouchers.stateOff')}</dd>
          </dl>
          {me.permissions.includes('vouchers.write') ? <StatusChange key={String(v.enabled)} voucher={v} onDone={setNotice} /> : null}
          <section aria-labelledby="use-title">
            <h2 id="use-title">{t('staff.vouchers.use')}</h2>
            <StaffTable
              rows={detail.data.movements}
              rowKey={(m) => m.id}
              name={{ caption: t('staff.vouchers.use') }}
              rowHeader={false}
              columns={[
                { header: t('staff.vouchers.when'), cell: (m) => when.format(new Date(m.at)), nowrap: true },
                { header: t('staff.vouchers.movement'), cell: (m) => signed(m.amount), nowrap: true },
                { header: t('staff.vouchers.after'), cell: (m) => amount(v, m.current), nowrap: true },
                {
                  header: t('staff.vouchers.what'),
                  cell: (m) =>
                    m.saleNumber
                      ? t(m.amount < 0 ? 'staff.vouchers.paidSale' : 'staff.vouchers.refundSale', { number: m.saleNumber })
                      : m.reason,
                },
                { header: t('staff.vouchers.who'), cell: (m) => m.actor },
              ]}
            />
          </section>
          {detail.data.statusChanges.length > 0 ? (
            <section aria-labelledby="status-title">
              <h2 id="status-title">{t('staff.vouchers.statusHistory')}</h2>
              <ul>
                {detail.data.statusChanges.map((c, i) => (
                  <li key={i}>
                    {t(c.enabled ? 'staff.vouchers.reactivatedLine' : 'staff.vouchers.deactivatedLine', {
                      when: when.format(new Date(c.at)),
                      who: c.actor,
                      reason: c.reason,
                    })}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
