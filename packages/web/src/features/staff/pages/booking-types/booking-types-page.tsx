import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffBookingType } from '@clubportal/contract/staff-booking-types';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useMoveBookingType, usePublishBookingType, useStaffBookingTypes } from '../../api/staff-booking-types';
import { BookingTypeFormPanel } from '../../components/booking-type-form';
import { useSignedInStaff } from '../../components/staff-me';
import { StaffList } from '../../components/staff-list';

type Outcome = { ok: boolean; message: string } | null;

/**
 * /staff/booking-types (`settings.read`; changes need `catalogue.write`): the booking types in the order members
 * see them, moved up or down with buttons (the focused button stays with its row), added and edited with every
 * field the grid and checkout read and their texts per language, published or hidden (never deleted: bookings
 * point at them).
 */
export function BookingTypesPage() {
  const { t } = useTranslation();
  const me = useSignedInStaff();
  const canWrite = me.permissions.includes('catalogue.write');
  const types = useStaffBookingTypes();
  const move = useMoveBookingType();
  const publish = usePublishBookingType();
  /** The form below the list: a type's id, 'new', or closed. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const data = types.data;
  const failed = (error: unknown) => setOutcome({ ok: false, message: apiErrorMessage(error, t('messages.crash')) });
  const w = (key: string, values?: Record<string, unknown>) => t(`staff.bookingTypesPage.${key}`, values ?? {});

  // The keyboard stays with the moved type: once the list has its new order, its button (or the other one, at an end) has the focus.
  const refocus = useRef<{ id: number; up: boolean; position: number } | null>(null);
  const focusMoved = useCallback(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    const button = (up: boolean) => document.getElementById(`staff-type-${wanted.id}-${up ? 'up' : 'down'}`) as HTMLButtonElement | null;
    const same = button(wanted.up);
    // Not yet rendered in its new place: the effect on the list's next answer tries again.
    if (same?.dataset.position !== String(wanted.position)) return;
    const target = same && !same.disabled ? same : button(!wanted.up);
    if (!target || target.disabled) return;
    target.focus();
    refocus.current = null;
  }, []);
  useEffect(focusMoved, [data, focusMoved]);
  const moveTo = (type: StaffBookingType, position: number, up: boolean) => {
    setOutcome(null);
    move.mutate(
      { id: type.id, position },
      {
        onSuccess: () => {
          refocus.current = { id: type.id, up, position };
          window.requestAnimationFrame(focusMoved);
        },
        onError: failed,
      },
    );
  };
  const togglePublished = (type: StaffBookingType) => {
    setOutcome(null);
    publish.mutate(
      { id: type.id, publish: !type.published },
      {
        onSuccess: (saved) =>
          setOutcome({ ok: true, message: w(saved.published ? 'publishedDone' : 'unpublishedDone', { name: saved.name }) }),
        onError: failed,
      },
    );
  };
  const open = (next: number | 'new') => {
    setOutcome(null);
    setEditing(next);
  };
  const count = data?.types.length ?? 0;
  const planOf = (x: StaffBookingType) => data?.floorPlans.find((p) => p.id === x.floorPlanId)?.name;
  const editedType = typeof editing === 'number' ? (data?.types.find((x) => x.id === editing) ?? null) : null;

  return (
    <section className="staff-page" aria-labelledby="staff-booking-types-title">
      <h1 id="staff-booking-types-title">{t('staff.sections.bookingTypes')}</h1>
      <p className="staff-page__intro">{w('intro')}</p>
      <div role="status" className="staff-outcome">
        {outcome?.ok ? <p className="form__notice">{outcome.message}</p> : null}
      </div>
      <FormAlert message={outcome && !outcome.ok ? outcome.message : null} />
      <StaffList
        query={types}
        rowsOf={(d) => d.types}
        rowKey={(x) => x.id}
        caption={t('staff.sections.bookingTypes')}
        count={(n) => w('count', { count: n })}
        columns={[
          {
            header: w('name'),
            cell: (x) => (
              <>
                <strong>{x.name}</strong>
                <span className="staff-courts__description">
                  {' '}
                  {x.category}
                  {x.byPlace ? ` · ${planOf(x) ? w('byPlaceOn', { plan: planOf(x) }) : w('byPlace')}` : ''}
                </span>
              </>
            ),
          },
          { header: w('position'), cell: (x) => x.position },
          { header: w('kind'), cell: (x) => x.kind },
          { header: w('durationsColumn'), cell: (x) => x.durations.map((d) => w('minutes', { count: d })).join(', ') },
          { header: w('state'), cell: (x) => (x.published ? w('published') : w('unpublished')), nowrap: true },
          {
            header: t('staff.accounts.actions'),
            cell: (x) =>
              canWrite ? (
                <div className="staff-courts__actions">
                  <Button
                    variant="secondary"
                    id={`staff-type-${x.id}-up`}
                    data-position={x.position}
                    disabled={x.position === 1}
                    onClick={() => moveTo(x, x.position - 1, true)}
                  >
                    {w('moveUp')}
                    <span className="sr-only"> {x.name}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    id={`staff-type-${x.id}-down`}
                    data-position={x.position}
                    disabled={x.position === count}
                    onClick={() => moveTo(x, x.position + 1, false)}
                  >
                    {w('moveDown')}
                    <span className="sr-only"> {x.name}</span>
                  </Button>
                  <Button variant="secondary" onClick={() => open(x.id)}>
                    {w('edit')}
                    <span className="sr-only"> {x.name}</span>
                  </Button>
                  <Button variant="ghost" loading={publish.isPending && publish.variables?.id === x.id} onClick={() => togglePublished(x)}>
                    {x.published ? w('unpublish') : w('publish')}
                    <span className="sr-only"> {x.name}</span>
                  </Button>
                </div>
              ) : null,
          },
        ]}
      />
      {data && canWrite && editing === null ? (
        <Button className="staff-page__action" onClick={() => open('new')}>
          {w('add')}
        </Button>
      ) : null}
      {data && editing !== null ? (
        <BookingTypeFormPanel
          key={editing}
          type={editedType}
          kinds={data.kinds}
          floorPlans={data.floorPlans}
          defaultLanguage={data.defaultLanguage}
          languages={data.languages}
          onDone={(saved) => {
            setEditing(null);
            if (saved) setOutcome({ ok: true, message: w('saved', { name: saved.name }) });
          }}
        />
      ) : null}
    </section>
  );
}
