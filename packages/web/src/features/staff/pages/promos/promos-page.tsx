import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import type { StaffPromo } from '@clubportal/contract/staff-promos';
import { buttonClass } from '../../../../components/ui/button';
import { useStaffPromos } from '../../api/staff-promos';
import { StaffList } from '../../components/staff-list';
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
      <StaffList
        query={list}
        rowsOf={(data) => data.promos}
        rowKey={(p) => p.id}
        caption={t('staff.sections.promos')}
        count={(count) => t('staff.promos.count', { count })}
        columns={[
          { header: t('staff.promos.code'), cell: (p) => <Link to={`/staff/promos/${p.id}`}>{p.code}</Link> },
          { header: t('staff.promos.discount'), cell: value, nowrap: true },
          { header: t('staff.promos.valid'), cell: days },
          {
            header: t('staff.promos.uses'),
            cell: (p) => (p.maxUses === null ? p.uses : t('staff.promos.usesOf', { uses: p.uses, max: p.maxUses })),
          },
          { header: t('staff.promos.state'), cell: (p) => t(p.active ? 'staff.promos.stateActive' : 'staff.promos.stateInactive') },
        ]}
      />
    </section>
  );
}
