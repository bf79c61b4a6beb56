import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useStaffVouchers } from '../../api/staff-vouchers';
import { StaffLoading } from '../../components/console-shell';
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
      {list.isPending ? <StaffLoading /> : null}
      <FormAlert message={list.isError ? apiErrorMessage(list.error, t('messages.crash')) : null} />
      {list.data ? (
        <>
          <p className="staff-count" role="status">
            {t('staff.vouchers.count', { count: list.data.vouchers.length })}
          </p>
          {list.data.vouchers.length > 0 ? (
            <div className="staff-table-wrap">
              <table className="staff-table">
                <caption className="sr-only">{t('staff.sections.vouchers')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('staff.vouchers.description')}</th>
                    <th scope="col">{t('staff.vouchers.customer')}</th>
                    <th scope="col">{t('staff.vouchers.balance')}</th>
                    <th scope="col">{t('staff.vouchers.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.vouchers.map((v) => (
                    <tr key={v.id}>
                      <th scope="row">
                        <Link to={`/staff/vouchers/${v.id}`}>{v.description}</Link>
                      </th>
                      <td>{v.customerName}</td>
                      <td className="staff-table__nowrap">{amount(v, v.balance)}</td>
                      <td>
                        {t(v.active ? 'staff.vouchers.stateActive' : v.enabled ? 'staff.vouchers.stateExpired' : 'staff.vouchers.stateOff')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      ) : null}
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
