import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DeskCourt, DeskDay } from '@clubportal/contract/staff-desk';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ApiError } from '../../../../api/api-error';
import { useBookWalkIn, useDeskCustomers, useDeskQuote } from '../../api/staff-desk';
import { useSignedInStaff } from '../../components/staff-me';
import { useMoneyFormat } from '../../components/stock-ledger';
import { SeriesDialog, type SeriesStart } from './series-dialog';
import { walkInCustomer, walkInDefaults, walkInFormSchema, WALK_IN_MODES, type WalkInForm } from './walk-in-form';

export type WalkInSlot = { court: DeskCourt; startsAt: string; time: string };

/** The server's sentence of a refusal, else a general one. */
export const errorText = (error: unknown, fallback: string) => (error instanceof ApiError && error.errorMsg ? error.errorMsg : fallback);

/**
 * A walk-in in three actions: the slot was the first (the tap that opened this), the customer the second (found,
 * typed, or a guest's name), confirming the third. The price the rules give shows before confirming; staff with
 * prices.override may charge another with a reason. The fields are a react-hook-form checked by walk-in-form.ts: what
 * is missing or mistyped (an email the server would refuse) is said under its field before anything is sent.
 */
export function WalkInDialog({ day, slot, onClose }: { day: DeskDay; slot: WalkInSlot; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const me = useSignedInStaff();
  const canBook = me.permissions.includes('bookings.desk');
  const canOverride = me.permissions.includes('prices.override');
  const types = day.types.filter((ty) => slot.court.bookingTypeIds.includes(ty.id));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<WalkInForm>({
    resolver: zodResolver(walkInFormSchema),
    defaultValues: walkInDefaults(types[0]?.id ?? 0, types[0]?.preferredDuration ?? 60),
  });
  const [typeId, duration, mode, customerId, override] = useWatch({
    control,
    name: ['typeId', 'duration', 'mode', 'customerId', 'override'],
  });
  const type = types.find((ty) => ty.id === typeId) ?? types[0];
  // The lookup's words are no part of the booking: the list it finds is (`customerId`).
  const [search, setSearch] = useState('');
  const found = useDeskCustomers(mode === 'existing' ? search : '');
  const quote = useDeskQuote(
    type
      ? {
          resourceId: slot.court.id,
          startsAt: slot.startsAt,
          durationMinutes: duration,
          bookingTypeId: type.id,
          ...(mode === 'existing' && customerId ? { customerId: Number(customerId) } : {}),
        }
      : null,
  );
  const book = useBookWalkIn();
  const [repeat, setRepeat] = useState<SeriesStart | null>(null);
  const errorOf = (key: keyof WalkInForm) => {
    const message = errors[key]?.message;
    return message ? t(message) : undefined;
  };

  const submit = handleSubmit((v) => {
    if (!type) return;
    const who = walkInCustomer(v);
    book.mutate(
      { resourceId: slot.court.id, startsAt: slot.startsAt, durationMinutes: v.duration, bookingTypeId: type.id, ...who },
      { onSuccess: onClose, onError: (error) => setError('root', { message: errorText(error, t('staff.desk.bookFailed')) }) },
    );
  });
  // "Repeat weekly": the same slot, type, duration, customer and price, every week (series-dialog.tsx), once they check.
  const repeatWeekly = handleSubmit((v) => {
    if (type) setRepeat({ slot, bookingTypeId: type.id, durationMinutes: v.duration, ...walkInCustomer(v) });
  });

  if (repeat) return <SeriesDialog day={day} start={repeat} onClose={onClose} />;

  const customerError = errorOf('customerId');
  return (
    <Dialog open title={t('staff.desk.walkInTitle', { court: slot.court.name, time: slot.time })} onClose={onClose} size="md">
      <form className="desk-form" onSubmit={submit} noValidate>
        {types.length > 1 ? (
          <Field label={t('staff.desk.bookingType')}>
            {(c) => (
              <select
                {...c}
                {...register('typeId', {
                  valueAsNumber: true,
                  // Another type offers other durations: start from its own preferred one.
                  onChange: (e: React.ChangeEvent<HTMLSelectElement>) =>
                    setValue('duration', types.find((ty) => ty.id === Number(e.target.value))?.preferredDuration ?? 60),
                })}
              >
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
            <select {...c} {...register('duration', { valueAsNumber: true })}>
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
          {WALK_IN_MODES.map((m) => (
            <label key={m} className="desk-form__mode">
              <input type="radio" value={m} {...register('mode')} />
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
                    <input
                      type="radio"
                      value={String(c.id)}
                      aria-invalid={customerError ? true : undefined}
                      aria-describedby={customerError ? 'walk-in-customer-error' : undefined}
                      {...register('customerId')}
                    />
                    {c.email ? `${c.name} · ${c.email}` : c.name}
                  </label>
                </li>
              ))}
            </ul>
            {customerError ? (
              <p className="field__error" id="walk-in-customer-error">
                {customerError}
              </p>
            ) : null}
          </>
        ) : (
          <div className="desk-form__person">
            <Field label={mode === 'guest' ? t('staff.desk.guestName') : t('staff.desk.name')} error={errorOf('name')} required>
              {(c) => <input type="text" autoComplete="off" maxLength={100} {...c} {...register('name')} />}
            </Field>
            {mode === 'new' ? (
              <>
                <Field label={t('staff.desk.surname')}>
                  {(c) => <input type="text" autoComplete="off" maxLength={100} {...c} {...register('surname')} />}
                </Field>
                <Field label={t('staff.desk.email')} error={errorOf('email')}>
                  {(c) => <input type="email" autoComplete="off" maxLength={254} {...c} {...register('email')} />}
                </Field>
                <Field label={t('staff.desk.phone')}>
                  {(c) => <input type="tel" autoComplete="off" maxLength={30} {...c} {...register('phone')} />}
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
              <input type="checkbox" {...register('override')} />
              {t('staff.desk.override')}
            </label>
            {override ? (
              <>
                <Field label={t('staff.desk.overridePrice')} error={errorOf('overridePrice')} required>
                  {(c) => <input type="number" inputMode="decimal" min="0" step="0.01" {...c} {...register('overridePrice')} />}
                </Field>
                <Field label={t('staff.desk.overrideReason')} error={errorOf('overrideReason')} required>
                  {(c) => <input type="text" maxLength={300} {...c} {...register('overrideReason')} />}
                </Field>
              </>
            ) : null}
          </div>
        ) : null}
        <FormAlert message={errors.root?.message} />
        <div className="desk-form__actions">
          <Button type="submit" loading={book.isPending} disabled={!canBook || !type}>
            {t('staff.desk.confirm')}
          </Button>
          <Button type="button" variant="secondary" disabled={!canBook || !type} onClick={() => void repeatWeekly()}>
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
