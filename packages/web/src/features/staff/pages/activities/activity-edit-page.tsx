import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useStaffActivities } from '../../api/staff-activities';
import { ActivityForm } from '../../components/activity-form';
import { StaffLoading } from '../../components/console-shell';
import { useSignedInStaff } from '../../components/staff-me';

/** /staff/activities/new and /staff/activities/:id: the activity's form (read-only without activities.write). */
export function ActivityEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const list = useStaffActivities();
  const me = useSignedInStaff();
  const [notice, setNotice] = useState<string | null>(null);
  const canWrite = me.permissions.includes('activities.write');
  const current = id === null ? null : (list.data?.activities.find((a) => a.id === id) ?? null);
  const title = id === null ? t('staff.activities.newTitle') : (current?.name ?? t('staff.sections.activities'));
  const missing = id !== null && list.data && !current;

  return (
    <section className="staff-page" aria-labelledby="activity-title">
      <p>
        <Link to="/staff/activities">{t('staff.activities.back')}</Link>
      </p>
      <h1 id="activity-title">{title}</h1>
      {list.isPending ? <StaffLoading /> : null}
      <FormAlert message={list.isError ? apiErrorMessage(list.error, t('messages.crash')) : missing ? t('staff.activities.gone') : null} />
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      {list.data && (id === null ? canWrite : current) ? (
        <div className="staff-product">
          <ActivityForm
            key={current ? `${current.id}` : 'new'}
            activity={current}
            choices={list.data}
            canWrite={canWrite}
            onSaved={(saved) => {
              setNotice(t('staff.activities.saved', { name: saved.name }));
              if (id === null) navigate(`/staff/activities/${saved.id}`, { replace: true });
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
