import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@clubportal/contract/accounts';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { addressSchema, addressValuesOf, saveBodyOf, type AddressValues } from '../rules/customer-form';
import { SaveOutcome } from './save-outcome';
import { useSaveCustomerPart } from './use-save-customer-part';

const FIELDS: Array<{ name: keyof AddressValues; autoComplete: string; wide?: boolean }> = [
  { name: 'addressLine1', autoComplete: 'street-address', wide: true },
  { name: 'postalCode', autoComplete: 'postal-code' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'town', autoComplete: 'address-level1' },
  { name: 'country', autoComplete: 'country-name' },
];

/** Address tab: saved with the rest of the customer through put-json. */
export function AddressForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const id = useId();
  const { savePart, outcome, pending } = useSaveCustomerPart();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(addressSchema), defaultValues: addressValuesOf(customer) });

  const submit = handleSubmit(async (values) => {
    const saved = await savePart(saveBodyOf(customer, { address: values }));
    if (saved) reset(addressValuesOf(saved));
  });

  return (
    <form className="form account-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <header className="account-form__header">
        <h2 id={`${id}-title`} className="account-panel__title">
          {t('account.addressTitle')}
        </h2>
      </header>
      <div className="account-grid">
        {FIELDS.map(({ name, autoComplete, wide }) => (
          <Field key={name} label={t(`account.fields.${name}`)} error={errors[name]?.message} className={wide ? 'account-grid__wide' : ''}>
            {(control) => <input type="text" autoComplete={autoComplete} {...control} {...register(name)} />}
          </Field>
        ))}
      </div>
      <SaveOutcome outcome={outcome} />
      <div className="account-form__actions">
        <Button type="submit" loading={pending}>
          {t('account.save')}
        </Button>
      </div>
    </form>
  );
}
