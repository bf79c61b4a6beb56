import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { useStaffVouchers } from '../../api/staff-vouchers';
import { StaffList } from '../../components/staff-list';
import { useSignedInStaff } from '../../components/staff-me';
import { useVoucherAmount } from '../../components/voucher-amount';
import { VoucherIssueForm } from '../../components/voucher-issue-form';
import { VoucherDetailPage } from './voucher-detail-page';

/** /staff/vouchers (`customers.read`; writes `vouchers.write`): the vouchers by customer, issuing one, one voucher's use. */
export function VouchersSection() {
  return (
    <Routes>
      <Route index element={<VouchersPage />} />
      <Route path="new" element={<IssueVoucherPage />} />
      <Route path=":id" element={<VoucherDetailPage />} />
    </Routes>
  );
}

function VouchersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const list = useStaffVouchers(search);
  const me = useSignedInStaff();
  const amount = useVoucherAmount();
  return (
    <section className="staff-page" aria-labelledby="vouchers-title">
      <h1 id="vouchers-title">{t('staff.sections.vouchers')}</h1>
      <form
        className="staff-filters"
        aria-label={t('staff.vouchers.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
          setParams(text ? new URLSearchParams({ search: text }) : new URLSearchParams());
        }}
      >
        <Field label={t('staff.vouchers.search')}>{(c) => <input type="search" name="search" defaultValue={search} {...c} />}</Field>
        <div className="staff-filters__actions">
          <Button type="submit" variant="secondary">
            {t('staff.vouchers.apply')}
          </Button>
          {me.permissions.includes('vouchers.write') ? (
            <Link className={buttonClass('primary')} to="/staff/vouchers/new">
              {t('staff.vouchers.new')}
            </Link>
          ) : null}
        </div>
      </form>
      <StaffList
        query={list}
        rowsOf={(data) => data.vouchers}
        rowKey={(v) => v.id}
        caption={t('staff.sections.vouchers')}
        count={(count) => t('staff.vouchers.count', { count })}
        columns={[
          { header: t('staff.vouchers.description'), cell: (v) => <Link to={`/staff/vouchers/${v.id}`}>{v.description}</Link> },
          { header: t('staff.vouchers.customer'), cell: (v) => v.customerName },
          { header: t('staff.vouchers.balance'), cell: (v) => amount(v, v.balance), nowrap: true },
          {
            header: t('staff.vouchers.state'),
            cell: (v) => t(v.active ? 'staff.vouchers.stateActive' : v.enabled ? 'staff.vouchers.stateExpired' : 'staff.vouchers.stateOff'),
          },
        ]}
      />
    </section>
  );
}

function IssueVoucherPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useSignedInStaff();
  return (
    <section className="staff-page" aria-labelledby="issue-title">
      <p>
        <Link to="/staff/vouchers">{t('staff.vouchers.back')}</Link>
      </p>
      <h1 id="issue-title">{t('staff.vouchers.issueTitle')}</h1>
      {me.permissions.includes('vouchers.write') ? (
        <VoucherIssueForm onIssued={(v) => navigate(`/staff/vouchers/${v.id}?issued=1`, { replace: true })} />
      ) : (
        <p>{t('staff.notAllowed')}</p>
      )}
    </section>
  );
}
