import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { instantToLocal } from '@clubportal/contract/club-time';
import type { DeskDay } from '@clubportal/contract/staff-desk';
import {
  BLOCK_KINDS,
  type BlockChoice,
  type BlockHit,
  type BlockKind,
  type BlockPlan,
  type BlockPreview,
  type BlockSaveAnswer,
} from '@clubportal/contract/staff-blocks';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useBlockPreview, useSaveBlock } from '../../api/staff-blocks';
import { useSignedInStaff } from '../../components/staff-me';
import { useMoneyFormat } from '../../components/stock-ledger';
import { errorText } from './walk-in-dialog';

/** A hit's choice in the dialog: move to the first free court, move to a chosen one, cancel and refund as paid, or as credit. */
type Choice = 'first' | `court:${number}` | 'refund' | 'credit';
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const choiceOf = (hit: BlockHit): Choice => (hit.moveTo.length ? 'first' : 'refund');
/** A hit's choice as the save takes it, with the booking's version the preview showed (changed since: 409 with what changed). */
const toBody = ({ bookingId, version }: BlockHit, c: Choice): BlockChoice =>
  c === 'first'
    ? { bookingId, version, action: 'move' }
    : c.startsWith('court:')
      ? { bookingId, version, action: 'move', resourceId: Number(c.slice(6)) }
      : { bookingId, version, action: c as 'refund' | 'credit' };

