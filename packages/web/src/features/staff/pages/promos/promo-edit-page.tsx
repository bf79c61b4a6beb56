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
                <div className="staff-table-wrap">
                  <table className="staff-table">
                    <caption className="sr-only">{t('staff.promos.redemptionsTable')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('staff.promos.when')}</th>
                        <th scope="col">{t('staff.promos.customer')}</th>
                        <th scope="col">{t('staff.promos.sale')}</th>
                        <th scope="col">{t('staff.promos.discount')}</th>
                        <th scope="col">{t('staff.promos.paymentState')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {detail.data.redemptions.map((r) => (
                        <tr key={r.paymentId}>
                          <td className="staff-table__nowrap">{when.format(new Date(r.at))}</td>
                          <td>{r.customerName}</td>
                          <td>{r.saleNumber ?? '—'}</td>
                          <td className="staff-table__nowrap">{money(r.discount, r.currency)}</td>
                          <td>{t(`staff.promos.paymentStates.${r.status}`)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </section>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
