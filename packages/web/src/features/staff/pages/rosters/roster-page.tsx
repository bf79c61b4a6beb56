import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  ROSTER_KINDS,
  ROSTER_REFUNDS,
  rosterCsvPath,
  type Roster,
  type RosterKind,
  type RosterParticipant,
  type RosterRefund,
} from '@clubportal/contract/staff-rosters';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import {
  useAddParticipant,
  useMarkAttendance,
  useRemoveParticipant,
  useRoster,
  useRosterCustomers,
  useSetCoach,
} from '../../api/staff-rosters';
import { StaffLoading } from '../../components/console-shell';
import { StaffTable } from '../../components/staff-table';
import { useMoneyFormat } from '../../components/stock-ledger';
import { useSessionTime } from './roster-format';

const isKind = (value: string | undefined): value is RosterKind => (ROSTER_KINDS as readonly string[]).includes(value ?? '');

/** /staff/rosters/:kind/:id: who is in, paid and waiting; attendance; add, remove, coach (desk); print and CSV. */
export function RosterPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  if (!isKind(params.kind) || !Number.isInteger(id) || id <= 0) return <p>{t('staff.notAllowed')}</p>;
  return <RosterOf kind={params.kind} id={id} />;
}

function RosterOf({ kind, id }: { kind: RosterKind; id: number }) {
  const { t } = useTranslation();
  const query = useRoster(kind, id);
  const roster = query.data?.model;
  const time = useSessionTime(roster?.timeZone);
  return (
    <section className="staff-page roster" aria-labelledby="roster-title">
      <p className="roster__back">
        <Link to="/staff/rosters">{t('staff.rosters.back')}</Link>
      </p>
      <h1 id="roster-title">{roster ? roster.session.name : t('staff.sections.rosters')}</h1>
      {query.isPending ? <StaffLoading /> : null}
      <FormAlert message={query.isError ? apiErrorMessage(query.error, t('messages.crash')) : null} />
      {roster ? (
        <>
          <p className="roster__meta">
            {[time(roster.session.startsAt, roster.session.endsAt), roster.session.where, t(`staff.rosters.kinds.${kind}`)]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="roster__meta" role="status">
            {t('staff.rosters.summary', {
              taken: roster.session.taken,
              capacity: roster.session.capacity ?? '∞',
              paid: roster.session.paid,
              marked: roster.session.marked,
              waiting: roster.session.waiting,
            })}
          </p>
          <div className="roster__tools no-print">
            <Button type="button" variant="secondary" onClick={() => window.print()}>
              {t('staff.rosters.print')}
            </Button>
            <a className="btn btn--secondary" href={rosterCsvPath(kind, id)} download>
              {t('staff.rosters.csv')}
            </a>
          </div>
          <CoachLine roster={roster} kind={kind} id={id} />
          <Participants roster={roster} kind={kind} id={id} />
          {roster.canChange ? <AddParticipant kind={kind} id={id} /> : null}
          {roster.waiting.length > 0 ? (
            <>
              <h2 id="roster-waiting">{t('staff.rosters.waitingTitle')}</h2>
              <ol className="roster__waiting" aria-labelledby="roster-waiting">
                {roster.waiting.map((w) => (
                  <li key={w.customerId}>
                    {w.name}
                    {w.offeredUntil ? ` · ${t('staff.rosters.offeredUntil', { until: time(w.offeredUntil) })}` : ''}
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** The coach's name; the desk picks it from the active staff (a coach then sees this roster). */
function CoachLine({ roster, kind, id }: { roster: Roster; kind: RosterKind; id: number }) {
  const { t } = useTranslation();
  const setCoach = useSetCoach(kind, id);
  if (!roster.canChange) return <p className="roster__meta">{t('staff.rosters.coachIs', { name: roster.session.coachName ?? '—' })}</p>;
  return (
    <div className="roster__coach no-print">
      <Field label={t('staff.rosters.coach')}>
        {(c) => (
          <select
            {...c}
            value={roster.session.coachId ?? ''}
            disabled={setCoach.isPending}
            onChange={(e) => setCoach.mutate(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('staff.rosters.noCoach')}</option>
            {roster.coaches.map((coach) => (
              <option key={coach.id} value={coach.id}>
                {coach.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormAlert message={setCoach.isError ? apiErrorMessage(setCoach.error, t('messages.crash')) : null} />
    </div>
  );
}

function Participants({ roster, kind, id }: { roster: Roster; kind: RosterKind; id: number }) {
  const { t } = useTranslation();
  const mark = useMarkAttendance(kind, id);
  const money = useMoneyFormat();
  const [removing, setRemoving] = useState<RosterParticipant | null>(null);
  if (roster.participants.length === 0) return <p className="staff-count">{t('staff.rosters.nobody')}</p>;
  return (
    <>
      <FormAlert message={mark.isError ? apiErrorMessage(mark.error, t('messages.crash')) : null} />
      <StaffTable
        rows={roster.participants}
        rowKey={(p) => p.customerId}
        name={{ caption: t('staff.rosters.participants') }}
        columns={[
          { header: t('staff.rosters.name'), cell: (p) => p.name },
          { header: t('staff.rosters.place'), cell: (p) => p.place || '—' },
          {
            header: t('staff.rosters.payment'),
            cell: (p) => (
              <span className={`roster__pay roster__pay--${p.payment}`}>
                {t(`staff.rosters.payments.${p.payment}`)}
                {p.payment === 'free' ? '' : ` · ${money(p.amount, p.currency)}`}
              </span>
            ),
            nowrap: true,
          },
          {
            header: t('staff.rosters.attendance'),
            cell: (p) => (
              <div className="roster__attendance" role="group" aria-label={t('staff.rosters.attendanceOf', { name: p.name })}>
                {([true, false] as const).map((present) => (
                  <button
                    key={String(present)}
                    type="button"
                    className={`roster__mark${p.present === present ? ' roster__mark--on' : ''}`}
                    aria-pressed={p.present === present}
                    disabled={mark.isPending}
                    onClick={() => mark.mutate({ customerId: p.customerId, present })}
                  >
                    {t(present ? 'staff.rosters.present' : 'staff.rosters.absent')}
                  </button>
                ))}
                <span className="print-only">{p.present === null ? '☐' : p.present ? '✔' : '✘'}</span>
              </div>
            ),
            nowrap: true,
          },
          ...(roster.canChange
            ? [
                {
                  header: t('staff.rosters.actions'),
                  actions: true,
                  className: 'no-print',
                  cell: (p: RosterParticipant) => (
                    <Button type="button" variant="secondary" onClick={() => setRemoving(p)}>
                      {t('staff.rosters.remove')}
                      <span className="sr-only"> {p.name}</span>
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {removing ? <RemoveDialog participant={removing} kind={kind} id={id} onDone={() => setRemoving(null)} /> : null}
    </>
  );
}

/** Taking someone off: what to do with what they paid (kept, club credit, back the way it was paid), once. */
function RemoveDialog({
  participant,
  kind,
  id,
  onDone,
}: {
  participant: RosterParticipant;
  kind: RosterKind;
  id: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveParticipant(kind, id);
  const money = useMoneyFormat();
  const [refund, setRefund] = useState<RosterRefund>(participant.payment === 'paid' ? 'asPaid' : 'none');
  return (
    <ConfirmDialog
      open
      title={t('staff.rosters.removeTitle', { name: participant.name })}
      confirmLabel={t('staff.rosters.removeConfirm')}
      cancelLabel={t('staff.rosters.cancel')}
      busy={remove.isPending}
      error={remove.isError ? apiErrorMessage(remove.error, t('messages.crash')) : null}
      onCancel={onDone}
      onConfirm={() => remove.mutate({ customerId: participant.customerId, refund }, { onSuccess: onDone })}
    >
      {participant.payment === 'paid' ? (
        <fieldset className="roster__refund">
          <legend>{t('staff.rosters.refundChoice', { amount: money(participant.amount, participant.currency) })}</legend>
          {ROSTER_REFUNDS.map((choice) => (
            <label key={choice}>
              <input type="radio" name="refund" value={choice} checked={refund === choice} onChange={() => setRefund(choice)} />{' '}
              {t(`staff.rosters.refunds.${choice}`)}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{t(participant.payment === 'pending' ? 'staff.rosters.removeOwed' : 'staff.rosters.removeFree')}</p>
      )}
      <p>{t('staff.rosters.removeMailed')}</p>
    </ConfirmDialog>
  );
}

/** Finds a customer by name or email and adds them (the session's places and capacity decide; they pay at the club). */
function AddParticipant({ kind, id }: { kind: RosterKind; id: number }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const found = useRosterCustomers(search);
  const add = useAddParticipant(kind, id);
  return (
    <section className="roster__add no-print" aria-labelledby="roster-add">
      <h2 id="roster-add">{t('staff.rosters.addTitle')}</h2>
      <Field label={t('staff.rosters.searchCustomer')}>
        {(c) => <input {...c} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />}
      </Field>
      <FormAlert message={add.isError ? apiErrorMessage(add.error, t('messages.crash')) : null} />
      {add.isSuccess ? (
        <p role="status" className="staff-count">
          {t('staff.rosters.added')}
        </p>
      ) : null}
      {search.trim().length >= 2 && found.data ? (
        found.data.model.length === 0 ? (
          <p className="staff-count">{t('staff.rosters.noCustomers')}</p>
        ) : (
          <ul className="roster__found">
            {found.data.model.map((c) => (
              <li key={c.id}>
                <span>
                  {c.name} <span className="roster__email">{c.email}</span>
                </span>
                <Button
                  type="button"
                  variant="secondary"
                  loading={add.isPending && add.variables === c.id}
                  onClick={() => add.mutate(c.id, { onSuccess: () => setSearch('') })}
                >
                  {t('staff.rosters.add')}
                  <span className="sr-only"> {c.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
