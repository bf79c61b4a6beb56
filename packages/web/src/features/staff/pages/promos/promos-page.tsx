import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import type { StaffPromo } from '@clubportal/contract/staff-promos';
import { buttonClass } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useStaffPromos } from '../../api/staff-promos';
import { StaffLoading } from '../../components/console-shell';
import { useSignedInStaff } from '../../components/staff-me';
import { useMoneyFormat } from '../../components/stock-ledger';
import { PromoEditPage } from './promo-edit-page';

/** /staff/promos (`shop.read`; writes `shop.write`): the codes, a new one, one code's form and who used it. */
export function PromosSection() {
  return (
    <Routes>
      <Route index element={<PromosPage />} />
      <Route path="new" element={<PromoEditPage />} />
      <Route path=":id" element={<PromoEditPage />} />
    </Routes>
  );
}

/** "10 %" or "2,50 €", in the interface language. */
export function usePromoValue(): (p: StaffPromo) => string {
  const { i18n } = useTranslation();
  const money = useMoneyFormat();
  return (p) =>
    p.kind === 'percent' ? new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(p.value / 100) : money(p.value, p.currency);
}

function PromosPage() {
  const { t } = useTranslation();
  const list = useStaffPromos();
  const me = useSignedInStaff();
  const value = usePromoValue();
  const days = (p: StaffPromo) =>
    p.validFrom || p.validUntil
      ? t('staff.promos.days', { from: p.validFrom || '…', until: p.validUntil || '…' })
      : t('staff.promos.always');
  return (
    <section className="staff-page" aria-labelledby="promos-title">
      <h1 id="promos-title">{t('staff.sections.promos')}</h1>
      <p>{t('staff.promos.scope')}</p>
      {me.permissions.includes('shop.write') ? (
        <p>
          <Link className={buttonClass('primary')} to="/staff/promos/new">
            {t('staff.promos.new')}
          </Link>
        </p>
      ) : null}
      {list.isPending ? <StaffLoading /> : null}
      <FormAlert message={list.isError ? apiErrorMessage(list.error, t('messages.crash')) : null} />
      {list.data ? (
        <>
          <p className="staff-count" role="status">
            {t('staff.promos.count', { count: list.data.promos.length })}
          </p>
          {list.data.promos.length > 0 ? (
            <div className="staff-table-wrap">
              <table className="staff-table">
                <caption className="sr-only">{t('staff.sections.promos')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('staff.promos.code')}</th>
                    <th scope="col">{t('staff.promos.discount')}</th>
                    <th scope="col">{t('staff.promos.valid')}</th>
                    <th scope="col">{t('staff.promos.uses')}</th>
                    <th scope="col">{t('staff.promos.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.promos.map((p) => (
                    <tr key={p.id}>
                      <th scope="row">
                        <Link to={`/staff/promos/${p.id}`}>{p.code}</Link>
                      </th>
                      <td className="staff-table__nowrap">{value(p)}</td>
                      <td>{days(p)}</td>
                      <td>{p.maxUses === null ? p.uses : t('staff.promos.usesOf', { uses: p.uses, max: p.maxUses })}</td>
                      <td>{t(p.active ? 'staff.promos.stateActive' : 'staff.promos.stateInactive')}</td>
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
