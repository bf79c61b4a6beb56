import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  MEMBERSHIP_MAX_BOOKING_DAYS,
  membershipTermProblem,
  type StaffMembership,
  type StaffMembershipBody,
} from '@clubportal/contract/staff-memberships';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useStaffMemberships } from '../../api/staff-memberships';

type FormValues = {
  name: string;
  names: Record<string, string>;
  price: string;
  term: 'period' | 'dates';
  periodMonths: string;
  validFrom: string;
  validTo: string;
  groupId: string;
  bookingDays: string;
};

const valuesOf = (m: StaffMembership | undefined): FormValues => ({
  name: m?.name ?? '',
  names: m?.names ?? {},
  price: m ? String(m.price) : '',
  term: m && m.periodMonths === null ? 'dates' : 'period',
  periodMonths: String(m?.periodMonths ?? 1),
  validFrom: m?.validFrom ?? '',
  validTo: m?.validTo ?? '',
  groupId: m?.customerGroupId ? String(m.customerGroupId) : '',
  bookingDays: m?.bookingDays ? String(m.bookingDays) : '',
});

/** A type's name per language, price and term, group and booking window. */
export function MembershipForm({
  initial,
  label,
  submitLabel,
  pending,
  save,
}: {
  initial?: StaffMembership;
  label: string;
  submitLabel: string;
  pending: boolean;
  save: (body: StaffMembershipBody) => Promise<void>;
}) {
  const { t } = useTranslation();
  const list = useStaffMemberships().data;
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: valuesOf(initial) });
  const term = useWatch({ control, name: 'term' });
  const submit = handleSubmit(async (v) => {
    const price = Number(v.price);
    const periodMonths = Number(v.periodMonths);
    const bookingDays = v.bookingDays.trim() === '' ? null : Number(v.bookingDays);
    let bad = false;
    if (!v.name.trim()) bad = Boolean(setError('name', { type: 'required' })) || true;
    if (v.price.trim() === '' || !Number.isFinite(price) || price < 0) bad = Boolean(setError('price', { type: 'invalid' })) || true;
    if (v.term === 'period' && !(Number.isInteger(periodMonths) && periodMonths >= 1 && periodMonths <= 24))
      bad = Boolean(setError('periodMonths', { type: 'invalid' })) || true;
    if (bookingDays !== null && !(Number.isInteger(bookingDays) && bookingDays >= 1 && bookingDays <= MEMBERSHIP_MAX_BOOKING_DAYS))
      bad = Boolean(setError('bookingDays', { type: 'invalid' })) || true;
    const body: StaffMembershipBody = {
      name: v.name,
      names: v.names,
      price,
      periodMonths: v.term === 'period' ? periodMonths : null,
      validFrom: v.term === 'dates' ? v.validFrom || null : null,
      validTo: v.term === 'dates' ? v.validTo || null : null,
      customerGroupId: v.groupId ? Number(v.groupId) : null,
      bookingDays,
    };
    const problem = v.term === 'dates' ? membershipTermProblem(body) : null;
    if (problem) bad = Boolean(setError('validTo', { type: problem })) || true;
    if (bad) return;
    try {
      await save(body);
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  return (
    <form className="form staff-product-form" onSubmit={submit} noValidate aria-label={label}>
      <div className="staff-product-form__fields">
        <Field
          label={list ? t('staff.memberships.nameIn', { language: t(`languages.${list.defaultLanguage}`) }) : t('staff.memberships.name')}
          error={errors.name && t('staff.memberships.nameRequired')}
          required
        >
          {(c) => <input type="text" autoComplete="off" maxLength={200} {...c} {...register('name')} />}
        </Field>
        {list?.otherLanguages.map((language) => (
          <Field key={language} label={t('staff.memberships.nameIn', { language: t(`languages.${language}`) })}>
            {(c) => <input type="text" autoComplete="off" maxLength={200} {...c} {...register(`names.${language}`)} />}
          </Field>
        ))}
        <div className="staff-product-form__row">
          <Field
            label={t('staff.fees.amountIn', { currency: list?.currency ?? '' })}
            error={errors.price && t('staff.vouchers.amountInvalid')}
            required
          >
            {(c) => <input type="number" inputMode="decimal" step="0.01" min="0" {...c} {...register('price')} />}
          </Field>
          <Field label={t('staff.memberships.term')} required>
            {(c) => (
              <select {...c} {...register('term')}>
                <option value="period">{t('staff.memberships.termPeriod')}</option>
                <option value="dates">{t('staff.memberships.termDates')}</option>
              </select>
            )}
          </Field>
          {term === 'period' ? (
            <Field label={t('staff.fees.periodMonths')} error={errors.periodMonths && t('staff.fees.periodInvalid')} required>
              {(c) => <input type="number" inputMode="numeric" step="1" min="1" max="24" {...c} {...register('periodMonths')} />}
            </Field>
          ) : (
            <>
              <Field label={t('staff.memberships.validFrom')} required>
                {(c) => <input type="date" {...c} {...register('validFrom')} />}
              </Field>
              <Field
                label={t('staff.memberships.validTo')}
                error={
                  errors.validTo &&
                  (errors.validTo.type === 'membershipDatesOrder'
                    ? t('staff.memberships.datesOrder')
                    : t('staff.memberships.datesRequired'))
                }
                required
              >
                {(c) => <input type="date" {...c} {...register('validTo')} />}
              </Field>
            </>
          )}
        </div>
        <div className="staff-product-form__row">
          <Field label={t('staff.memberships.group')}>
            {(c) => (
              <select {...c} {...register('groupId')}>
                <option value="">{t('staff.memberships.noGroup')}</option>
                {list?.groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t('staff.memberships.bookingDays')}
            error={errors.bookingDays && t('staff.memberships.bookingDaysInvalid', { max: MEMBERSHIP_MAX_BOOKING_DAYS })}
          >
            {(c) => (
              <input
                type="number"
                inputMode="numeric"
                step="1"
                min="1"
                max={MEMBERSHIP_MAX_BOOKING_DAYS}
                {...c}
                {...register('bookingDays')}
              />
            )}
          </Field>
        </div>
        <p>{t('staff.memberships.formHelp')}</p>
      </div>
      <FormAlert message={errors.root?.message} />
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
