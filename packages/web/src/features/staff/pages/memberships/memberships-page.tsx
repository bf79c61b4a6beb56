import { useState } from 'react';

import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';

import { type StaffMembership } from '@clubportal/contract/staff-memberships';
import { Button, buttonClass } from '../../../../components/ui/button';

import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import {
  useArchiveMembership,
  useCreateMembership,
  useMembershipPasses,
  useStaffMemberships,
  useUpdateMembership,
} from '../../api/staff-memberships';
import { StaffLoading } from '../../components/console-shell';

import { StaffList } from '../../components/staff-list';
import { useSignedInStaff } from '../../components/staff-me';
import { useMoneyFormat } from '../../components/stock-ledger';

import { MembershipForm } from './membership-form';
import { GivePassForm, Holders, useDayFormat } from './membership-passes';

/**
 * /staff/memberships (`customers.read`; writes `prices.write`): membership and season pass types (price and term,
 * the group and booking window they give), giving a pass to a customer with a reason, ending it, its holders.
 */
export function MembershipsSection() {
  return (
    <Routes>
      <Route index element={<MembershipsPage />} />
      <Route path="new" element={<NewMembershipPage />} />
      <Route path=":id" element={<MembershipPage />} />
    </Routes>
  );
}

const useCanWrite = () => useSignedInStaff().permissions.includes('prices.write');

/** "30,00 € every month", "390,00 € · 1 Sept 2026 – 31 Aug 2027". */
function useTermText(): (m: StaffMembership) => string {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dayOf = useDayFormat();
  return (m) =>
    m.periodMonths !== null
      ? t('staff.memberships.every', { amount: money(m.price, m.currency), count: m.periodMonths })
      : t('staff.memberships.between', { amount: money(m.price, m.currency), from: dayOf(m.validFrom ?? ''), to: dayOf(m.validTo ?? '') });
}

function MembershipsPage() {
  const { t } = useTranslation();
  const list = useStaffMemberships();
  const canWrite = useCanWrite();
  const termOf = useTermText();
  return (
    <section className="staff-page" aria-labelledby="memberships-title">
      <h1 id="memberships-title">{t('staff.sections.memberships')}</h1>
      <p>{t('staff.memberships.intro')}</p>
      {canWrite ? (
        <p>
          <Link className={buttonClass('primary')} to="/staff/memberships/new">
            {t('staff.memberships.new')}
          </Link>
        </p>
      ) : null}
      <StaffList
        query={list}
        rowsOf={(data) => data.memberships}
        rowKey={(m) => m.id}
        caption={t('staff.sections.memberships')}
        count={(count) => t('staff.memberships.count', { count })}
        columns={[
          { header: t('staff.memberships.name'), cell: (m) => <Link to={`/staff/memberships/${m.id}`}>{m.name}</Link> },
          { header: t('staff.memberships.priceTerm'), cell: termOf },
          { header: t('staff.memberships.group'), cell: (m) => m.customerGroupName ?? '—' },
          {
            header: t('staff.memberships.window'),
            cell: (m) => (m.bookingDays ? t('staff.memberships.days', { count: m.bookingDays }) : '—'),
            nowrap: true,
          },
          { header: t('staff.memberships.holders'), cell: (m) => String(m.holders) },
          {
            header: t('staff.memberships.state'),
            cell: (m) => (m.archived ? t('staff.memberships.archived') : t('staff.memberships.offered')),
          },
        ]}
      />
    </section>
  );
}

function NewMembershipPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCanWrite();
  const create = useCreateMembership();
  return (
    <section className="staff-page" aria-labelledby="new-membership-title">
      <p>
        <Link to="/staff/memberships">{t('staff.memberships.back')}</Link>
      </p>
      <h1 id="new-membership-title">{t('staff.memberships.new')}</h1>
      {canWrite ? (
        <MembershipForm
          label={t('staff.memberships.new')}
          submitLabel={t('staff.memberships.create')}
          pending={create.isPending}
          save={async (body) => {
            const { membership } = await create.mutateAsync(body);
            navigate(`/staff/memberships/${membership.id}`, { replace: true });
          }}
        />
      ) : (
        <p>{t('staff.notAllowed')}</p>
      )}
    </section>
  );
}

function MembershipPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const passes = useMembershipPasses(id);
  const canWrite = useCanWrite();
  const termOf = useTermText();
  const update = useUpdateMembership(id);
  const archive = useArchiveMembership(id);
  const [message, setMessage] = useState<{ error: string | null; done: string | null }>({ error: null, done: null });
  const m = passes.data?.membership;
  return (
    <section className="staff-page" aria-labelledby="membership-title">
      <p>
        <Link to="/staff/memberships">{t('staff.memberships.back')}</Link>
      </p>
      <h1 id="membership-title">{m?.name ?? t('staff.sections.memberships')}</h1>
      {passes.isPending ? <StaffLoading /> : null}
      <FormAlert message={passes.isError ? apiErrorMessage(passes.error, t('messages.crash')) : message.error} />
      {message.done ? (
        <p className="staff-count" role="status">
          {message.done}
        </p>
      ) : null}
      {m ? (
        <>
          <p>
            {termOf(m)}
            {m.customerGroupName ? ` · ${t('staff.memberships.groupIs', { name: m.customerGroupName })}` : ''}
            {m.bookingDays ? ` · ${t('staff.memberships.windowIs', { count: m.bookingDays })}` : ''}
            {m.archived ? ` · ${t('staff.memberships.archived')}` : ''}
          </p>
          {canWrite && !m.archived ? <GivePassForm membership={m} onGiven={(done) => setMessage({ error: null, done })} /> : null}
          <h2 id="holders-title">{t('staff.memberships.holdersTitle')}</h2>
          <Holders holders={passes.data?.holders ?? []} canWrite={canWrite} />
          {canWrite ? (
            <>
              <h2>{t('staff.memberships.edit')}</h2>
              <MembershipForm
                key={`${m.id}-${m.name}-${m.price}`}
                initial={m}
                label={t('staff.memberships.edit')}
                submitLabel={t('staff.memberships.save')}
                pending={update.isPending}
                save={async (body) => {
                  await update.mutateAsync(body);
                  setMessage({ error: null, done: t('staff.memberships.saved') });
                }}
              />
              <p>
                <Button
                  variant="secondary"
                  loading={archive.isPending}
                  onClick={async () => {
                    try {
                      await archive.mutateAsync(!m.archived);
                      setMessage({ error: null, done: m.archived ? t('staff.memberships.restored') : t('staff.memberships.archivedDone') });
                    } catch (err) {
                      setMessage({ error: apiErrorMessage(err, t('messages.crash')), done: null });
                    }
                  }}
                >
                  {m.archived ? t('staff.memberships.restore') : t('staff.memberships.archive')}
                </Button>
              </p>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
