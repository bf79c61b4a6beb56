import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useDeactivatePromo, usePromoRedemptions, useStaffPromos } from '../../api/staff-promos';
import { StaffLoading } from '../../components/console-shell';
import { PromoForm } from '../../components/promo-form';
import { useStaffClub } from '../../components/staff-club';
import { useSignedInStaff } from '../../components/staff-me';
import { StaffTable } from '../../components/staff-table';
import { useMoneyFormat } from '../../components/stock-ledger';

/** /staff/promos/new and /staff/promos/:id: the code's form, Deactivate, and the checkouts that used it. */
export function PromoEditPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const detail = usePromoRedemptions(id);
  const list = useStaffPromos();
  const deactivate = useDeactivatePromo();
  const me = useSignedInStaff();
  const money = useMoneyFormat();
  const { timeZone } = useStaffClub();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone });
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canWrite = me.permissions.includes('shop.write');
  const current = detail.data?.promo ?? null;
  const title = id === null ? t('staff.promos.newTitle') : (current?.code ?? t('staff.sections.promos'));

  return (
    <section className="staff-page" aria-labelledby="promo-title">
      <p>
        <Link to="/staff/promos">{t('staff.promos.back')}</Link>
      </p>
      <h1 id="promo-title">{title}</h1>
      {id !== null && detail.isPending ? <StaffLoading /> : null}
      <FormAlert message={detail.isError ? apiErrorMessage(detail.error, t('messages.crash')) : error} />
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      {id === null || current ? (
        <div className="staff-product">
          {canWrite || current ? (
            <PromoForm
              key={current ? `${current.id}-${current.active}` : 'new'}
              promo={current}
              canWrite={canWrite}
              currency={list.data?.currency ?? 'EUR'}
              onSaved={(saved) => {
                setNotice(t('staff.promos.saved', { code: saved.code }));
                if (id === null) navigate(`/staff/promos/${saved.id}`, { replace: true });
              }}
            />
          ) : null}
          {current && canWrite && current.active ? (
            <Button
              variant="ghost"
              loading={deactivate.isPending}
              onClick={() => {
                setError(null);
                deactivate.mutate(current.id, {
                  onSuccess: () => setNotice(t('staff.promos.deactivated', { code: current.code })),
                  onError: (e) => setError(apiErrorMessage(e, t('messages.crash'))),
                });
              }}
            >
              {t('staff.promos.deactivate')}
            </Button>
          ) : null}
          {current && detail.data ? (
            <section aria-labelledby="redemptions-title">
              <h2 id="redemptions-title">{t('staff.promos.redemptions', { count: current.uses })}</h2>
              {detail.data.redemptions.length === 0 ? <p>{t('staff.promos.noRedemptions')}</p> : null}
              {detail.data.redemptions.length > 0 ? (
                <StaffTable
                  rows={detail.data.redemptions}
                  rowKey={(r) => r.paymentId}
                  name={{ caption: t('staff.promos.redemptionsTable') }}
                  rowHeader={false}
                  columns={[
                    { header: t('staff.promos.when'), cell: (r) => when.format(new Date(r.at)), nowrap: true },
                    { header: t('staff.promos.customer'), cell: (r) => r.customerName },
                    { header: t('staff.promos.sale'), cell: (r) => r.saleNumber ?? '—' },
                    { header: t('staff.promos.discount'), cell: (r) => money(r.discount, r.currency), nowrap: true },
                    { header: t('staff.promos.paymentState'), cell: (r) => t(`staff.promos.paymentStates.${r.status}`) },
                  ]}
                />
              ) : null}
            </section>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
