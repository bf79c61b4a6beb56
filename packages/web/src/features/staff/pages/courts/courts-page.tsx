import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffCourt, StaffCourts } from '@clubportal/contract/staff-courts';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useArchiveCourt, useMoveCourt, useStaffCourts } from '../../api/staff-courts';
import { StaffLoading } from '../../components/console-shell';
import { CourtForm } from '../../components/court-form';
import { CourtHoursEditor } from '../../components/court-hours-editor';
import { useSignedInStaff } from '../../components/staff-me';
import { StaffTable } from '../../components/staff-table';
import { bandsText } from '../../rules/court-hours';
import { weekdayName } from '../../rules/price-rule-form';

type Outcome = { ok: boolean; message: string } | null;
/** What the panel below the lists shows: a court's form (null id: a new one) or a court's hours. */
type Panel = { kind: 'form'; id: number | null } | { kind: 'hours'; id: number } | null;

/**
 * /staff/courts (`settings.read`; changes need `catalogue.write`): the courts by sport in their order, moved up or
 * down with buttons (the focused button stays with its row), added and edited, archived (a court with bookings
 * to come is refused, naming them) or brought back; and each court's weekly hours and dated exceptions.
 */
export function CourtsPage() {
  const { t } = useTranslation();
  const me = useSignedInStaff();
  const canWrite = me.permissions.includes('catalogue.write');
  const [archived, setArchived] = useState(false);
  const courts = useStaffCourts(archived);
  const [panel, setPanel] = useState<Panel>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const data = courts.data;
  const open = (next: Panel) => {
    setOutcome(null);
    setPanel(next);
  };
  const panelCourt = panel && panel.id !== null ? data?.courts.find((c) => c.id === panel.id) : undefined;

  return (
    <section className="staff-page" aria-labelledby="staff-courts-title">
      <h1 id="staff-courts-title">{t('staff.sections.courts')}</h1>
      <p className="staff-page__intro">{t('staff.courtsPage.intro')}</p>
      {courts.isPending ? <StaffLoading /> : null}
      <FormAlert message={courts.isError ? apiErrorMessage(courts.error, t('messages.crash')) : null} />
      <Field label={t('staff.courtsPage.showArchived')} layout="check">
        {(control) => <input type="checkbox" {...control} checked={archived} onChange={(e) => setArchived(e.target.checked)} />}
      </Field>
      <div role="status" className="staff-outcome">
        {outcome?.ok ? <p className="form__notice">{outcome.message}</p> : null}
      </div>
      <FormAlert message={outcome && !outcome.ok ? outcome.message : null} />
      {data ? (
        <>
          {data.courts.length === 0 ? <p>{t('staff.courtsPage.none')}</p> : null}
          {groupByKind(data.courts).map(([kind, list]) => (
            <CourtTable
              key={kind}
              kind={kind}
              kindName={data.kindNames[kind]}
              courts={list}
              canWrite={canWrite}
              onOpen={open}
              onOutcome={setOutcome}
            />
          ))}
          {canWrite && panel === null ? (
            <Button className="staff-page__action" onClick={() => open({ kind: 'form', id: null })}>
              {t('staff.courtsPage.add')}
            </Button>
          ) : null}
          <PanelView panel={panel} court={panelCourt} data={data} onClose={() => setPanel(null)} onOutcome={setOutcome} />
        </>
      ) : null}
    </section>
  );
}

function PanelView({
  panel,
  court,
  data,
  onClose,
  onOutcome,
}: {
  panel: Panel;
  court: StaffCourt | undefined;
  data: StaffCourts;
  onClose: () => void;
  onOutcome: (o: Outcome) => void;
}) {
  const { t } = useTranslation();
  if (panel?.kind === 'form')
    return (
      <CourtForm
        key={panel.id ?? 'new'}
        court={court ?? null}
        kinds={data.kinds}
        onDone={(saved) => {
          onClose();
          if (saved) onOutcome({ ok: true, message: t('staff.courtsPage.saved', { name: saved.name }) });
        }}
      />
    );
  if (panel?.kind === 'hours' && court) return <CourtHoursEditor key={court.id} court={court} today={data.today} onClose={onClose} />;
  return null;
}

function groupByKind(courts: StaffCourt[]): Array<[string, StaffCourt[]]> {
  const groups = new Map<string, StaffCourt[]>();
  for (const c of courts) groups.set(c.kind, [...(groups.get(c.kind) ?? []), c]);
  return [...groups.entries()];
}

