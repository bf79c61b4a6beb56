import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskBookingBody, DeskCourt, DeskDay } from '@clubportal/contract/staff-desk';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ApiError } from '../../../../api/api-error';
import { useBookWalkIn, useDeskCustomers, useDeskQuote } from '../../api/staff-desk';
import { useSignedInStaff } from '../../components/staff-me';
import { useMoneyFormat } from '../../components/stock-ledger';
import { SeriesDialog, type SeriesStart } from './series-dialog';

export type WalkInSlot = { court: DeskCourt; startsAt: string; time: string };
type Mode = 'existing' | 'new' | 'guest';

/** The server's sentence of a refusal, else a general one. */
export const errorText = (error: unknown, fallback: string) => (error instanceof ApiError && error.errorMsg ? error.errorMsg : fallback);

/**
 * A walk-in in three actions: the slot was the first (the tap that opened this), the customer the second (found,
 * typed, or a guest's name), confirming the third. The price the rules give shows before confirming; staff with
 * prices.override may charge another with a reason.
 */
export function WalkInDialog({ day, slot, onClose }: { day: DeskDay; slot: WalkInSlot; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const me = useSignedInStaff();
  const canBook = me.permissions.includes('bookings.desk');
  const canOverride = me.permissions.includes('prices.override');
  const types = day.types.filter((ty) => slot.court.bookingTypeIds.includes(ty.id));
  const [typeId, setTypeId] = useState(types[0]?.id ?? 0);
  const type = types.find((ty) => ty.id === typeId) ?? types[0];
  const [duration, setDuration] = useState(type?.preferredDuration ?? 60);
  const [mode, setMode] = useState<Mode>('existing');
  const [search, setSearch] = useState('');
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [person, setPerson] = useState({ name: '', surname: '', email: '', phone: '' });
  const [override, setOverride] = useState<{ on: boolean; price: string; reason: string }>({ on: false, price: '', reason: '' });
  const found = useDeskCustomers(mode === 'existing' ? search : '');
  const quote = useDeskQuote(
    type
      ? {
          resourceId: slot.court.id,
          startsAt: slot.startsAt,
          durationMinutes: duration,
          bookingTypeId: type.id,
          ...(mode === 'existing' && customerId !== null ? { customerId } : {}),
        }
      : null,
  );
  const book = useBookWalkIn();
  const [problem, setProblem] = useState<string | null>(null);
  const [repeat, setRepeat] = useState<SeriesStart | null>(null);

  const customer = (): DeskBookingBody['customer'] | null => {
    if (mode === 'existing') return customerId === null ? null : { kind: 'existing', customerId };
    if (mode === 'guest') return person.name.trim() ? { kind: 'guest', name: person.name.trim() } : null;
    return person.name.trim() && (person.email.trim() || person.phone.trim()) ? { kind: 'new', ...person } : null;
  };

  /** The customer and the price override as typed, or null with the sentence saying what is missing. */
  const checked = () => {
    const who = customer();
    if (!type) return null;
    if (!who) {
      setProblem(
        t(mode === 'new' ? 'staff.desk.newNeedsContact' : mode === 'guest' ? 'staff.desk.guestNeedsName' : 'staff.desk.pickCustomer'),
      );
      return null;
    }
    const price = Number(override.price.replace(',', '.'));
    if (override.on && (!Number.isFinite(price) || price < 0 || override.price.trim() === '' || !override.reason.trim())) {
      setProblem(t('staff.desk.overrideNeedsReason'));
      return null;
    }
    setProblem(null);
    return { type, who, ...(override.on ? { priceOverride: { price, reason: override.reason.trim() } } : {}) };
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const ok = checked();
    if (!ok) return;
    book.mutate(
      {
        resourceId: slot.court.id,
        startsAt: slot.startsAt,
        durationMinutes: duration,
        bookingTypeId: ok.type.id,
        customer: ok.who,
        ...(ok.priceOverride ? { priceOverride: ok.priceOverride } : {}),
      },
      { onSuccess: onClose, onError: (error) => setProblem(errorText(error, t('staff.desk.bookFailed'))) },
    );
  };

  // "Repeat weekly": the same slot, type, duration, customer and price, every week (series-dialog.tsx).
  if (repeat) return <SeriesDialog day={day} start={repeat} onClose={onClose} />;

  return (
    <Dialog open title={t('staff.desk.walkInTitle', { court: slot.court.name, time: slot.time })} onClose={onClose} size="md">
      <form className="desk-form" onSubmit={submit} noValidate>
        {types.length > 1 ? (
          <Field label={t('staff.desk.bookingType')}>
            {(c) => (
              <select {...c} value={typeId} onChange={(e) => setTypeId(Number(e.target.value))}>
                {types.map((ty) => (
                  <option key={ty.id} value={ty.id}>
                    {ty.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field label={t('staff.desk.duration')}>
          {(c) => (
            <select {...c} value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
              {(type?.durations ?? []).map((d) => (
                <option key={d} value={d}>
                  {t('staff.desk.minutes', { count: d })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="desk-form__modes">
          <legend>{t('staff.desk.customer')}</legend>
          {(['existing', 'new', 'guest'] as const).map((m) => (
            <label key={m} className="desk-form__mode">
              <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
              {t(`staff.desk.modes.${m}`)}
            </label>
          ))}
        </fieldset>
        {mode === 'existing' ? (
          <>
            <Field label={t('staff.desk.findCustomer')}>
              {(c) => <input type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} {...c} />}
            </Field>
            <ul className="desk-form__found" aria-label={t('staff.desk.customersFound', { count: found.data?.customers.length ?? 0 })}>
              {(found.data?.customers ?? []).map((c) => (
                <li key={c.id}>
                  <label>
                    <input type="radio" name="customer" checked={customerId === c.id} onChange={() => setCustomerId(c.id)} />
                    {c.email ? `${c.name} · ${c.email}` : c.name}
                  </label>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <div className="desk-form__person">
            <Field label={mode === 'guest' ? t('staff.desk.guestName') : t('staff.desk.name')} required>
              {(c) => (
                <input
                  type="text"
                  autoComplete="off"
                  maxLength={100}
                  value={person.name}
                  onChange={(e) => setPerson({ ...person, name: e.target.value })}
                  {...c}
                />
              )}
            </Field>
            {mode === 'new' ? (
              <>
                <Field label={t('staff.desk.surname')}>
                  {(c) => (
                    <input
                      type="text"
                      autoComplete="off"
                      maxLength={100}
                      value={person.surname}
                      onChange={(e) => setPerson({ ...person, surname: e.target.value })}
                      {...c}
                    />
                  )}
                </Field>
                <Field label={t('staff.desk.email')}>
                  {(c) => (
                    <input
                      type="email"
                      autoComplete="off"
                      value={person.email}
                      onChange={(e) => setPerson({ ...person, email: e.target.value })}
                      {...c}
                    />
                  )}
                </Field>
                <Field label={t('staff.desk.phone')}>
                  {(c) => (
                    <input
                      type="tel"
                      autoComplete="off"
                      maxLength={30}
                      value={person.phone}
                      onChange={(e) => setPerson({ ...person, phone: e.target.value })}
                      {...c}
                    />
                  )}
                </Field>
              </>
            ) : null}
          </div>
        )}
        <p className="desk-form__price" aria-live="polite">
          {quote.data
            ? t('staff.desk.priceIs', { price: money(quote.data.price, day.currency) })
            : quote.isError
              ? errorText(quote.error, t('staff.desk.noPrice'))
              : t('staff.desk.pricing')}
        </p>
        {canOverride ? (
          <div className="desk-form__override">
            <label>
              <input type="checkbox" checked={override.on} onChange={(e) => setOverride({ ...override, on: e.target.checked })} />
              {t('staff.desk.override')}
            </label>
            {override.on ? (
              <>
                <Field label={t('staff.desk.overridePrice')} required>
                  {(c) => (
                    <input
                      type="number"
                      inputMode="decimal"
                      min="0"
                      step="0.01"
                      value={override.price}
                      onChange={(e) => setOverride({ ...override, price: e.target.value })}
                      {...c}
                    />
                  )}
                </Field>
                <Field label={t('staff.desk.overrideReason')} required>
                  {(c) => (
                    <input
                      type="text"
                      maxLength={300}
                      value={override.reason}
                      onChange={(e) => setOverride({ ...override, reason: e.target.value })}
                      {...c}
                    />
                  )}
                </Field>
              </>
            ) : null}
          </div>
        ) : null}
        <FormAlert message={problem} />
        <div className="desk-form__actions">
          <Button type="submit" loading={book.isPending} disabled={!canBook || !type}>
            {t('staff.desk.confirm')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={!canBook || !type}
            onClick={() => {
              const ok = checked();
              if (ok)
                setRepeat({
                  slot,
                  bookingTypeId: ok.type.id,
                  durationMinutes: duration,
                  customer: ok.who,
                  ...(ok.priceOverride ? { priceOverride: ok.priceOverride } : {}),
                });
            }}
          >
            {t('staff.desk.series.repeat')}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('staff.desk.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
