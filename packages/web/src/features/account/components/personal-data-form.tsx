import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Customer, CustomField } from '@clubportal/contract/accounts';
import { Button } from '../../../components/ui/button';
import {
  customFieldFilled,
  customKey,
  isBlank,
  looksLikeEmail,
  personalValuesOf,
  pickListOptions,
  saveBodyOf,
  type PersonalValues,
} from '../rules/customer-form';
import { controlA11y, FormField, SaveOutcome } from './form-field';
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
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PersonalValues>({ defaultValues: personalValuesOf(customer) });

  const submit = handleSubmit(async (values) => {
    const saved = await savePart(saveBodyOf(customer, { personal: values }));
    if (saved) reset(personalValuesOf(saved));
  });

  const fid = (name: string) => `${id}-${name}`;

  return (
    <form className="form account-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <header className="account-form__header">
        <h2 id={`${id}-title`} className="account-panel__title">
          {t('account.personalTitle')}
        </h2>
        <p className="account-panel__hint">{t('account.requiredHint')}</p>
      </header>

      <div className="account-grid">
        {TEXT_FIELDS.map(({ name, required: rule, type, autoComplete }) => {
          const required = rule === 'holderOnly' ? customer.parent === null : rule;
          const error = errors[name]?.message;
          return (
            <FormField key={name} id={fid(name)} label={t(`account.fields.${name}`)} required={required} error={error}>
              <input
                id={fid(name)}
                type={type}
                autoComplete={autoComplete}
                inputMode={type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined}
                {...controlA11y(fid(name), required, error)}
                {...register(name, {
                  validate: (value) => {
                    if (required && isBlank(value)) return t('messages.fieldRequired');
                    if (type === 'email' && !isBlank(value) && !looksLikeEmail(value)) return t('account.invalidEmail');
                    return true;
                  },
                })}
              />
            </FormField>
          );
        })}
        <FormField id={fid('gender')} label={t('account.fields.gender')}>
          <select id={fid('gender')} {...register('gender')}>
            <option value="">{t('account.genderNone')}</option>
            <option value="0">{t('account.genderMale')}</option>
            <option value="1">{t('account.genderFemale')}</option>
          </select>
        </FormField>
        <FormField id={fid('birthDate')} label={t('account.fields.birthDate')}>
          <input id={fid('birthDate')} type="date" autoComplete="bday" max={new Date().toISOString().slice(0, 10)} {...register('birthDate')} />
        </FormField>
      </div>

      {customer.customFields.length > 0 ? (
        <fieldset className="account-fieldset">
          <legend className="account-fieldset__legend">{t('account.customFieldsTitle')}</legend>
          <div className="account-grid">
            {customer.customFields.map((field) => (
              <CustomFieldControl key={field.customFieldId} field={field} fieldId={fid(customKey(field.customFieldId))} control={control} />
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

type ControlProps = { field: CustomField; fieldId: string; control: ReturnType<typeof useForm<PersonalValues>>['control'] };

/** A custom field of one of the three types: text input, checkbox ('true'/'false') or pick list. */
function CustomFieldControl({ field, fieldId, control }: ControlProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={`custom.${customKey(field.customFieldId)}`}
      rules={{ validate: (value) => (!field.required || customFieldFilled(field, value) ? true : t('messages.fieldRequired')) }}
      render={({ field: input, fieldState }) => {
        const error = fieldState.error?.message;
        const a11y = controlA11y(fieldId, field.required, error);
        if (field.fieldType === 'bool') {
          return (
            <div className="field field--check">
              <label className="check" htmlFor={fieldId}>
                <input
                  id={fieldId}
                  type="checkbox"
                  name={input.name}
                  ref={input.ref}
                  checked={input.value === 'true'}
                  onChange={(event) => input.onChange(event.target.checked ? 'true' : 'false')}
                  onBlur={input.onBlur}
                  {...a11y}
                />
                <span>
                  {field.label}
                  {field.required ? (
                    <span className="field__required" aria-hidden="true">
                      {' '}
                      *
                    </span>
                  ) : null}
                </span>
              </label>
              {error ? (
                <p className="field__error" id={`${fieldId}-error`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        }
        return (
          <FormField id={fieldId} label={field.label} required={field.required} error={error}>
            {field.fieldType === 'picklist' ? (
              <select id={fieldId} name={input.name} ref={input.ref} value={input.value ?? ''} onChange={input.onChange} onBlur={input.onBlur} {...a11y}>
                <option value="">{t('account.choose')}</option>
                {pickListOptions(field).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input id={fieldId} type="text" name={input.name} ref={input.ref} value={input.value ?? ''} onChange={input.onChange} onBlur={input.onBlur} {...a11y} />
            )}
          </FormField>
        );
      }}
    />
  );
}
