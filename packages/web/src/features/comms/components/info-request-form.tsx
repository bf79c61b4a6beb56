import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { infoRequestBodySchema } from '@clubportal/contract/comms';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { useSendInfoRequest } from '../api/send-info-request';

/**
 * Footer request-info form. Both fields must be filled or nothing is sent (the contract's rule, the one
 * the server checks, which also drops non-printable characters); success hides the form and thanks the visitor; a failure is only logged (spec section 8).
 */
export function InfoRequestForm() {
  const { t } = useTranslation();
  const mutation = useSendInfoRequest();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(infoRequestBodySchema), defaultValues: { email: '', question: '' } });

  const submit = handleSubmit((body) => {
    if (mutation.isPending) return;
    mutation.mutate(body, { onError: (error) => console.error('Info request failed', error) });
  });

  if (mutation.isSuccess) {
    return (
      // Focused when it replaces the form, so the focus does not fall back to the page.
      <p className="info-form__thanks" role="status" tabIndex={-1} ref={(node) => node?.focus()}>
        <CheckCircleIcon size={22} />
        <span>{t('footer.infoThanks')}</span>
      </p>
    );
  }

  return (
    <form className="info-form" onSubmit={submit} noValidate>
      <Field label={t('footer.infoEmail')} tone="dark" required error={errors.email?.message}>
        {(control) => <input type="email" autoComplete="email" inputMode="email" {...control} {...register('email')} />}
      </Field>
      <Field label={t('footer.infoQuestion')} tone="dark" required error={errors.question?.message}>
        {(control) => <textarea rows={3} {...control} {...register('question')} />}
      </Field>
      <Button type="submit" variant="light" loading={mutation.isPending}>
        {mutation.isPending ? t('footer.infoSending') : t('footer.infoSend')}
      </Button>
    </form>
  );
}
