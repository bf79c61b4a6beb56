import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useStaffAccounts, useStaffRoles } from '../api/staff-accounts';
import { useDeleteCustomRole } from '../api/staff-roles';
import { StaffLoading } from '../components/console-shell';
import { RoleEditor } from '../components/role-editor';
import { StaffTable } from '../components/staff-table';
import { useRoleLabel } from '../components/role-label';

type Outcome = { ok: boolean; message: string } | null;
type Editing = { id: number | null; name: string; permissions: string[] } | null;

/**
 * /staff/roles (`staff.manage`): the club's custom roles, built from the permission list; create, edit, delete
 * (the server refuses to delete a role someone has). The built-in roles are listed with what they may do.
 */
export function RolesPage() {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const accounts = useStaffAccounts();
  const remove = useDeleteCustomRole();
  const roleLabel = useRoleLabel();
  const [editing, setEditing] = useState<Editing>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const holders = (id: number) => accounts.data?.filter((a) => a.role === 'custom' && a.customRoleId === id).length ?? 0;
  const permissionNames = roles.data?.permissions.map((p) => p.name) ?? [];

  const deleteRole = (role: { id: number; name: string }) => {
    setOutcome(null);
    remove.mutate(role.id, {
      onSuccess: () => setOutcome({ ok: true, message: t('staff.rolesPage.deleted', { name: role.name }) }),
      onError: (error) => setOutcome({ ok: false, message: apiErrorMessage(error, t('messages.crash')) }),
    });
  };

  return (
    <section className="staff-page" aria-labelledby="staff-roles-title">
      <h1 id="staff-roles-title">{t('staff.sections.roles')}</h1>
      <p className="staff-page__intro">{t('staff.rolesPage.intro')}</p>
      {roles.isPending ? <StaffLoading /> : null}
      <FormAlert message={roles.isError ? apiErrorMessage(roles.error, t('messages.crash')) : null} />
      <div role="status" className="staff-outcome">
        {outcome?.ok ? <p className="form__notice">{outcome.message}</p> : null}
      </div>
      <FormAlert message={outcome && !outcome.ok ? outcome.message : null} />
      {roles.data ? (
        <>
          <h2>{t('staff.rolesPage.customTitle')}</h2>
          {roles.data.custom.length === 0 ? <p>{t('staff.rolesPage.none')}</p> : null}
          {roles.data.custom.length > 0 ? (
            <StaffTable
              rows={roles.data.custom}
              rowKey={(role) => role.id}
              name={{ caption: t('staff.rolesPage.customTitle') }}
              columns={[
                { header: t('staff.rolesPage.name'), cell: (role) => role.name },
                {
                  header: t('staff.rolesPage.permissions'),
                  cell: (role) => (
                    <ul className="staff-changes">
                      {role.permissions.map((p) => (
                        <li key={p}>{t(`staff.permissions.${p}`)}</li>
                      ))}
                    </ul>
                  ),
                },
                { header: t('staff.rolesPage.givenTo'), cell: (role) => t('staff.rolesPage.holders', { count: holders(role.id) }) },
                {
                  header: t('staff.accounts.actions'),
                  actions: true,
                  cell: (role) => (
                    <>
                      <Button
                        variant="secondary"
                        onClick={() => {
                          setOutcome(null);
                          setEditing({ id: role.id, name: role.name, permissions: role.permissions });
                        }}
                      >
                        {t('staff.rolesPage.edit')}
                        <span className="sr-only"> {role.name}</span>
                      </Button>
                      <Button variant="ghost" loading={remove.isPending && remove.variables === role.id} onClick={() => deleteRole(role)}>
                        {t('staff.rolesPage.delete')}
                        <span className="sr-only"> {role.name}</span>
                      </Button>
                    </>
                  ),
                },
              ]}
            />
          ) : null}
          {editing ? (
            <RoleEditor
              key={editing.id ?? 'new'}
              role={editing}
              permissions={permissionNames}
              onDone={(saved) => {
                setEditing(null);
                if (saved) setOutcome({ ok: true, message: t('staff.rolesPage.saved', { name: saved }) });
              }}
            />
          ) : (
            <Button
              className="staff-page__action"
              onClick={() => {
                setOutcome(null);
                setEditing({ id: null, name: '', permissions: [] });
              }}
            >
              {t('staff.rolesPage.new')}
            </Button>
          )}
          <h2>{t('staff.rolesPage.builtInTitle')}</h2>
          <dl className="staff-built-in">
            {roles.data.builtIn.map((role) => (
              <div key={role.name}>
                <dt>{roleLabel(role.name as 'owner', '')}</dt>
                <dd>{t('staff.rolesPage.permissionCount', { count: role.permissions.length })}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  );
}