function CourtTable({
  kind,
  kindName,
  courts,
  canWrite,
  onOpen,
  onOutcome,
}: {
  kind: string;
  /** The booking types that book it ("Pádel"); none: the kind alone. */
  kindName: string | undefined;
  courts: StaffCourt[];
  canWrite: boolean;
  onOpen: (panel: Panel) => void;
  onOutcome: (o: Outcome) => void;
}) {
  const { t, i18n } = useTranslation();
  const move = useMoveCourt();
  const archive = useArchiveCourt();
  const failed = (error: unknown) => onOutcome({ ok: false, message: apiErrorMessage(error, t('messages.crash')) });
  const active = courts.filter((c) => !c.archived);
  // The keyboard stays with the moved court: once the list has its new order, its button (or the other one, at an end) has the focus.
  const refocus = useRef<{ id: number; up: boolean } | null>(null);
  const focusMoved = useCallback(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    const button = (up: boolean) => document.getElementById(`staff-court-${wanted.id}-${up ? 'up' : 'down'}`) as HTMLButtonElement | null;
    const same = button(wanted.up);
    const target = same && !same.disabled ? same : button(!wanted.up);
    if (!target || target.disabled) return;
    target.focus();
    refocus.current = null;
  }, []);
  useEffect(focusMoved, [courts, focusMoved]);
  const moveTo = (c: StaffCourt, position: number, up: boolean) => {
    onOutcome(null);
    move.mutate(
      { id: c.id, position },
      {
        onSuccess: () => {
          refocus.current = { id: c.id, up };
          window.requestAnimationFrame(focusMoved);
        },
        onError: failed,
      },
    );
  };
  const hoursSummary = (c: StaffCourt) => {
    if (c.hours.length === 0) return t('staff.courtsPage.noHours');
    return [1, 2, 3, 4, 5, 6, 7]
      .map(
        (d) =>
          `${weekdayName(d, i18n.language)}: ${bandsText(
            c.hours.filter((h) => h.weekday === d),
            t('staff.courtsPage.closed'),
          )}`,
      )
      .join('; ');
  };
  const headingId = `staff-courts-kind-${kind.replace(/\W+/g, '-')}`;
  return (
    <div className="staff-courts__kind">
      <h2 id={headingId}>{t('staff.courtsPage.kindTitle', { kind: kindName ? `${kindName} (${kind})` : kind })}</h2>
      <StaffTable
        rows={courts}
        rowKey={(c) => c.id}
        name={{ labelledBy: headingId }}
        className="staff-courts__table"
        columns={[
          { header: t('staff.courtsPage.position'), cell: (c) => c.position ?? t('staff.courtsPage.archived') },
          {
            header: t('staff.courtsPage.name'),
            cell: (c) => (
              <>
                <strong>{c.name}</strong>
                {c.description ? <p className="staff-courts__description">{c.description}</p> : null}
                {c.exceptions.length ? (
                  <p className="staff-courts__description">{t('staff.courtsPage.exceptionsCount', { count: c.exceptions.length })}</p>
                ) : null}
              </>
            ),
          },
          { header: t('staff.courtsPage.hours'), cell: hoursSummary, className: 'staff-courts__hours' },
          {
            header: t('staff.accounts.actions'),
            actions: true,
            cell: (c) => {
              const i = active.indexOf(c);
              return canWrite ? (
                <div className="staff-courts__actions">
                  {c.archived ? null : (
                    <>
                      <Button variant="secondary" id={`staff-court-${c.id}-up`} disabled={i === 0} onClick={() => moveTo(c, i, true)}>
                        {t('staff.courtsPage.moveUp')}
                        <span className="sr-only"> {c.name}</span>
                      </Button>
                      <Button
                        variant="secondary"
                        id={`staff-court-${c.id}-down`}
                        disabled={i === active.length - 1}
                        onClick={() => moveTo(c, i + 2, false)}
                      >
                        {t('staff.courtsPage.moveDown')}
                        <span className="sr-only"> {c.name}</span>
                      </Button>
                      <Button variant="secondary" onClick={() => onOpen({ kind: 'form', id: c.id })}>
                        {t('staff.courtsPage.edit')}
                        <span className="sr-only"> {c.name}</span>
                      </Button>
                      <Button variant="secondary" onClick={() => onOpen({ kind: 'hours', id: c.id })}>
                        {t('staff.courtsPage.editHours')}
                        <span className="sr-only"> {c.name}</span>
                      </Button>
                    </>
                  )}
                  <Button
                    variant="ghost"
                    loading={archive.isPending && archive.variables?.id === c.id}
                    onClick={() => {
                      onOutcome(null);
                      archive.mutate(
                        { id: c.id, archive: !c.archived },
                        {
                          onSuccess: (saved) =>
                            onOutcome({
                              ok: true,
                              message: t(saved.archived ? 'staff.courtsPage.archivedDone' : 'staff.courtsPage.restored', {
                                name: saved.name,
                              }),
                            }),
                          onError: failed,
                        },
                      );
                    }}
                  >
                    {c.archived ? t('staff.courtsPage.restore') : t('staff.courtsPage.archive')}
                    <span className="sr-only"> {c.name}</span>
                  </Button>
                </div>
              ) : null;
            },
          },
        ]}
      />
    </div>
  );
}
