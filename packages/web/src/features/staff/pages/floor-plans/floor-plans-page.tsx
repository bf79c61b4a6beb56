import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import type { StaffFloorPlan } from '@clubportal/contract/staff-floor-plans';
import { Button, buttonClass } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useRemoveFloorPlan, useStaffFloorPlan, useStaffFloorPlans } from '../../api/staff-floor-plans';
import { StaffLoading } from '../../components/console-shell';
import { FloorPlanForm } from '../../components/floor-plan-form';
import { PlaceEditor } from '../../components/place-editor';
import { StaffList } from '../../components/staff-list';
import { useSignedInStaff } from '../../components/staff-me';

/**
 * /staff/floor-plans (`settings.read`; changes need `catalogue.write`): the rooms classes are booked place by place
 * in: each plan's image and its places, drawn on it. A by-place booking type chooses its plan in the booking types
 * editor. A plan in use is not removed (the server names who uses it); one past classes used is archived.
 */
export function FloorPlansSection() {
  return (
    <Routes>
      <Route index element={<FloorPlansPage />} />
      <Route path="new" element={<FloorPlanPage />} />
      <Route path=":id" element={<FloorPlanPage />} />
    </Routes>
  );
}

const useCanWrite = () => useSignedInStaff().permissions.includes('catalogue.write');

function FloorPlansPage() {
  const { t } = useTranslation();
  const plans = useStaffFloorPlans();
  const remove = useRemoveFloorPlan();
  const canWrite = useCanWrite();
  const [removing, setRemoving] = useState<StaffFloorPlan | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const w = (key: string, values?: Record<string, unknown>) => t(`staff.floorPlans.${key}`, values ?? {});
  const usedBy = (p: StaffFloorPlan) =>
    p.use.types.length
      ? p.use.types.map((x) => x.name).join(', ')
      : p.use.classesToCome
        ? w('classesOnly', { count: p.use.classesToCome })
        : w('unused');
  return (
    <section className="staff-page" aria-labelledby="floor-plans-title">
      <h1 id="floor-plans-title">{t('staff.sections.floorPlans')}</h1>
      <p className="staff-page__intro">{w('intro')}</p>
      {canWrite ? (
        <p>
          <Link className={buttonClass('primary')} to="/staff/floor-plans/new">
            {w('new')}
          </Link>
        </p>
      ) : null}
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      <StaffList
        query={plans}
        rowsOf={(data) => data}
        rowKey={(p) => p.id}
        caption={t('staff.sections.floorPlans')}
        count={(count) => w('count', { count })}
        columns={[
          { header: w('name'), cell: (p) => <Link to={`/staff/floor-plans/${p.id}`}>{p.name}</Link> },
          { header: w('placesColumn'), cell: (p) => p.places.length },
          { header: w('usedBy'), cell: usedBy },
          { header: w('namesShown'), cell: (p) => (p.allowSeeParticipants ? w('yes') : w('no')) },
          {
            header: t('staff.accounts.actions'),
            actions: true,
            cell: (p) =>
              canWrite ? (
                <Button
                  variant="ghost"
                  className="btn--sm"
                  aria-label={w('removeNamed', { name: p.name })}
                  onClick={() => {
                    remove.reset();
                    setRemoving(p);
                  }}
                >
                  {w('remove')}
                </Button>
              ) : null,
          },
        ]}
      />
      <ConfirmDialog
        open={removing !== null}
        title={w('removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={w('remove')}
        cancelLabel={w('keep')}
        busy={remove.isPending}
        error={remove.isError ? apiErrorMessage(remove.error, t('messages.crash')) : null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: (how) => {
              setNotice(w(how === 'archived' ? 'archivedDone' : 'deletedDone', { name: removing.name }));
              setRemoving(null);
            },
          });
        }}
      >
        <p>{w('removeText')}</p>
      </ConfirmDialog>
    </section>
  );
}

/** /staff/floor-plans/new (its details; the places once it exists) and /staff/floor-plans/:id */
function FloorPlanPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const plan = useStaffFloorPlan(id);
  const canWrite = useCanWrite();
  const [notice, setNotice] = useState<string | null>(null);
  const current = id === null ? null : (plan.data ?? null);
  return (
    <section className="staff-page" aria-labelledby="floor-plan-title">
      <p>
        <Link to="/staff/floor-plans">{t('staff.floorPlans.back')}</Link>
      </p>
      <h1 id="floor-plan-title">{id === null ? t('staff.floorPlans.new') : (current?.name ?? t('staff.sections.floorPlans'))}</h1>
      {id !== null && plan.isPending ? <StaffLoading /> : null}
      <FormAlert message={plan.isError ? apiErrorMessage(plan.error, t('messages.crash')) : null} />
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      {id === null || current ? (
        <FloorPlanForm
          key={current?.id ?? 'new'}
          plan={current}
          disabled={!canWrite}
          onSaved={(saved) => {
            setNotice(t(id === null ? 'staff.floorPlans.created' : 'staff.floorPlans.saved', { name: saved.name }));
            if (id === null) navigate(`/staff/floor-plans/${saved.id}`, { replace: true });
          }}
        />
      ) : null}
      {current ? (
        <PlaceEditor key={`${current.id}-${current.image}-${current.width}x${current.height}`} plan={current} canWrite={canWrite} />
      ) : null}
    </section>
  );
}
