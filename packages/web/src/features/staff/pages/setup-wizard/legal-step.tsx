import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { wizardLegalSchema, type WizardBodies } from '@clubportal/contract/staff-wizard';
import { Field } from '../../../../components/ui/field';
import { StepForm, useStepSave, type StepProps } from './step-form';

const TEXTS = ['privacyPolicyFull', 'cookiesPolicy', 'generalConditions', 'waiver'] as const;

/** The four legal texts (HTML), starting from texts in the club's language with its name, to edit. */
export function LegalStep({ values, readOnly, onSaved }: StepProps) {
  const { t } = useTranslation();
  const { save, pending } = useStepSave('legal');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(wizardLegalSchema), defaultValues: values as WizardBodies['legal'] });
  const submit = handleSubmit(async (body) => {
    const refused = await save(body);
    if (refused) setError('root', { message: refused });
    else onSaved();
  });
  return (
    <StepForm onSubmit={submit} readOnly={readOnly} error={errors.root?.message} pending={pending}>
      <p className="staff-wizard__note">{t('staff.wizard.legal.hint')}</p>
      {TEXTS.map((name) => (
        <Field key={name} label={t(`staff.wizard.legal.${name}`)} error={errors[name]?.message} required>
          {(control) => <textarea rows={8} className="staff-wizard__html" {...control} {...register(name)} />}
        </Field>
      ))}
    </StepForm>
  );
}
