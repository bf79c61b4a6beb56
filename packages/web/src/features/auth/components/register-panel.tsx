import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStandardField } from '@clubportal/contract/dynamic-forms';
import { DynamicForm, type DynamicFormValues } from '../../../components/dynamic-form/dynamic-form';
import { Button } from '../../../components/ui/button';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/error-message';
import { useRegistrationForm } from '../api/get-registration-form';
import { useRegister } from '../api/register';
import { LoadFailure, Loading } from '../../../components/load-state';

/**
 * The answers of the registration form, by field name, as the register call wants them: the account's own fields,
 * and the answers to the club's own fields of the form (kept in the customer's file).
 */
export function registrationBody(values: DynamicFormValues, language: string) {
  const answer = (name: string) => values.answers.find((a) => a.name === name)?.value ?? '';
  return {
    answers: values.answers.filter((a) => !isStandardField('registration', a.name)).map((a) => ({ fieldId: a.id, value: a.value })),
    name: answer('name'),
    surname: answer('surname'),
    email: answer('email'),
    password: answer('password'),
    phone: answer('phone'),
    okRss: values.okRss,
    acceptConditions: values.acceptConditions,
    language,
  };
}

/**
 * Registration panel of the login dialog (spec: dynamic form with legal checks; the confirmation
 * replaces the form; a failure shows the server's errorMsg).
 */
export function RegisterPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useRegistrationForm();
  const registerMutation = useRegister();
  const [serverError, setServerError] = useState<string | null>(null);

  if (registerMutation.isSuccess) {
    return (
      <div className="auth-done" role="status">
        <CheckCircleIcon size={40} className="auth-done__icon" />
        <p className="auth-done__title">{t('messages.accountCreated')}</p>
        <p>{t('messages.checkInbox')}</p>
        <Button block onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    );
  }

  if (form.isPending) {
    return (
      <Loading className="register-loading">
        <Skeleton className="skeleton--line skeleton--w60" />
        <Skeleton className="register-loading__input" />
        <Skeleton className="skeleton--line skeleton--w40" />
        <Skeleton className="register-loading__input" />
        <Skeleton className="register-loading__input" />
      </Loading>
    );
  }

  if (form.error) {
    return <LoadFailure onRetry={() => void form.refetch()} retrying={form.isRefetching} className="auth-done" />;
  }

  return (
    <DynamicForm
      def={form.data}
      submitLabel={t('register.submit')}
      busy={registerMutation.isPending}
      serverError={serverError}
      onSubmit={(values) => {
        setServerError(null);
        registerMutation.mutate(registrationBody(values, i18n.language), {
          onError: (error) => setServerError(apiErrorMessage(error, t('messages.crash'))),
        });
      }}
    />
  );
}
