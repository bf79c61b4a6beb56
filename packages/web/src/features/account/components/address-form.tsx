import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@clubportal/contract/accounts';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSaveCustomer } from '../api/save-customer';
import { addressValuesOf, saveBodyOf, type AddressValues } from '../rules/customer-form';
import { FormField, SaveOutcome, type Outcome } from './form-field';

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
  const save = useSaveCustomer();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, reset } = useForm<AddressValues>({ defaultValues: addressValuesOf(customer) });

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await save.mutateAsync(saveBodyOf(customer, { address: values }));
      reset(addressValuesOf(saved));
      setOutcome({ ok: true, text: t('messages.dataModified') });
    } catch (error) {
      setOutcome({ ok: false, text: apiErrorMessage(error, t('messages.crash')) });
    }
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
          <FormField key={name} id={`${id}-${name}`} label={t(`account.fields.${name}`)} className={wide ? 'account-grid__wide' : ''}>
            <input id={`${id}-${name}`} type="text" autoComplete={autoComplete} {...register(name)} />
          </FormField>
        ))}
      </div>
      <SaveOutcome outcome={outcome} />
      <div className="account-form__actions">
        <Button type="submit" loading={save.isPending}>
          {t('account.save')}
        </Button>
      </div>
    </form>
  );
}
