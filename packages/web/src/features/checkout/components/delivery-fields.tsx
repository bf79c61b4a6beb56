import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import type { DeliveryInput } from '../rules/checkout-rules';

const FIELDS = [
  { name: 'name', autoComplete: 'given-name', type: 'text' },
  { name: 'surname', autoComplete: 'family-name', type: 'text' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'addressLine1', autoComplete: 'street-address', type: 'text', wide: true, address: true },
  { name: 'postalCode', autoComplete: 'postal-code', type: 'text', address: true },
  { name: 'city', autoComplete: 'address-level2', type: 'text', address: true },
  { name: 'town', autoComplete: 'address-level1', type: 'text', address: true },
  { name: 'country', autoComplete: 'country-name', type: 'text', address: true },
] as const;

type Props = {
  register: UseFormRegister<DeliveryInput>;
  errors: FieldErrors<DeliveryInput>;
  required: boolean;
  guest: boolean;
  address: boolean;
};

/**
 * The delivery/customer form (spec: required for guests and when a transport is), and a guest's password
 * pair. The address only where something is delivered or a guest checks out (issue 20): a member paying a
 * court is not asked where to send it.
 */
export function DeliveryFields({ register, errors, required, guest, address }: Props) {
  const { t } = useTranslation();
  return (
    <div className="checkout-fields">
      {FIELDS.filter((f) => address || !('address' in f)).map((f) => (
        <Field
          key={f.name}
          label={t(`checkout.fields.${f.name}`)}
          required={required}
          error={errors[f.name]?.message}
          className={'wide' in f ? 'checkout-fields__wide' : ''}
        >
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
