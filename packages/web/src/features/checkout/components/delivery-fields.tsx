import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import type { DeliveryInput } from '../rules/checkout-rules';

const FIELDS = [
  { name: 'name', autoComplete: 'given-name', type: 'text' },
  { name: 'surname', autoComplete: 'family-name', type: 'text' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'addressLine1', autoComplete: 'street-address', type: 'text', wide: true },
  { name: 'postalCode', autoComplete: 'postal-code', type: 'text' },
  { name: 'city', autoComplete: 'address-level2', type: 'text' },
  { name: 'town', autoComplete: 'address-level1', type: 'text' },
  { name: 'country', autoComplete: 'country-name', type: 'text' },
] as const;

type Props = { register: UseFormRegister<DeliveryInput>; errors: FieldErrors<DeliveryInput>; required: boolean; guest: boolean };

/** The delivery/customer form (spec: required for guests and when a transport is), and a guest's password pair. */
export function DeliveryFields({ register, errors, required, guest }: Props) {
  const { t } = useTranslation();
  return (
    <div className="checkout-fields">
      {FIELDS.map((f) => (
        <Field key={f.name} label={t(`checkout.fields.${f.name}`)} required={required} error={errors[f.name]?.message} className={'wide' in f ? 'checkout-fields__wide' : ''}>
          {(control) => <input {...control} type={f.type} autoComplete={f.autoComplete} {...register(f.name)} />}
        </Field>
      ))}
      {guest ? (
        <>
          <Field label={t('checkout.fields.password')} required error={errors.password?.message}>
            {(control) => <input {...control} type="password" autoComplete="new-password" {...register('password')} />}
          </Field>
          <Field label={t('checkout.fields.repeatPassword')} required error={errors.repeatPassword?.message}>
            {(control) => <input {...control} type="password" autoComplete="new-password" {...register('repeatPassword')} />}
          </Field>
        </>
      ) : null}
    </div>
  );
}
