import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { useSendInfoRequest } from '../api/send-info-request';
import { canSendInfoRequest } from '../rules/info-request-rules';
import { stripNonPrintable } from '@clubportal/contract/accounts';

/**
 * Footer request-info form. Both fields must be filled or nothing is sent; success hides the form and
 * thanks the visitor; a failure is only logged (spec section 8).
 */
export function InfoRequestForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [question, setQuestion] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const mutation = useSendInfoRequest();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!canSendInfoRequest(email, question)) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    mutation.mutate(
      { email: email.trim(), question: question.trim() },
      { onError: (error) => console.error('Info request failed', error) },
    );
  }

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
    <form className="info-form" onSubmit={onSubmit} noValidate aria-describedby={incomplete ? `${id}-hint` : undefined}>
      <div className="field field--on-dark">
        <label htmlFor={`${id}-email`}>{t('footer.infoEmail')}</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(stripNonPrintable(event.target.value))}
          aria-invalid={incomplete && !email.trim() ? true : undefined}
        />
      </div>
      <div className="field field--on-dark">
        <label htmlFor={`${id}-question`}>{t('footer.infoQuestion')}</label>
        <textarea
          id={`${id}-question`}
          name="question"
          rows={3}
          value={question}
          onChange={(event) => setQuestion(stripNonPrintable(event.target.value))}
          aria-invalid={incomplete && !question.trim() ? true : undefined}
        />
      </div>
      {incomplete ? (
        <p className="info-form__hint" id={`${id}-hint`} role="alert">
          {t('footer.infoIncomplete')}
        </p>
      ) : null}
      <Button type="submit" variant="light" loading={mutation.isPending}>
        {mutation.isPending ? t('footer.infoSending') : t('footer.infoSend')}
      </Button>
    </form>
  );
}
