import { useTranslation } from 'react-i18next';
import { wizardLegalSchema } from '@clubportal/contract/staff-wizard';
import { Field } from '../../../../components/ui/field';
import { StepForm, useStepForm, type StepProps } from './step-form';

const TEXTS = ['privacyPolicyFull', 'cookiesPolicy', 'generalConditions', 'waiver'] as const;

/** The four legal texts (HTML), starting from texts in the club's language with its name, to edit. */
export function LegalStep({ values, readOnly, onSaved }: StepProps) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
    submit,
    pending,
  } = useStepForm('legal', wizardLegalSchema, values, onSaved);
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