/** "Block courts" on the day grid: the button and its dialog (issue 33 §2). */
export function BlockCourtsButton({ day }: { day: DeskDay | undefined }) {
  const { t } = useTranslation();
  const me = useSignedInStaff();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<BlockSaveAnswer | null>(null);
  if (!me.permissions.includes('bookings.desk') || !day) return null;
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t('staff.blocks.open')}
      </Button>
      <span role="status" className="desk-blocks__done">
        {done ? t('staff.blocks.saved', { blocks: done.blocks, moved: done.moved.length, cancelled: done.cancelled.length }) : null}
      </span>
      {open ? (
        <BlockDialog
          day={day}
          onClose={() => setOpen(false)}
          onSaved={(answer) => {
            setDone(answer);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * The block's dialog: courts, time, repeat, kind and note; then every booking it hits with a choice each (move to the
 * first free court or a chosen one, or cancel and refund back the way it was paid or as club credit; "all" shortcuts);
 * then save. A booking made or changed meanwhile makes the save refuse, saying so: the list is read again to choose for it.
 */
export function BlockDialog({ day, onClose, onSaved }: { day: DeskDay; onClose: () => void; onSaved: (a: BlockSaveAnswer) => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const [allCourts, setAllCourts] = useState(true);
  const [courts, setCourts] = useState<number[]>([]);
  const [date, setDate] = useState(day.date);
  const [from, setFrom] = useState('08:00');
  const [to, setTo] = useState('22:00');
  const [weekly, setWeekly] = useState(false);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [until, setUntil] = useState(day.date);
  const [kind, setKind] = useState<BlockKind>('rain');
  const [note, setNote] = useState('');
  const [preview, setPreview] = useState<{ plan: BlockPlan; answer: Omit<BlockPreview, 'ok'> } | null>(null);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const ask = useBlockPreview();
  const save = useSaveBlock();
  const weekdayName = useMemo(() => {
    const f = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
    // 2026-06-01 is a Monday: weekday n is n - 1 days later.
    return (n: number) => f.format(new Date(Date.UTC(2026, 5, n)));
  }, [i18n.language]);
  const local = (instant: string) => instantToLocal(instant, day.zone);

  const plan = (): BlockPlan | null => {
    if (!allCourts && courts.length === 0) return (setProblem(t('staff.blocks.pickCourts')), null);
    if (weekly && weekdays.length === 0) return (setProblem(t('staff.blocks.pickWeekdays')), null);
    return {
      courts: allCourts ? 'all' : courts,
      date,
      from,
      to,
      repeat: weekly ? { kind: 'weekly', weekdays, until } : { kind: 'once' },
      kind,
      note: note.trim(),
    };
  };

  /** Reads the affected bookings; after a refused save, `keep` holds the choices made and `why` the refusal, left shown. */
  const runPreview = (p: BlockPlan, keep: Record<number, Choice> = {}, why: string | null = null) => {
    setProblem(why);
    ask.mutate(p, {
      onSuccess: (answer) => {
        setPreview({ plan: p, answer });
        setChoices(Object.fromEntries(answer.hits.map((h) => [h.bookingId, keep[h.bookingId] ?? choiceOf(h)])));
      },
      onError: (error) => setProblem(errorText(error, t('staff.blocks.previewFailed'))),
    });
  };

  const submitPlan = (event: React.FormEvent) => {
    event.preventDefault();
    const p = plan();
    if (p) runPreview(p);
  };

  const submitSave = () => {
    if (!preview) return;
    setProblem(null);
    save.mutate(
      {
        ...preview.plan,
        choices: preview.answer.hits.map((h) => toBody(h, choices[h.bookingId] ?? choiceOf(h))),
        idempotencyKey: key,
      },
      {
        onSuccess: onSaved,
        onError: (error) => {
          // Something changed since the preview (a booking made meanwhile, a court taken): read the hits again.
          runPreview(preview.plan, choices, errorText(error, t('staff.blocks.saveFailed')));
        },
      },
    );
  };

  const setAll = (pick: (h: BlockHit) => Choice) =>
    setChoices(Object.fromEntries((preview?.answer.hits ?? []).map((h) => [h.bookingId, pick(h)])));

  return (
    <Dialog open title={t('staff.blocks.title')} onClose={onClose} size="md">
      {preview === null ? (
        <form className="desk-form block-form" onSubmit={submitPlan} noValidate>
          <fieldset className="block-form__courts">
            <legend>{t('staff.blocks.courts')}</legend>
            <label>
              <input type="checkbox" checked={allCourts} onChange={(e) => setAllCourts(e.target.checked)} />
              {t('staff.blocks.allCourts')}
            </label>
            {!allCourts
              ? day.courts.map((c) => (
                  <label key={c.id}>
                    <input
                      type="checkbox"
                      checked={courts.includes(c.id)}
                      onChange={(e) => setCourts(e.target.checked ? [...courts, c.id] : courts.filter((id) => id !== c.id))}
                    />
                    {c.name}
                  </label>
                ))
              : null}
          </fieldset>
          <div className="block-form__row">
            <Field label={t('staff.blocks.date')} required>
              {(c) => <input type="date" value={date} onChange={(e) => setDate(e.target.value)} {...c} />}
            </Field>
            <Field label={t('staff.blocks.from')} required>
              {(c) => <input type="time" step={300} value={from} onChange={(e) => setFrom(e.target.value)} {...c} />}
            </Field>
            <Field label={t('staff.blocks.to')} required>
              {(c) => <input type="time" step={300} value={to} onChange={(e) => setTo(e.target.value)} {...c} />}
            </Field>
          </div>
          <fieldset className="block-form__repeat">
            <legend>{t('staff.blocks.repeat')}</legend>
            <label>
              <input type="radio" name="repeat" checked={!weekly} onChange={() => setWeekly(false)} />
              {t('staff.blocks.once')}
            </label>
            <label>
              <input type="radio" name="repeat" checked={weekly} onChange={() => setWeekly(true)} />
              {t('staff.blocks.weekly')}
            </label>
          </fieldset>
          {weekly ? (
            <>
              <fieldset className="block-form__weekdays">
                <legend>{t('staff.blocks.weekdays')}</legend>
                {WEEKDAYS.map((n) => (
                  <label key={n}>
                    <input
                      type="checkbox"
                      checked={weekdays.includes(n)}
                      onChange={(e) => setWeekdays(e.target.checked ? [...weekdays, n] : weekdays.filter((w) => w !== n))}
                    />
                    {weekdayName(n)}
                  </label>
                ))}
              </fieldset>
              <Field label={t('staff.blocks.until')} required>
                {(c) => <input type="date" value={until} onChange={(e) => setUntil(e.target.value)} {...c} />}
              </Field>
            </>
          ) : null}
          <Field label={t('staff.blocks.kind')}>
            {(c) => (
              <select value={kind} onChange={(e) => setKind(e.target.value as BlockKind)} {...c}>
                {BLOCK_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`staff.blocks.kinds.${k}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('staff.blocks.note')}>
            {(c) => <input type="text" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} {...c} />}
          </Field>
          <FormAlert message={problem} />
          <div className="desk-form__actions">
            <Button type="submit" loading={ask.isPending}>
              {t('staff.blocks.preview')}
            </Button>
            <Button type="button" variant="ghost" onClick={onClose}>
              {t('staff.desk.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="desk-form block-form">
          <p>
            {t('staff.blocks.occurrences', { count: preview.answer.occurrences.length })}{' '}
            {t('staff.blocks.hits', { count: preview.answer.hits.length })}
          </p>
          {preview.answer.hits.length > 1 ? (
            <div className="block-form__all" role="group" aria-label={t('staff.blocks.forAll')}>
              <Button type="button" variant="secondary" onClick={() => setAll((h) => (h.moveTo.length ? 'first' : 'refund'))}>
                {t('staff.blocks.moveAll')}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setAll(() => 'refund')}>
                {t('staff.blocks.refundAll')}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setAll(() => 'credit')}>
                {t('staff.blocks.creditAll')}
              </Button>
            </div>
          ) : null}
          <ul className="block-hits" aria-label={t('staff.blocks.hitsLabel')}>
            {preview.answer.hits.map((h) => {
              const start = local(h.startsAt);
              const label = t('staff.blocks.hit', {
                date: start.date,
                time: `${start.time}–${local(h.endsAt).time}`,
                court: h.courtName,
                owner: h.owner,
              });
              return (
                <li key={h.bookingId} className="block-hit">
                  <p className="block-hit__what">
                    <strong>{label}</strong>
                    <span>
                      {h.typeName}
                      {h.players.length > 1 ? ` · ${h.players.join(', ')}` : ''} ·{' '}
                      {t('staff.blocks.paid', { amount: money(h.paid, preview.answer.currency) })}
                    </span>
                  </p>
                  <Field label={t('staff.blocks.choiceFor', { what: label })}>
                    {(c) => (
                      <select
                        value={choices[h.bookingId] ?? choiceOf(h)}
                        onChange={(e) => setChoices({ ...choices, [h.bookingId]: e.target.value as Choice })}
                        {...c}
                      >
                        {h.moveTo.length ? (
                          <option value="first">{t('staff.blocks.moveFirst', { court: h.moveTo[0]!.name })}</option>
                        ) : null}
                        {h.moveTo.slice(1).map((m) => (
                          <option key={m.id} value={`court:${m.id}`}>
                            {t('staff.blocks.moveTo', { court: m.name })}
                          </option>
                        ))}
                        <option value="refund">{t('staff.blocks.refund')}</option>
                        <option value="credit">{t('staff.blocks.credit')}</option>
                      </select>
                    )}
                  </Field>
                </li>
              );
            })}
          </ul>
          <FormAlert message={problem} />
          <div className="desk-form__actions">
            <Button type="button" loading={save.isPending} onClick={submitSave}>
              {t('staff.blocks.save')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setPreview(null)}>
              {t('staff.blocks.back')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
