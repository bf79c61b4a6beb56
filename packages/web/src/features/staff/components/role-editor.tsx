import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { customRoleBodySchema } from '@clubportal/contract/staff';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSaveCustomRole } from '../api/staff-roles';
import { useStaffMessage } from './staff-message';

type Role = { id: number | null; name: string; permissions: string[] };

/**
 * A custom role's name and permissions, chosen from the server's permission list (each described in the
 * interface language). New when `role.id` is null; `onDone` gets the saved name (null when cancelled).
 */
export function RoleEditor({
  role,
  permissions,
  onDone,
}: {
  role: Role;
  permissions: readonly string[];
  onDone: (saved: string | null) => void;
}) {
  const { t } = useTranslation();
  const staffMessage = useStaffMessage();
  const save = useSaveCustomRole();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(customRoleBodySchema), defaultValues: { name: role.name, permissions: role.permissions } });
  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: role.id, ...values });
      onDone(saved.name);
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  const titleId = 'staff-role-editor-title';
  const permissionsError = staffMessage(errors.permissions?.message ?? errors.permissions?.root?.message);
  return (
    <form className="form staff-role-editor" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{role.id === null ? t('staff.rolesPage.newTitle') : t('staff.rolesPage.editTitle', { name: role.name })}</h2>
      <Field label={t('staff.rolesPage.name')} error={errors.name?.message} required>
        {(control) => <input type="text" autoComplete="off" {...control} {...register('name')} />}
      </Field>
      <fieldset className="staff-permissions" aria-describedby={permissionsError ? 'staff-permissions-error' : undefined}>
        <legend>{t('staff.rolesPage.permissions')}</legend>
        <ul>
          {permissions.map((name) => (
            <li key={name} className="check">
              <input type="checkbox" id={`permission-${name}`} value={name} {...register('permissions')} />
              <label htmlFor={`permission-${name}`}>
                {t(`staff.permissions.${name}`)}
                <code className="staff-table__note">{name}</code>
              </label>
            </li>
          ))}
        </ul>
        {permissionsError ? (
          <p className="field__error" id="staff-permissions-error">
            {permissionsError}
          </p>
        ) : null}
      </fieldset>
      <FormAlert message={errors.root?.message} />
      <div className="staff-role-editor__actions">
        <Button type="submit" loading={save.isPending}>
          {role.id === null ? t('staff.rolesPage.create') : t('staff.rolesPage.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone(null)}>
          {t('staff.rolesPage.cancel')}
        </Button>
      </div>
    </form>
  );
}
