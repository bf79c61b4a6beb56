import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Customer, CustomField } from '@clubportal/contract/accounts';
import { fieldKey, listOptions } from '@clubportal/contract/validation';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { personalDataSchema, personalValuesOf, saveBodyOf, type PersonalValues } from '../rules/customer-form';
import { SaveOutcome } from './save-outcome';
import { useSaveCustomerPart } from './use-save-customer-part';

type TextName = 'name' | 'surname' | 'email' | 'phone' | 'email2' | 'email3' | 'phone2' | 'phone3';

/** `holderOnly`: required for account holders; a linked child may have no email or phone of its own. */
const TEXT_FIELDS: Array<{ name: TextName; required: boolean | 'holderOnly'; type: 'text' | 'email' | 'tel'; autoComplete: string }> = [
  { name: 'name', required: true, type: 'text', autoComplete: 'given-name' },
  { name: 'surname', required: true, type: 'text', autoComplete: 'family-name' },
  { name: 'email', required: 'holderOnly', type: 'email', autoComplete: 'email' },
  { name: 'phone', required: 'holderOnly', type: 'tel', autoComplete: 'tel' },
  { name: 'email2', required: false, type: 'email', autoComplete: 'off' },
  { name: 'phone2', required: false, type: 'tel', autoComplete: 'off' },
  { name: 'email3', required: false, type: 'email', autoComplete: 'off' },
  { name: 'phone3', required: false, type: 'tel', autoComplete: 'off' },
];

/** Personal Data tab: the four required fields, the optional ones, gender, birth date and custom fields. */
export function PersonalDataForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const id = useId();
  const { savePart, outcome, pending } = useSaveCustomerPart();
  const schema = useMemo(() => personalDataSchema(customer), [customer]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: personalValuesOf(customer) });

  const submit = handleSubmit(async (values) => {
    // A member on the newsletter who changes their address: the server mails the new one to confirm it.
    const moved = customer.okRss && values.email !== '' && values.email.toLowerCase() !== (customer.email ?? '').toLowerCase();
    const saved = await savePart(
      saveBodyOf(customer, { personal: values }),
      moved ? t('account.newsletterConfirmSent', { email: values.email }) : undefined,
    );
    if (saved) reset(personalValuesOf(saved));
  });

  return (
    <form className="form account-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <header className="account-form__header">
        <h2 id={`${id}-title`} className="account-panel__title">
          {t('account.personalTitle')}
        </h2>
        <p className="account-panel__hint">{t('account.requiredHint')}</p>
      </header>

      <div className="account-grid">
        {TEXT_FIELDS.map(({ name, required: rule, type, autoComplete }) => (
          <Field
            key={name}
            label={t(`account.fields.${name}`)}
            required={rule === 'holderOnly' ? customer.parent === null : rule}
            error={errors[name]?.message}
          >
            {(control) => (
              <input
                type={type}
                autoComplete={autoComplete}
                inputMode={type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined}
                {...control}
                {...register(name)}
              />
            )}
          </Field>
        ))}
        <Field label={t('account.fields.gender')} error={errors.gender?.message}>
          {(control) => (
            <select {...control} {...register('gender')}>
              <option value="">{t('account.genderNone')}</option>
              <option value="0">{t('account.genderMale')}</option>
              <option value="1">{t('account.genderFemale')}</option>
            </select>
          )}
        </Field>
        <Field label={t('account.fields.birthDate')} error={errors.birthDate?.message}>
          {(control) => (
            <input type="date" autoComplete="bday" max={new Date().toISOString().slice(0, 10)} {...control} {...register('birthDate')} />
          )}
        </Field>
      </div>

      {customer.customFields.length > 0 ? (
        <fieldset className="account-fieldset">
          <legend className="account-fieldset__legend">{t('account.customFieldsTitle')}</legend>
          <div className="account-grid">
            {customer.customFields.map((field) => (
              <CustomFieldControl key={field.customFieldId} field={field} control={control} />
            ))}
          </div>
        </fieldset>
      ) : null}

      <SaveOutcome outcome={outcome} />
      <div className="account-form__actions">
        <Button type="submit" loading={pending}>
          {t('account.save')}
        </Button>
      </div>
    </form>
  );
}

/** A custom field of one of the three types: text input, checkbox ('true'/'false') or pick list. */
function CustomFieldControl({ field, control }: { field: CustomField; control: Control<PersonalValues> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={`custom.${fieldKey(field.customFieldId)}`}
      render={({ field: input, fieldState }) => {
        const common = { name: input.name, ref: input.ref, onBlur: input.onBlur };
        const value = input.value ?? '';
        if (field.fieldType === 'bool') {
          return (
            <Field label={field.label} required={field.required} error={fieldState.error?.message} layout="check">
              {(props) => (
                <input
                  type="checkbox"
                  checked={value === 'true'}
                  onChange={(event) => input.onChange(event.target.checked ? 'true' : 'false')}
                  {...common}
                  {...props}
                />
              )}
            </Field>
          );
        }
        return (
          <Field label={field.label} required={field.required} error={fieldState.error?.message}>
            {(props) =>
              field.fieldType === 'picklist' ? (
                <select value={value} onChange={input.onChange} {...common} {...props}>
                  <option value="">{t('account.choose')}</option>
                  {listOptions(field.pickListValues).map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : (
                <input type="text" value={value} onChange={input.onChange} {...common} {...props} />
              )
            }
          </Field>
        );
      }}
    />
  );
}
