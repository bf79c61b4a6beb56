import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@clubportal/contract/languages';
import { wizardFeaturesSchema, wizardLanguagesSchema, wizardPaymentsSchema, wizardRegionSchema } from '@clubportal/contract/staff-wizard';
import { Field } from '../../../../components/ui/field';
import { useValidationMessage } from '../../../../lib/validation-message';
import { StepForm, useStepForm, type StepProps } from './step-form';

/** The languages the portal offers, and the default one (a visitor without a choice sees it). */
export function LanguagesStep({ values, readOnly, onSaved }: StepProps) {
  const { t } = useTranslation();
  const translate = useValidationMessage();
  const {
    register,
    formState: { errors },
    submit,
    pending,
  } = useStepForm('languages', wizardLanguagesSchema, values, onSaved);
  return (
    <StepForm onSubmit={submit} readOnly={readOnly} error={errors.root?.message} pending={pending}>
      <fieldset className="staff-wizard__choices" aria-describedby={errors.offered ? 'offered-error' : undefined}>
        <legend>{t('staff.wizard.languages.offered')}</legend>
        {LANGUAGES.map((language) => (
          <Field key={language} label={t(`languages.${language}`)} layout="check">
            {(control) => <input type="checkbox" value={language} {...control} {...register('offered')} />}
          </Field>
        ))}
        {errors.offered ? (
          <p className="field__error" id="offered-error">
            {translate(errors.offered.message)}
          </p>
        ) : null}
      </fieldset>
      <Field label={t('staff.wizard.languages.default')} error={errors.default?.message} required>
        {(control) => (
          <select {...control} {...register('default')}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </StepForm>
  );
}

const timeZones = (): string[] => (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];

/** Where the club is: its time zone (the grid's hours), currency and how dates and prices are written. */
export function RegionStep({ values, readOnly, onSaved }: StepProps) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
    submit,
    pending,
  } = useStepForm('region', wizardRegionSchema, values, onSaved);
  return (
    <StepForm onSubmit={submit} readOnly={readOnly} error={errors.root?.message} pending={pending}>
      <div className="staff-wizard__grid">
        <Field label={t('staff.wizard.region.timeZone')} error={errors.timeZone?.message} required>
          {(control) => <input type="text" list="staff-time-zones" autoComplete="off" {...control} {...register('timeZone')} />}
        </Field>
        <datalist id="staff-time-zones">
          {timeZones().map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <Field label={t('staff.wizard.region.currencyCode')} error={errors.currencyCode?.message} required>
          {(control) => <input type="text" maxLength={3} autoComplete="off" {...control} {...register('currencyCode')} />}
        </Field>
        <Field label={t('staff.wizard.region.currencySymbol')} error={errors.currencySymbol?.message} required>
          {(control) => <input type="text" maxLength={8} autoComplete="off" {...control} {...register('currencySymbol')} />}
        </Field>
        <Field label={t('staff.wizard.region.decimalSeparator')} error={errors.decimalSeparator?.message} required>
          {(control) => (
            <select {...control} {...register('decimalSeparator')}>
              <option value=",">{t('staff.wizard.region.comma')}</option>
              <option value=".">{t('staff.wizard.region.point')}</option>
            </select>
          )}
        </Field>
        <Field label={t('staff.wizard.region.dateFormat')} error={errors.dateFormat?.message} required>
          {(control) => <input type="text" autoComplete="off" {...control} {...register('dateFormat')} />}
        </Field>
      </div>
      <Field label={t('staff.wizard.region.pricesIncludeTaxes')} layout="check">
        {(control) => <input type="checkbox" {...control} {...register('pricesIncludeTaxes')} />}
      </Field>
    </StepForm>
  );
}

const FEATURES = ['registrationOpen', 'childAccounts', 'bookings', 'shop'] as const;

/** What the portal offers its visitors. */
export function FeaturesStep({ values, readOnly, onSaved }: StepProps) {
  const { t } = useTranslation();
  const { register, formState, submit, pending } = useStepForm('features', wizardFeaturesSchema, values, onSaved);
  return (
    <StepForm onSubmit={submit} readOnly={readOnly} error={formState.errors.root?.message} pending={pending}>
      <fieldset className="staff-wizard__choices">
        <legend>{t('staff.wizard.features.legend')}</legend>
        {FEATURES.map((feature) => (
          <Field key={feature} label={t(`staff.wizard.features.${feature}`)} layout="check">
            {(control) => <input type="checkbox" {...control} {...register(feature)} />}
          </Field>
        ))}
      </fieldset>
    </StepForm>
  );
}

/** Which payment methods configured on the server the club offers (their secrets stay in its environment). */
export function PaymentsStep({ wizard, values, readOnly, onSaved }: StepProps) {
  const { t } = useTranslation();
  const { register, formState, submit, pending } = useStepForm('payments', wizardPaymentsSchema, values, onSaved);
  const providers = wizard.configuredPaymentProviders;
  return (
    <StepForm onSubmit={submit} readOnly={readOnly} error={formState.errors.root?.message} pending={pending}>
      <fieldset className="staff-wizard__choices">
        <legend>{t('staff.wizard.payments.online')}</legend>
        {providers.length === 0 ? <p className="staff-wizard__note">{t('staff.wizard.payments.noneConfigured')}</p> : null}
        {providers.map((provider) => (
          <Field key={provider} label={t('staff.wizard.payments.offer', { provider })} layout="check">
            {(control) => <input type="checkbox" value={provider} {...control} {...register('offered')} />}
          </Field>
        ))}
      </fieldset>
      <Field label={t('staff.wizard.payments.payAtClub')} layout="check">
        {(control) => <input type="checkbox" {...control} {...register('payAtClub')} />}
      </Field>
    </StepForm>
  );
}
