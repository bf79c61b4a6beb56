import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newsletterSubscribeBodySchema, type NewsletterSubscribeBody } from '@clubportal/contract/newsletter';
import { isApiError } from '../../../api/api-error';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** Spec section 8: the newsletter form's 'Server error: ...' shows for 4 seconds. */
export const SERVER_ERROR_MS = 4000;

/**
 * The newsletter form: an email and the consent (the contract's rule, the one the server checks).
 * 'Submitting...' while it is sent; a refusal shows 'Server error: ...' for 4 seconds; success asks the
 * visitor to confirm from the mail (double opt-in).
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const mutation = useSubscribeNewsletter();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewsletterSubscribeBody>({ resolver: zodResolver(newsletterSubscribeBodySchema), defaultValues: { email: '' } });

  useEffect(() => {
    if (serverError === null) return;
    const timer = window.setTimeout(() => setServerError(null), SERVER_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [serverError]);

  const submit = handleSubmit((body) => {
    if (mutation.isPending) return;
    setServerError(null);
    mutation.mutate(body, {
      onError: (error) => {
        console.error('Newsletter subscription failed', error);
        setServerError(isApiError(error) && error.errorMsg ? error.errorMsg : t('messages.crash'));
      },
    });
  });

  if (mutation.isSuccess) {
    return (
      // Focused when it replaces the form, so the focus does not fall back to the page.
      <p className="newsletter__done" role="status" tabIndex={-1} ref={(node) => node?.focus()}>
        <CheckCircleIcon size={22} />
        <span>{t('newsletter.checkInbox')}</span>
      </p>
    );
  }

  return (
    <form className="newsletter__form" onSubmit={submit} noValidate>
      <Field label={t('newsletter.email')} required error={errors.email?.message}>
        {(control) => <input type="email" autoComplete="email" inputMode="email" {...control} {...register('email')} />}
      </Field>
      <Field
        layout="check"
        required
        error={errors.acceptConditions?.message}
        label={
          <>
            {t('newsletter.consent')} <Link to="/privacy">{t('newsletter.privacy')}</Link>
          </>
        }
      >
        {(control) => <input type="checkbox" {...control} {...register('acceptConditions')} />}
      </Field>
      <Button type="submit" loading={mutation.isPending}>
        {mutation.isPending ? t('newsletter.submitting') : t('newsletter.subscribe')}
      </Button>
      {serverError ? (
        <p className="newsletter__error" role="alert">
          {t('newsletter.serverError', { message: serverError })}
        </p>
      ) : null}
    </form>
  );
}
