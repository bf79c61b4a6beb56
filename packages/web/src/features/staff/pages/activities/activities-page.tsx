import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import type { StaffActivity } from '@clubportal/contract/staff-activities';
import { Button, buttonClass } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { usePublishActivity, useStaffActivities } from '../../api/staff-activities';
import { StaffList } from '../../components/staff-list';
import { useSignedInStaff } from '../../components/staff-me';
import { useMoneyFormat } from '../../components/stock-ledger';
import { useLocalDateTime } from '../../rules/activity-form';
import { ActivityEditPage } from './activity-edit-page';

/** /staff/activities (`settings.read`; writes `activities.write`): the list, a new activity, one activity's form. */
export function ActivitiesSection() {
  return (
    <Routes>
      <Route index element={<ActivitiesPage />} />
      <Route path="new" element={<ActivityEditPage />} />
      <Route path=":id" element={<ActivityEditPage />} />
    </Routes>
  );
}

type Outcome = { ok: boolean; message: string } | null;

/**
 * Every activity, the latest to start first: when, places taken of its capacity (and how many signed up), price
 * and whether members see it, with Publish / Unpublish at hand (never delete: sign-ups point at it).
 */
function ActivitiesPage() {
  const { t } = useTranslation();
  const list = useStaffActivities();
  const me = useSignedInStaff();
  const canWrite = me.permissions.includes('activities.write');
  const money = useMoneyFormat();
  const when = useLocalDateTime();
  const publish = usePublishActivity();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const currency = list.data?.currency ?? 'EUR';
  const toggle = (a: StaffActivity) => {
    setOutcome(null);
    publish.mutate(
      { id: a.id, publish: !a.published },
      {
        onSuccess: (saved) =>
          setOutcome({
            ok: true,
            message: t(saved.published ? 'staff.activities.published' : 'staff.activities.unpublished', { name: saved.name }),
          }),
        onError: (e) => setOutcome({ ok: false, message: apiErrorMessage(e, t('messages.crash')) }),
      },
    );
  };
  return (
    <section className="staff-page" aria-labelledby="activities-title">
      <h1 id="activities-title">{t('staff.sections.activities')}</h1>
      <p className="staff-page__intro">{t('staff.activities.intro')}</p>
      {canWrite ? (
        <p>
          <Link className={buttonClass('primary')} to="/staff/activities/new">
            {t('staff.activities.new')}
          </Link>
        </p>
      ) : null}
      <div role="status" className="staff-outcome">
        {outcome?.ok ? <p className="form__notice">{outcome.message}</p> : null}
      </div>
      <FormAlert message={outcome && !outcome.ok ? outcome.message : null} />
      <StaffList
        query={list}
        rowsOf={(data) => data.activities}
        rowKey={(a) => a.id}
        caption={t('staff.sections.activities')}
        count={(count) => t('staff.activities.count', { count })}
        columns={[
          { header: t('staff.activities.name'), cell: (a) => <Link to={`/staff/activities/${a.id}`}>{a.name}</Link> },
          { header: t('staff.activities.starts'), cell: (a) => when(a.start), nowrap: true },
          {
            header: t('staff.activities.places'),
            cell: (a) =>
              a.capacity === null
                ? t('staff.activities.placesNoLimit', { taken: a.taken })
                : t('staff.activities.placesOf', { taken: a.taken, capacity: a.capacity }),
            nowrap: true,
          },
          { header: t('staff.activities.signedUp'), cell: (a) => a.signedUp },
          {
            header: t('staff.activities.price'),
            cell: (a) => (a.price === 0 ? t('staff.activities.free') : money(a.price, currency)),
            nowrap: true,
          },
          {
            header: t('staff.activities.state'),
            cell: (a) => (
              <span className="staff-activity-state">
                {t(a.published ? 'staff.activities.statePublished' : 'staff.activities.stateUnpublished')}
                {canWrite ? (
                  <Button
                    variant="ghost"
                    loading={publish.isPending && publish.variables?.id === a.id}
                    onClick={() => toggle(a)}
                    aria-label={t(a.published ? 'staff.activities.unpublishNamed' : 'staff.activities.publishNamed', { name: a.name })}
                  >
                    {t(a.published ? 'staff.activities.unpublish' : 'staff.activities.publish')}
                  </Button>
                ) : null}
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
