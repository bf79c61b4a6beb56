import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';

import { buttonClass } from '../../../../components/ui/button';

import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { customerExportUrl, useStaffCustomer } from '../../api/staff-customers';
import { StaffLoading } from '../../components/console-shell';
import { useStaffClub } from '../../components/staff-club';
import { useSignedInStaff } from '../../components/staff-me';
import { StaffTable } from '../../components/staff-table';
import { useMoneyFormat } from '../../components/stock-ledger';
import { EraseCustomer, PendingSales } from './customer-desk-actions';

/** /staff/customers/:id: the customer's file: who they are, what they owe (paid here), and everything the club holds. */
export function CustomerProfilePage() {
  const { t, i18n } = useTranslation();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const file = useStaffCustomer(id);
  const me = useSignedInStaff();
  const money = useMoneyFormat();
  const { timeZone } = useStaffClub();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone });
  const at = (instant: string | null) => (instant ? when.format(new Date(instant)) : '–');
  const location = useLocation();
  const merged = (location.state as { merged?: { id: number; name: string } } | null)?.merged;
  const [notice, setNotice] = useState<string | null>(
    merged ? t('staff.customers.merge.done', { name: merged.name, id: merged.id }) : null,
  );
  const p = file.data?.profile ?? null;
  const yesNo = (on: boolean) => t(on ? 'staff.customers.given' : 'staff.customers.notGiven');
  const name = p ? `${p.identity.name} ${p.identity.surname}`.trim() : t('staff.sections.customers');
  return (
    <section className="staff-page staff-customer" aria-labelledby="customer-title">
      <p>
        <Link to="/staff/customers">{t('staff.customers.back')}</Link>
      </p>
      <h1 id="customer-title">{name}</h1>
      {p && me.permissions.includes('customers.merge') ? (
        <p>
          <Link className={buttonClass('secondary')} to={`/staff/customers/${p.identity.id}/merge`}>
            {t('staff.customers.merge.open')}
          </Link>
        </p>
      ) : null}
      {file.isPending ? <StaffLoading /> : null}
      <FormAlert message={file.isError ? apiErrorMessage(file.error, t('messages.crash')) : null} />
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      {p ? (
        <>
          <dl className="staff-facts">
            <dt>{t('staff.customers.number')}</dt>
            <dd>
              #{p.identity.id}
              {p.identity.externalId ? ` · ${t('staff.customers.externalId', { id: p.identity.externalId })}` : ''}
            </dd>
            <dt>{t('staff.customers.email')}</dt>
            <dd>{[p.identity.email, ...p.identity.emails].filter(Boolean).join(', ') || '–'}</dd>
            <dt>{t('staff.customers.phone')}</dt>
            <dd>{p.identity.phones.join(', ') || '–'}</dd>
            <dt>{t('staff.customers.address')}</dt>
            <dd>{p.identity.address || '–'}</dd>
            <dt>{t('staff.customers.birthDate')}</dt>
            <dd>{p.identity.birthDate ?? '–'}</dd>
            <dt>{t('staff.customers.since')}</dt>
            <dd>{at(p.identity.createdAt)}</dd>
            <dt>{t('staff.customers.state')}</dt>
            <dd>{p.identity.active ? t('staff.customers.active') : t('staff.customers.notActivated')}</dd>
            <dt>{t('staff.customers.consents')}</dt>
            <dd>
              {t('staff.customers.conditions')}: {yesNo(p.consents.conditions)} · {t('staff.customers.newsletter')}:{' '}
              {yesNo(p.consents.newsletter)}
            </dd>
            {p.parent ? (
              <>
                <dt>{t('staff.customers.parent')}</dt>
                <dd>
                  <Link to={`/staff/customers/${p.parent.id}`}>{p.parent.name}</Link>
                </dd>
              </>
            ) : null}
            {p.dependants.length > 0 ? (
              <>
                <dt>{t('staff.customers.dependants')}</dt>
                <dd>
                  <ul className="staff-inline-list">
                    {p.dependants.map((d) => (
                      <li key={d.id}>
                        <Link to={`/staff/customers/${d.id}`}>{d.name}</Link>
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
            {p.mergedRecords.length > 0 ? (
              <>
                <dt>{t('staff.customers.mergedRecords')}</dt>
                <dd>
                  <ul className="staff-inline-list">
                    {p.mergedRecords.map((m) => (
                      <li key={m.id}>{t('staff.customers.mergedRecord', { id: m.id, name: m.name, when: at(m.mergedAt) })}</li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
            {p.cards.length > 0 ? (
              <>
                <dt>{t('staff.customers.cards')}</dt>
                <dd>{p.cards.map((c) => t('staff.customers.card', { provider: c.provider, last4: c.last4 })).join(', ')}</dd>
              </>
            ) : null}
          </dl>
          {(['registration', 'dependant'] as const).map((form) => {
            const answers = p.formAnswers.filter((a) => a.form === form);
            return answers.length > 0 ? (
              <section key={form} aria-labelledby={`answers-${form}-title`}>
                <h2 id={`answers-${form}-title`}>{t(`staff.customers.formAnswers.${form}`)}</h2>
                <dl className="staff-facts">
                  {answers.map((a) => (
                    <Fragment key={a.label}>
                      <dt>{a.label}</dt>
                      <dd>{a.value}</dd>
                    </Fragment>
                  ))}
                </dl>
              </section>
            ) : null;
          })}
          <PendingSales
            sales={p.sales.filter((s) => s.status === 'pending' && s.outstanding > 0)}
            onPaid={(text) => {
              setNotice(text);
            }}
          />
          <section aria-labelledby="bookings-title">
            <h2 id="bookings-title">{t('staff.customers.bookings')}</h2>
            {p.bookings.length === 0 ? (
              <p>{t('staff.customers.noneYet')}</p>
            ) : (
              <StaffTable
                rows={p.bookings}
                rowKey={(b) => b.id}
                name={{ caption: t('staff.customers.bookings') }}
                columns={[
                  { header: t('staff.customers.when'), cell: (b) => at(b.startsAt), nowrap: true },
                  { header: t('staff.customers.court'), cell: (b) => `${b.court} · ${b.type}` },
                  {
                    header: t('staff.customers.bookingState'),
                    cell: (b) => t(`staff.customers.status.${b.status === 'active' ? 'active' : 'cancelled'}`),
                  },
                  { header: t('staff.customers.price'), cell: (b) => money(b.price, b.currency), nowrap: true },
                ]}
              />
            )}
          </section>
          <section aria-labelledby="sales-title">
            <h2 id="sales-title">{t('staff.customers.sales')}</h2>
            {p.sales.length === 0 ? (
              <p>{t('staff.customers.noneYet')}</p>
            ) : (
              <StaffTable
                rows={p.sales}
                rowKey={(s) => s.id}
                name={{ caption: t('staff.customers.sales') }}
                columns={[
                  { header: t('staff.customers.sale'), cell: (s) => `${s.title} (${s.number})` },
                  { header: t('staff.customers.when'), cell: (s) => at(s.createdAt), nowrap: true },
                  { header: t('staff.customers.total'), cell: (s) => money(s.total, s.currency), nowrap: true },
                  { header: t('staff.customers.saleState'), cell: (s) => t(`staff.customers.status.${s.status}`) },
                  { header: t('staff.customers.method'), cell: (s) => s.method || '–' },
                ]}
              />
            )}
          </section>
          <section aria-labelledby="fees-title">
            <h2 id="fees-title">{t('staff.customers.fees')}</h2>
            {p.fees.length === 0 ? (
              <p>{t('staff.customers.noneYet')}</p>
            ) : (
              <StaffTable
                rows={p.fees}
                rowKey={(f) => f.id}
                name={{ caption: t('staff.customers.fees') }}
                columns={[
                  { header: t('staff.customers.description'), cell: (f) => f.description },
                  { header: t('staff.customers.price'), cell: (f) => money(f.amount, f.currency), nowrap: true },
                  { header: t('staff.customers.nextDue'), cell: (f) => f.nextDueDate ?? '–', nowrap: true },
                ]}
              />
            )}
          </section>
          <section aria-labelledby="vouchers-title">
            <h2 id="vouchers-title">{t('staff.customers.vouchers')}</h2>
            {p.vouchers.length === 0 ? (
              <p>{t('staff.customers.noneYet')}</p>
            ) : (
              <StaffTable
                rows={p.vouchers}
                rowKey={(v) => v.id}
                name={{ caption: t('staff.customers.vouchers') }}
                columns={[
                  { header: t('staff.customers.description'), cell: (v) => <Link to={`/staff/vouchers/${v.id}`}>{v.description}</Link> },
                  {
                    header: t('staff.customers.balance'),
                    cell: (v) => (v.kind === 'money' ? money(v.balance, v.currency) : t('staff.vouchers.sessions', { count: v.balance })),
                    nowrap: true,
                  },
                ]}
              />
            )}
          </section>
          <section aria-labelledby="payments-title">
            <h2 id="payments-title">{t('staff.customers.payments')}</h2>
            {p.payments.length === 0 ? (
              <p>{t('staff.customers.noneYet')}</p>
            ) : (
              <StaffTable
                rows={p.payments}
                rowKey={(x) => x.id}
                name={{ caption: t('staff.customers.payments') }}
                columns={[
                  { header: t('staff.customers.when'), cell: (x) => at(x.paidAt ?? x.createdAt), nowrap: true },
                  { header: t('staff.customers.method'), cell: (x) => (x.method === 'club' ? t('staff.customers.atClub') : x.method) },
                  { header: t('staff.customers.total'), cell: (x) => money(x.amount, x.currency), nowrap: true },
                  {
                    header: t('staff.customers.paymentState'),
                    cell: (x) => t(`staff.customers.status.${x.status}`, { defaultValue: x.status }),
                  },
                ]}
              />
            )}
          </section>
          <section aria-labelledby="refunds-title">
            <h2 id="refunds-title">{t('staff.customers.refunds')}</h2>
            {p.refunds.length === 0 ? (
              <p>{t('staff.customers.noneYet')}</p>
            ) : (
              <StaffTable
                rows={p.refunds}
                rowKey={(r) => `${r.method}-${r.id}`}
                name={{ caption: t('staff.customers.refunds') }}
                columns={[
                  { header: t('staff.customers.when'), cell: (r) => at(r.createdAt), nowrap: true },
                  { header: t('staff.customers.method'), cell: (r) => r.method },
                  { header: t('staff.customers.total'), cell: (r) => money(r.amount, r.currency), nowrap: true },
                  {
                    header: t('staff.customers.paymentState'),
                    cell: (r) => t(`staff.customers.status.${r.status}`, { defaultValue: r.status }),
                  },
                ]}
              />
            )}
          </section>
          <section aria-labelledby="mails-title">
            <h2 id="mails-title">{t('staff.customers.communications')}</h2>
            {p.communications.length === 0 ? (
              <p>{t('staff.customers.noneYet')}</p>
            ) : (
              <StaffTable
                rows={p.communications}
                rowKey={(m) => m.id}
                name={{ caption: t('staff.customers.communications') }}
                columns={[
                  { header: t('staff.customers.subject'), cell: (m) => m.subject },
                  { header: t('staff.customers.when'), cell: (m) => at(m.at), nowrap: true },
                  { header: t('staff.customers.mailState'), cell: (m) => t(m.sent ? 'staff.customers.sent' : 'staff.customers.queued') },
                ]}
              />
            )}
          </section>
          <section aria-labelledby="audit-title">
            <h2 id="audit-title">{t('staff.customers.audit')}</h2>
            {p.audit.length === 0 ? (
              <p>{t('staff.customers.noneYet')}</p>
            ) : (
              <StaffTable
                rows={p.audit}
                rowKey={(a) => a.id}
                name={{ caption: t('staff.customers.audit') }}
                columns={[
                  { header: t('staff.customers.what'), cell: (a) => <code>{a.action}</code> },
                  { header: t('staff.customers.when'), cell: (a) => at(a.at), nowrap: true },
                  { header: t('staff.customers.who'), cell: (a) => a.actor },
                ]}
              />
            )}
          </section>
          {me.permissions.includes('customers.write') || me.permissions.includes('customers.erase') ? (
            <section aria-labelledby="gdpr-title" className="staff-customer__gdpr">
              <h2 id="gdpr-title">{t('staff.customers.gdpr')}</h2>
              {me.permissions.includes('customers.write') ? (
                <p>
                  <a className={buttonClass('secondary')} href={customerExportUrl(p.identity.id)} download>
                    {t('staff.customers.export')}
                  </a>
                </p>
              ) : null}
              {me.permissions.includes('customers.erase') ? <EraseCustomer profile={p} /> : null}
            </section>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
