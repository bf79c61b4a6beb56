import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffPromoBodySchema, type StaffPromo, type StaffPromoBody } from '@clubportal/contract/staff-promos';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSavePromo } from '../api/staff-promos';

const NEW_PROMO: StaffPromoBody = {
  code: '',
  kind: 'percent',
  value: 10,
  minTotal: 0,
  maxUses: null,
  validFrom: '',
  validUntil: '',
  active: true,
};

const valuesOf = (p: StaffPromo): StaffPromoBody => ({
  code: p.code,
  kind: p.kind,
  value: p.value,
  minTotal: p.minTotal,
  maxUses: p.maxUses,
  validFrom: p.validFrom,
  validUntil: p.validUntil,
  active: p.active,
});

/** An empty number box is "no limit". */
const limitOf = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/**
 * A promo code: a percent or an amount off the checkout's shop articles, from a minimum of them, up to a number
 * of uses, between two days. The server refuses a code another promo holds (in any case) with a sentence.
 */
export function PromoForm({
  promo,
  canWrite,
  currency,
  onSaved,
}: {
  promo: StaffPromo | null;
  canWrite: boolean;
  currency: string;
  onSaved: (saved: StaffPromo) => void;
}) {
  const { t } = useTranslation();
  const save = useSavePromo();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(staffPromoBodySchema), defaultValues: promo ? valuesOf(promo) : NEW_PROMO });
  const kind = useWatch({ control, name: 'kind' });
  const submit = handleSubmit(async (values) => {
    try {
      onSaved((await save.mutateAsync({ id: promo?.id ?? null, ...values })).promo);
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  return (
    <form className="form staff-product-form" onSubmit={submit} noValidate aria-label={t('staff.promos.formTitle')}>
      <fieldset disabled={!canWrite} className="staff-product-form__fields">
        <Field label={t('staff.promos.code')} error={errors.code && t('staff.promos.codeInvalid')} required>
          {(c) => <input type="text" autoComplete="off" maxLength={50} className="staff-promo-code" {...c} {...register('code')} />}
        </Field>
        <div className="staff-product-form__row">
          <Field label={t('staff.promos.kind')}>
            {(c) => (
              <select {...c} {...register('kind')}>
                <option value="percent">{t('staff.promos.kindPercent')}</option>
                <option value="amount">{t('staff.promos.kindAmount', { currency })}</option>
              </select>
            )}
          </Field>
          <Field
            label={kind === 'percent' ? t('staff.promos.valuePercent') : t('staff.promos.valueAmount', { currency })}
            error={errors.value && t(kind === 'percent' ? 'staff.promos.percentInvalid' : 'staff.promos.amountInvalid')}
            required
          >
            {(c) => (
              <input
                type="number"
                inputMode="decimal"
                step={kind === 'percent' ? '1' : '0.01'}
                min="0"
                {...c}
                {...register('value', { valueAsNumber: true })}
              />
            )}
          </Field>
        </div>
        <div className="staff-product-form__row">
          <Field label={t('staff.promos.minTotal', { currency })} error={errors.minTotal && t('staff.promos.amountInvalid')}>
            {(c) => (
              <input type="number" inputMode="decimal" step="0.01" min="0" {...c} {...register('minTotal', { valueAsNumber: true })} />
            )}
          </Field>
          <Field label={t('staff.promos.maxUses')} error={errors.maxUses && t('staff.promos.maxUsesInvalid')}>
            {(c) => <input type="number" inputMode="numeric" step="1" min="1" {...c} {...register('maxUses', { setValueAs: limitOf })} />}
          </Field>
        </div>
        <div className="staff-product-form__row">
          <Field label={t('staff.promos.validFrom')} error={errors.validFrom && t('staff.promos.dateInvalid')}>
            {(c) => <input type="date" {...c} {...register('validFrom')} />}
          </Field>
          <Field label={t('staff.promos.validUntil')} error={errors.validUntil && t('staff.promos.dateInvalid')}>
            {(c) => <input type="date" {...c} {...register('validUntil')} />}
          </Field>
        </div>
        <p className="staff-table__note">{t('staff.promos.scope')}</p>
        <Field label={t('staff.promos.active')} layout="check">
          {(c) => <input type="checkbox" {...c} {...register('active')} />}
        </Field>
      </fieldset>
      <FormAlert message={errors.root?.message} />
      {canWrite ? (
        <Button type="submit" loading={save.isPending}>
          {promo ? t('staff.promos.save') : t('staff.promos.create')}
        </Button>
      ) : null}
    </form>
  );
}
