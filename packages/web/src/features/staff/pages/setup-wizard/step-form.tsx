import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { SetupWizard, WizardBodies, WizardStep } from '@clubportal/contract/staff-wizard';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useSaveWizardStep } from '../../api/setup-wizard';

/** What every step's form is given: its saved values (else starting values), whether it may save, what to do after. */
export type StepProps = {
  wizard: SetupWizard;
  values: Record<string, unknown>;
  readOnly: boolean;
  onSaved: () => void;
};

/**
 * Saves a step on the server: answers null when saved, else the server's refusal as its sentence (already in
 * the staff member's language) for the form's alert.
 */
export function useStepSave<S extends WizardStep>(step: S) {
  const { t } = useTranslation();
  const mutation = useSaveWizardStep(step);
  const save = async (body: WizardBodies[S]): Promise<string | null> => {
    try {
      await mutation.mutateAsync(body);
      return null;
    } catch (error) {
      return apiErrorMessage(error, t('messages.crash'));
    }
  };
  return { save, pending: mutation.isPending };
}

/**
 * A step's form on its contract schema, starting from what the server holds: `submit` saves it and moves on, or
 * shows the server's refusal in the form's alert.
 */
export function useStepForm<S extends WizardStep>(
  step: S,
  schema: z.ZodType<WizardBodies[S], Partial<WizardBodies[S]>>,
  values: Record<string, unknown>,
  onSaved: () => void,
) {
  const { save, pending } = useStepSave(step);
  // Typed by the body the server takes: a schema whose defaults make some fields optional on input still yields it.
  const resolver = zodResolver(schema) as unknown as Resolver<WizardBodies[S]>;
  const form = useForm<WizardBodies[S]>({ resolver, defaultValues: values as DefaultValues<WizardBodies[S]> });
  const submit = form.handleSubmit(async (body) => {
    const refused = await save(body);
    if (refused) form.setError('root', { message: refused });
    else onSaved();
  });
  return { ...form, submit, pending };
}

/** A step's form: its fields (disabled for a role that may only read), the server's refusal, and Save. */
export function StepForm({
  onSubmit,
  readOnly,
  error,
  pending,
  children,
}: {
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  readOnly: boolean;
  error: string | undefined;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className="form staff-wizard__form" onSubmit={onSubmit} noValidate>
      <fieldset className="staff-wizard__fields" disabled={readOnly}>
        {children}
      </fieldset>
      <FormAlert message={error} />
      {readOnly ? (
        <p className="staff-wizard__note">{t('staff.wizard.readOnly')}</p>
      ) : (
        <div className="staff-wizard__actions">
          <Button type="submit" loading={pending}>
            {t('staff.wizard.saveAndContinue')}
          </Button>
        </div>
      )}
    </form>
  );
}
