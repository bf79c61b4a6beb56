import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { staffAccountSchema } from '@clubportal/contract/staff';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useChangeRole, useSetActive, useStaffAccounts, useStaffRoles } from '../api/staff-accounts';
import { StaffLoading } from '../components/console-shell';
import { InviteForm } from '../components/invite-form';
import { useRoleLabel } from '../components/role-label';
import { RoleOptions, roleChoiceOf, roleValue } from '../components/role-select';
import { useSignedInStaff } from '../components/staff-me';

type Account = z.infer<typeof staffAccountSchema>;
type Outcome = { ok: boolean; message: string } | null;

/** /staff/accounts (`staff.manage`): the staff, their roles and state; invite, change a role, (de)activate. */
export function StaffAccountsPage() {
  const { t } = useTranslation();
  const accounts = useStaffAccounts();
  const roles = useStaffRoles();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const custom = roles.data?.custom ?? [];

  return (
    <section className="staff-page" aria-labelledby="staff-accounts-title">
      <h1 id="staff-accounts-title">{t('staff.sections.accounts')}</h1>
      {accounts.isPending ? <StaffLoading /> : null}
      <FormAlert message={accounts.isError ? apiErrorMessage(accounts.error, t('messages.crash')) : null} />
      <div role="status" className="staff-outcome">
        {outcome?.ok ? <p className="form__notice">{outcome.message}</p> : null}
      </div>
      <FormAlert message={outcome && !outcome.ok ? outcome.message : null} />
      {accounts.data ? (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption className="sr-only">{t('staff.sections.accounts')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.accounts.person')}</th>
                <th scope="col">{t('staff.fields.role')}</th>
                <th scope="col">{t('staff.accounts.state')}</th>
                <th scope="col">
                  <span className="sr-only">{t('staff.accounts.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.map((account) => (
                <AccountRow key={account.id} account={account} custom={custom} onOutcome={setOutcome} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <InviteForm customRoles={custom} />
    </section>
  );
}

function AccountRow({
  account,
  custom,
  onOutcome,
}: {
  account: Account;
  custom: { id: number; name: string }[];
  onOutcome: (o: Outcome) => void;
}) {
  const { t } = useTranslation();
  const me = useSignedInStaff();
  const roleLabel = useRoleLabel();
  const changeRole = useChangeRole();
  const setActive = useSetActive();
  const current = roleValue(account);
  const [choice, setChoice] = useState(current);
  const selectId = `staff-role-${account.id}`;
  const report = (promise: Promise<unknown>, success: string) =>
    void promise.then(
      () => onOutcome({ ok: true, message: success }),
      (error: unknown) => onOutcome({ ok: false, message: apiErrorMessage(error, t('messages.crash')) }),
    );
  const state = !account.active ? t('staff.accounts.inactive') : account.pending ? t('staff.accounts.pending') : t('staff.accounts.active');

  return (
    <tr className={account.active ? undefined : 'is-inactive'}>
      <th scope="row">
        <span className="staff-table__name">
          {account.name}
          {account.id === me.id ? <span className="staff-table__you"> ({t('staff.accounts.you')})</span> : null}
        </span>
        <span className="staff-table__email">{account.email}</span>
      </th>
      <td>
        <form
          className="staff-role-form"
          onSubmit={(event) => {
            event.preventDefault();
            onOutcome(null);
            report(
              changeRole.mutateAsync({ id: account.id, ...roleChoiceOf(choice) }),
              t('staff.accounts.roleChanged', { name: account.name }),
            );
          }}
        >
          <label className="sr-only" htmlFor={selectId}>
            {t('staff.accounts.roleOf', { name: account.name })}
          </label>
          <select id={selectId} value={choice} onChange={(e) => setChoice(e.target.value)}>
            {account.role === 'custom' && !custom.some((r) => r.id === account.customRoleId) ? (
              <option value={current}>{roleLabel(account.role, account.roleName)}</option>
            ) : null}
            <RoleOptions custom={custom} />
          </select>
          <Button type="submit" variant="secondary" disabled={choice === current} loading={changeRole.isPending}>
            {t('staff.accounts.changeRole')}
            <span className="sr-only"> {account.name}</span>
          </Button>
        </form>
      </td>
      <td>
        <span className={`staff-state staff-state--${account.active ? (account.pending ? 'pending' : 'active') : 'inactive'}`}>
          {state}
        </span>
        {account.twoFactorEnrolled ? <span className="staff-table__note">{t('staff.accounts.twoFactorOn')}</span> : null}
      </td>
      <td className="staff-table__actions">
        <Button
          variant="ghost"
          loading={setActive.isPending}
          onClick={() => {
            onOutcome(null);
            report(
              setActive.mutateAsync({ id: account.id, active: !account.active }),
              t(account.active ? 'staff.accounts.deactivated' : 'staff.accounts.reactivated', { name: account.name }),
            );
          }}
        >
          {account.active ? t('staff.accounts.deactivate') : t('staff.accounts.reactivate')}
          <span className="sr-only"> {account.name}</span>
        </Button>
      </td>
    </tr>
  );
}
